import type { ReactNode } from 'react';
import { coachLevelLabels, verifiedBadgeText } from '#shared/recruiting';
import type { Evaluation } from '#shared/schemas/evaluations';
import { Badge } from '#client/components/ui/badge';
import { VerifiedBadge } from '#client/components/verified-badge';
import { longDate, longDay } from '#client/lib/format-date';

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
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="grid gap-3">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          {evaluation.coachName !== undefined ? (
            <Heading className="font-semibold">{evaluation.coachName}</Heading>
          ) : null}
          {evaluation.badge ? (
            <VerifiedBadge text={verifiedBadgeText(evaluation.badge)} className="w-fit" />
          ) : evaluation.coachName !== undefined ? (
            <Badge className="w-fit">No longer verified</Badge>
          ) : null}
          <p className="text-muted-foreground text-xs">
            Written {longDate(evaluation.createdAt)}
            {evaluation.updatedAt !== evaluation.createdAt
              ? ` · changed ${longDate(evaluation.updatedAt)}`
              : ''}
          </p>
        </div>
        {actions}
      </header>
      <p className="text-sm whitespace-pre-line">{evaluation.assessment}</p>
      {evaluation.projectedLevels.length > 0 ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Projected level: </span>
          {evaluation.projectedLevels.map((level) => coachLevelLabels[level]).join(', ')}
        </p>
      ) : null}
      {evaluation.measurements.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="text-muted-foreground mb-1 text-left text-xs">
            Measured by the coach
          </caption>
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="py-1 pr-3 font-medium">
                Measurement
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Value
              </th>
              <th scope="col" className="py-1 font-medium">
                Taken on
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
