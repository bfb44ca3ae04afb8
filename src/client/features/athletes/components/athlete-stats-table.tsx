import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { MeasurableStat } from '#shared/stat-verifications';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { athleteStatsQueryOptions } from '../api/athlete-stats';

/** The measurables' names in the page's language. */
const measurableLabels: Record<MeasurableStat, MessageId> = {
  Height: 'athletes.stats.height',
  Weight: 'athletes.stats.weight',
};

/**
 * The athlete page's statistics, as the athlete gave them: labelled self-reported, and each value
 * a roster coach verified for its season "Verified by {coach}, {team}" while it is unchanged.
 */
export function AthleteStatsTable({
  athleteId,
  firstName,
}: {
  athleteId: string;
  firstName: string;
}) {
  const t = useT();
  const shown = useShownText();
  const { data, isPending, error } = useQuery(athleteStatsQueryOptions(athleteId));
  if (!data || error || (data.stats.length === 0 && data.measurables.length === 0)) {
    return (
      <ListState
        query={{ isPending, error }}
        compact
        loading={t('athletes.stats.loading')}
        describeError={(failure) => shown(errorMessage(failure, t('athletes.stats.loadFailed')))}
        isEmpty
        emptyView={null}
      />
    );
  }
  return (
    <Card className="grid gap-3 overflow-x-auto">
      {data.stats.length > 0 ? (
        <>
          <table className="w-full text-left text-sm">
            <caption className="mb-3 text-left text-lg font-semibold">
              {t('athletes.stats.caption')}
            </caption>
            <thead>
              <tr className="border-border border-b">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('athletes.stats.season')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('athletes.stats.stat')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('athletes.stats.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.stats.map((row) => (
                <tr key={row.id} className="border-border border-b last:border-0">
                  <td className="py-2 pr-4">{row.season}</td>
                  <td className="py-2 pr-4">{row.stat}</td>
                  <td className="py-2">
                    <span className="font-medium">{row.value}</span>
                    {row.verification ? <VerifiedLine verification={row.verification} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-muted-foreground text-xs">
            {data.stats.some((row) => row.verification)
              ? t('athletes.stats.noteVerified', { firstName })
              : t('athletes.stats.noteUnchecked', { firstName })}
          </p>
        </>
      ) : null}
      {data.measurables.length > 0 ? (
        // Here, with the statistics the browser fetches for members, rather than beside the
        // page's height and weight, which the server renders.
        <dl className="grid gap-1 text-sm" aria-label={t('athletes.stats.measurables')}>
          {data.measurables.map((row) => (
            <div key={row.stat}>
              <dt className="inline font-medium">{t(measurableLabels[row.stat])}: </dt>
              <dd className="inline">
                {row.value}
                <MeasurableVerification athleteId={athleteId} stat={row.stat} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}

/** "Verified by Coach Jane Doe, Lakeside 17U", beside a value (the height and weight too). */
export function VerifiedLine({
  verification,
}: {
  verification: { verifierName: string; teamName: string };
}) {
  const t = useT();
  return (
    <span className="mt-0.5 flex items-center gap-1 text-xs font-normal text-emerald-800 dark:text-emerald-300">
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden />
      {t('athletes.stats.verifiedBy', {
        coach: verification.verifierName,
        team: verification.teamName,
      })}
    </span>
  );
}

/** A height or weight: "Verified by …" while a coach's verification holds (the statistics' card). */
export function MeasurableVerification({
  athleteId,
  stat,
}: {
  athleteId: string;
  stat: 'Height' | 'Weight';
}) {
  const { data } = useQuery(athleteStatsQueryOptions(athleteId));
  const verified = data?.measurables.find((row) => row.stat === stat);
  return verified ? <VerifiedLine verification={verified} /> : null;
}
