import { useQuery } from '@tanstack/react-query';
import { Alert } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { athleteStatsQueryOptions } from '../api/athlete-stats';

/** The athlete page's statistics, as the athlete gave them: labelled self-reported. */
export function AthleteStatsTable({
  athleteId,
  firstName,
}: {
  athleteId: string;
  firstName: string;
}) {
  const { data, isPending, error } = useQuery(athleteStatsQueryOptions(athleteId));
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading statistics...
      </p>
    );
  }
  if (error) {
    return <Alert tone="error">{errorMessage(error, 'The statistics could not be loaded.')}</Alert>;
  }
  if (data.stats.length === 0) return null;
  return (
    <Card className="overflow-x-auto">
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
              <td className="py-2 font-medium">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-muted-foreground mt-3 text-xs">
        {firstName} entered these figures; nobody has checked them.
      </p>
    </Card>
  );
}
