import { useMemo, type ReactNode } from 'react';
import type { Evaluation } from '#shared/schemas/evaluations';
import { Badge } from '#client/components/ui/badge';
import { VerifiedBadge } from '#client/components/verified-badge';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { evaluationLevelTexts } from './evaluation-level-texts';

/**
 * One evaluation as the athlete and their page's readers see it: by whom, with the coach's
 * badge ("Verified · {institution} · {level}") while they are verified, what they wrote,
 * projected and measured.
 */
export function EvaluationView({
  evaluation,
  headingLevel = 3,
  actions,
}: {
  evaluation: Pick<
    Evaluation,
    'assessment' | 'projectedLevels' | 'measurements' | 'createdAt' | 'updatedAt'
  > & {
    coachName?: string;
    badge?: Evaluation['badge'];
  };
  headingLevel?: 3 | 4;
  actions?: ReactNode;
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  const formats = useMemo(
    () => ({
      moment: new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }),
      // A day as the API writes it ("2026-11-20"), the same in every time zone.
      day: new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }),
    }),
    [localeTag],
  );
  const longDate = (value: string) => formats.moment.format(new Date(value));
  const longDay = (day: string) => formats.day.format(new Date(`${day}T00:00:00Z`));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="grid gap-3">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          {evaluation.coachName !== undefined ? (
            <Heading className="font-semibold">{evaluation.coachName}</Heading>
          ) : null}
          {evaluation.badge ? (
            <VerifiedBadge
              text={t('evaluations.badge', {
                institution: evaluation.badge.institution,
                level: t(evaluationLevelTexts[evaluation.badge.level]),
              })}
              className="w-fit"
            />
          ) : evaluation.coachName !== undefined ? (
            <Badge className="w-fit">{t('evaluations.noLongerVerified')}</Badge>
          ) : null}
          <p className="text-muted-foreground text-xs">
            {evaluation.updatedAt !== evaluation.createdAt
              ? t('evaluations.writtenChanged', {
                  written: longDate(evaluation.createdAt),
                  changed: longDate(evaluation.updatedAt),
                })
              : t('evaluations.written', { written: longDate(evaluation.createdAt) })}
          </p>
        </div>
        {actions}
      </header>
      <p className="text-sm whitespace-pre-line">{evaluation.assessment}</p>
      {evaluation.projectedLevels.length > 0 ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('evaluations.projectedLevel')}</span>
          {evaluation.projectedLevels.map((level) => t(evaluationLevelTexts[level])).join(', ')}
        </p>
      ) : null}
      {evaluation.measurements.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="text-muted-foreground mb-1 text-left text-xs">
            {t('evaluations.measuredBy')}
          </caption>
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('evaluations.measurement')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('evaluations.value')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('evaluations.takenOn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {evaluation.measurements.map((row, index) => (
              <tr key={index} className="border-border border-b last:border-0">
                <td className="py-1 pr-3">{row.name}</td>
                <td className="py-1 pr-3">{row.value}</td>
                <td className="py-1">{longDay(row.takenOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
