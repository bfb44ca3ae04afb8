import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatEventTime } from '#shared/event-times';
import { formatMoney } from '#shared/money';
import { eventKindLabels } from '#shared/programs';
import type {
  CurrencyAmounts,
  DashboardEvent,
  DashboardTeam,
  ProgramDashboard as Dashboard,
  SalesPeriod,
} from '#shared/schemas/program-dashboard';
import { ListState } from '#client/components/ui/list-state';
import { Card } from '#client/components/ui/card';
import { programDashboardQueryOptions } from '../api/dashboard';

/** "$55.00", or "$55.00 and 12.34 π" when something was paid in Pi. */
export function formatAmounts(amounts: CurrencyAmounts): string {
  const usd = formatMoney(amounts.usd, 'usd');
  return amounts.pi ? `${usd} and ${formatMoney(amounts.pi, 'pi')}` : usd;
}

/**
 * The program dashboard at the top of /programs, for its owner and admins
 * (docs/product.md#program-dashboard): stat tiles, each team's roster counts, the next events
 * and what its sessions and passes sold.
 */
export function ProgramDashboard({ userId }: { userId: string }) {
  const dashboard = useQuery(programDashboardQueryOptions(userId));
  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-4">
      <h2 id="dashboard-heading" className="text-2xl font-semibold">
        Dashboard
      </h2>
      <ListState
        query={dashboard}
        compact
        loading="Loading the dashboard..."
        errorTitle="The dashboard could not be loaded."
        retry
      >
        {dashboard.data ? <DashboardContent data={dashboard.data} /> : null}
      </ListState>
    </section>
  );
}

function DashboardContent({ data }: { data: Dashboard }) {
  const recent = data.sales.last30Days;
  const tiles = [
    { label: 'Teams', value: String(data.totals.teams) },
    { label: 'Active athletes', value: String(data.totals.activeAthletes) },
    { label: 'Pending', value: String(data.totals.pending) },
    { label: 'Seats sold, 30 days', value: String(recent.seatsSold) },
    { label: 'Revenue, 30 days', value: formatAmounts(recent.revenue) },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Program at a glance">
        {tiles.map((tile) => (
          <div key={tile.label} className="border-border bg-card rounded-xl border p-4 shadow-sm">
            <dt className="text-muted-foreground text-sm">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold break-words tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-sm">
        Pending: athletes invited or waiting for a guardian, and open invitations. Staff:{' '}
        {data.totals.staffActive} active, {data.totals.staffInvited} invited.
      </p>
      <TeamCounts teams={data.teams} />
      <UpcomingEvents events={data.upcomingEvents} />
      <Sales last30Days={recent} allTime={data.sales.allTime} />
    </>
  );
}

const teamColumns = [
  { key: 'active', label: 'Active' },
  { key: 'guardianPending', label: 'Waiting for a guardian' },
  { key: 'invited', label: 'Invited' },
  { key: 'openInvitations', label: 'Open invitations' },
] as const;

function TeamCounts({ teams }: { teams: DashboardTeam[] }) {
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-teams-heading" className="text-lg font-semibold">
        Rosters by team
      </h3>
      {teams.length === 0 ? (
        <p className="text-muted-foreground text-sm">No teams yet.</p>
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
                      <dt className="text-muted-foreground">{column.label}</dt>
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
                  Team
                </th>
                {teamColumns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium">
                    {column.label}
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
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-events-heading" className="text-lg font-semibold">
        Upcoming events
      </h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground text-sm">No upcoming events.</p>
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
                {eventKindLabels[event.kind]} · {formatEventTime(event.startsAt, event.timeZone)}
                {event.seatsBooked !== null
                  ? ` · ${event.seatsBooked}${event.capacity !== null ? ` of ${event.capacity}` : ''} seats booked`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const salesRows = [
  { label: 'Seats sold', value: (period: SalesPeriod) => String(period.seatsSold) },
  { label: 'Passes sold', value: (period: SalesPeriod) => String(period.passesSold) },
  { label: 'Revenue', value: (period: SalesPeriod) => formatAmounts(period.revenue) },
  {
    label: 'Refunds',
    value: (period: SalesPeriod) => `${period.refundedCount} (${formatAmounts(period.refunded)})`,
  },
];

function Sales({ last30Days, allTime }: { last30Days: SalesPeriod; allTime: SalesPeriod }) {
  const none = allTime.seatsSold + allTime.passesSold + allTime.refundedCount === 0;
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="dashboard-sales-heading" className="text-lg font-semibold">
        Sales
      </h3>
      <p className="text-muted-foreground text-sm">
        Seats at the program’s sessions and passes of its channels. Only paid ones count as sold.
      </p>
      {none ? (
        <p className="text-muted-foreground text-sm">No sales yet.</p>
      ) : (
        <table
          className="w-full table-fixed text-left text-sm"
          aria-labelledby="dashboard-sales-heading"
        >
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="py-2 pr-2 font-medium">
                <span className="sr-only">What</span>
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium">
                Last 30 days
              </th>
              <th scope="col" className="py-2 pl-1 text-right font-medium">
                All time
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
