import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type {
  DashboardEvent,
  DashboardTeam,
  ProgramDashboard as Dashboard,
  SalesPeriod,
} from '#shared/schemas/program-dashboard';
import { ListState } from '#client/components/ui/list-state';
import { Card } from '#client/components/ui/card';
import { useLocaleTag, useT, type MessageId } from '#client/lib/i18n/i18n';
import { programDashboardQueryOptions } from '../api/dashboard';
import { eventKindLabels } from './program-labels';
import { useProgramFormats } from './use-program-formats';

/**
 * The program dashboard at the top of /programs, for its owner and admins
 * (docs/product.md#program-dashboard): stat tiles, each team's roster counts, the next events
 * and what its sessions and passes sold.
 */
export function ProgramDashboard({ userId }: { userId: string }) {
  const t = useT();
  const dashboard = useQuery(programDashboardQueryOptions(userId));
  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-4">
      <h2 id="dashboard-heading" className="text-2xl font-semibold">
        {t('programs.dashboard.title')}
      </h2>
      <ListState
        query={dashboard}
        compact
        loading={t('programs.dashboard.loading')}
        errorTitle={t('programs.dashboard.failed')}
        retry
      >
        {dashboard.data ? <DashboardContent data={dashboard.data} /> : null}
      </ListState>
    </section>
  );
}

function DashboardContent({ data }: { data: Dashboard }) {
  const t = useT();
  const { amounts } = useProgramFormats();
  const count = useCount();
  const recent = data.sales.last30Days;
  const tiles = [
    { label: t('programs.dashboard.teams'), value: count(data.totals.teams) },
    { label: t('programs.dashboard.activeAthletes'), value: count(data.totals.activeAthletes) },
    { label: t('programs.dashboard.pending'), value: count(data.totals.pending) },
    { label: t('programs.dashboard.seatsSold30'), value: count(recent.seatsSold) },
    { label: t('programs.dashboard.revenue30'), value: amounts(recent.revenue) },
  ];
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        aria-label={t('programs.dashboard.glance')}
      >
        {tiles.map((tile) => (
          <div key={tile.label} className="border-border bg-card rounded-xl border p-4 shadow-sm">
            <dt className="text-muted-foreground text-sm">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold break-words tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-sm">
        {t('programs.dashboard.pendingText', {
          active: data.totals.staffActive,
          invited: data.totals.staffInvited,
        })}
      </p>
      <TeamCounts teams={data.teams} />
      <UpcomingEvents events={data.upcomingEvents} />
      <Sales last30Days={recent} allTime={data.sales.allTime} />
    </>
  );
}

/** A count as the page's language writes numbers. */
function useCount() {
  const localeTag = useLocaleTag();
  return (value: number) => value.toLocaleString(localeTag);
}

const teamColumns = [
  { key: 'active', label: 'programs.dashboard.column.active' },
  { key: 'guardianPending', label: 'programs.dashboard.column.guardianPending' },
  { key: 'invited', label: 'programs.dashboard.column.invited' },
  { key: 'openInvitations', label: 'programs.dashboard.column.openInvitations' },
] as const satisfies readonly { key: keyof DashboardTeam; label: MessageId }[];

function TeamCounts({ teams }: { teams: DashboardTeam[] }) {
  const t = useT();
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-teams-heading" className="text-lg font-semibold">
        {t('programs.dashboard.rostersByTeam')}
      </h3>
      {teams.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('programs.program.noTeams')}</p>
      ) : (
        <>
          {/* Phones: one card a team, nothing wider than the screen. */}
          <ul className="grid gap-3 sm:hidden" aria-labelledby="dashboard-teams-heading">
            {teams.map((team) => (
              <li key={team.id} className="border-border rounded-lg border p-3">
                <p className="font-medium break-words">{team.name}</p>
                <p className="text-muted-foreground text-sm">
                  {team.level} · {team.season}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {teamColumns.map((column) => (
                    <div key={column.key} className="flex justify-between gap-2">
                      <dt className="text-muted-foreground">{t(column.label)}</dt>
                      <dd className="font-medium tabular-nums">{team[column.key]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table
            className="hidden w-full text-left text-sm sm:table"
            aria-labelledby="dashboard-teams-heading"
          >
            <thead>
              <tr className="border-border border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('programs.dashboard.column.team')}
                </th>
                {teamColumns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium">
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id} className="border-border border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="font-medium">{team.name}</span>
                    <span className="text-muted-foreground block text-xs">
                      {team.level} · {team.season}
                    </span>
                  </th>
                  {teamColumns.map((column) => (
                    <td key={column.key} className="px-2 py-2 text-right tabular-nums">
                      {team[column.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

function UpcomingEvents({ events }: { events: DashboardEvent[] }) {
  const t = useT();
  const { eventTime } = useProgramFormats();
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-events-heading" className="text-lg font-semibold">
        {t('programs.dashboard.upcoming')}
      </h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('programs.dashboard.noUpcoming')}</p>
      ) : (
        <ul className="divide-border grid divide-y" aria-labelledby="dashboard-events-heading">
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 py-2 text-sm">
              <Link
                to={`/events/${event.id}`}
                className="text-primary font-medium break-words underline-offset-4 hover:underline"
              >
                {event.title}
              </Link>
              <span className="text-muted-foreground">
                {t(eventKindLabels[event.kind])} · {eventTime(event.startsAt, event.timeZone)}
                {event.seatsBooked === null
                  ? ''
                  : ` · ${
                      event.capacity === null
                        ? t('programs.dashboard.seatsBooked', { booked: event.seatsBooked })
                        : t('programs.dashboard.seatsBookedOf', {
                            booked: event.seatsBooked,
                            capacity: event.capacity,
                          })
                    }`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Sales({ last30Days, allTime }: { last30Days: SalesPeriod; allTime: SalesPeriod }) {
  const t = useT();
  const { amounts } = useProgramFormats();
  const count = useCount();
  const salesRows = [
    {
      label: t('programs.dashboard.seatsSold'),
      value: (period: SalesPeriod) => count(period.seatsSold),
    },
    {
      label: t('programs.dashboard.passesSold'),
      value: (period: SalesPeriod) => count(period.passesSold),
    },
    {
      label: t('programs.dashboard.revenue'),
      value: (period: SalesPeriod) => amounts(period.revenue),
    },
    {
      label: t('programs.dashboard.refunds'),
      value: (period: SalesPeriod) =>
        `${count(period.refundedCount)} (${amounts(period.refunded)})`,
    },
  ];
  const none = allTime.seatsSold + allTime.passesSold + allTime.refundedCount === 0;
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-sales-heading" className="text-lg font-semibold">
        {t('programs.dashboard.sales')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('programs.dashboard.salesText')}</p>
      {none ? (
        <p className="text-muted-foreground text-sm">{t('programs.dashboard.noSales')}</p>
      ) : (
        <table
          className="w-full table-fixed text-left text-sm"
          aria-labelledby="dashboard-sales-heading"
        >
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="py-2 pr-2 font-medium">
                <span className="sr-only">{t('programs.dashboard.what')}</span>
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium">
                {t('programs.dashboard.last30')}
              </th>
              <th scope="col" className="py-2 pl-1 text-right font-medium">
                {t('programs.dashboard.allTime')}
              </th>
            </tr>
          </thead>
          <tbody>
            {salesRows.map((row) => (
              <tr key={row.label} className="border-border border-b last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {row.label}
                </th>
                <td className="px-1 py-2 text-right break-words tabular-nums">
                  {row.value(last30Days)}
                </td>
                <td className="py-2 pl-1 text-right break-words tabular-nums">
                  {row.value(allTime)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
