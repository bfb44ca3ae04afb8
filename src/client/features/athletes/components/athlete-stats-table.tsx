import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { verifiedByText } from '#shared/stat-verifications';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { athleteStatsQueryOptions } from '../api/athlete-stats';

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
  const { data, isPending, error } = useQuery(athleteStatsQueryOptions(athleteId));
  if (!data || error || (data.stats.length === 0 && data.measurables.length === 0)) {
    return (
      <ListState
        query={{ isPending, error }}
        compact
        loading="Loading statistics..."
        errorFallback="The statistics could not be loaded."
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
              Statistics (self-reported)
            </caption>
            <thead>
              <tr className="border-border border-b">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Season
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Stat
                </th>
                <th scope="col" className="py-2 font-medium">
                  Value
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
                    {row.verification ? (
                      <VerifiedLine text={verifiedByText(row.verification)} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-muted-foreground text-xs">
            {data.stats.some((row) => row.verification)
              ? `${firstName} entered these figures; those marked verified were checked by a coach of ${firstName}’s team for that season.`
              : `${firstName} entered these figures; nobody has checked them.`}
          </p>
        </>
      ) : null}
      {data.measurables.length > 0 ? (
        // Here, with the statistics the browser fetches for members, rather than beside the
        // page's height and weight, which the server renders.
        <dl className="grid gap-1 text-sm" aria-label="Verified measurables">
          {data.measurables.map((row) => (
            <div key={row.stat}>
              <dt className="inline font-medium">{row.stat}: </dt>
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
export function VerifiedLine({ text }: { text: string }) {
  return (
    <span className="mt-0.5 flex items-center gap-1 text-xs font-normal text-emerald-800 dark:text-emerald-300">
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden />
      {text}
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
  return verified ? <VerifiedLine text={verifiedByText(verified)} /> : null;
}
