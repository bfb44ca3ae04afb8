import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatWholeMoney } from '#shared/money';
import { planPrice } from '#shared/payments';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { AdminSection } from '../components/admin-section';
import { TrendChart, trendColors } from '../components/trend-chart';

type Figure = { label: string; value: number; to?: string; hint?: string };

const dollars = (cents: number) => formatMoney(cents, 'usd');
const pi = (hundredths: number) => formatMoney(hundredths, 'pi');
const wholeDollars = (cents: number) => formatWholeMoney(cents, 'usd');
const wholePi = (hundredths: number) => formatWholeMoney(hundredths, 'pi');

function figuresOf(data: AdminOverview): { heading: string; figures: Figure[] }[] {
  return [
    {
      heading: 'Members',
      figures: [
        { label: 'Members', value: data.members, to: '/admin-dashboard/members' },
        { label: 'Players', value: data.players },
        { label: 'Coaches', value: data.coaches },
        { label: 'Organizations', value: data.organizations },
        { label: 'Administrators', value: data.admins },
        { label: 'Awaiting email confirmation', value: data.unverified },
      ],
    },
    {
      heading: 'Now',
      figures: [
        {
          label: `${planPrice('premium').name} plans`,
          value: data.activeSubscriptions.premium,
          hint: 'Free trials and renewals being retried included',
          to: '/admin-dashboard/payments',
        },
        {
          label: `${planPrice('recruiting').name} plans`,
          value: data.activeSubscriptions.recruiting,
          to: '/admin-dashboard/payments',
        },
        {
          label: 'Open messages',
          value: data.openMessages,
          hint: 'Not answered or closed yet',
          to: '/admin-dashboard/inbox?tab=messages',
        },
        {
          label: 'Open reports',
          value: data.openReports,
          hint: 'Waiting for a moderator',
          to: '/admin-dashboard/inbox?tab=reports',
        },
        { label: 'Live now', value: data.liveBroadcasts, to: '/admin-dashboard/channels' },
      ],
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const body: ReactNode = (
    <>
      <p className="text-muted-foreground text-sm">{figure.label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{figure.value.toLocaleString()}</p>
      {figure.hint ? <p className="text-muted-foreground mt-1 text-xs">{figure.hint}</p> : null}
    </>
  );
  return (
    <Card className="h-full p-5">
      {figure.to ? (
        <Link
          to={figure.to}
          className="focus-visible:ring-primary/40 -m-1 block rounded-lg p-1 outline-none focus-visible:ring-3"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

function Trends({ trends }: { trends: AdminOverview['trends'] }) {
  const { days } = trends;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrendChart
        title="Sign-ups by type"
        days={days}
        series={[
          { label: 'Players', values: trends.signups.player, color: trendColors[0] },
          { label: 'Coaches', values: trends.signups.coach, color: trendColors[1] },
          { label: 'Organizations', values: trends.signups.organization, color: trendColors[2] },
          { label: 'Other', values: trends.signups.other, color: trendColors[3] },
        ]}
      />
      <TrendChart
        title="Active subscriptions"
        description="Plans in force at the end of each day, trials included."
        days={days}
        kind="level"
        series={[{ label: 'Plans', values: trends.activeSubscriptions, color: trendColors[2] }]}
      />
      <TrendChart
        title="Card revenue"
        description="Paid by card each day, less what was refunded."
        days={days}
        format={dollars}
        axisFormat={wholeDollars}
        step={100}
        series={[{ label: 'Card', values: trends.revenue.cardCents, color: trendColors[0] }]}
      />
      <TrendChart
        title="Pi revenue"
        description="Paid in Pi each day, less what was sent back."
        days={days}
        format={pi}
        axisFormat={wholePi}
        step={100}
        series={[{ label: 'Pi', values: trends.revenue.piHundredths, color: trendColors[3] }]}
      />
      <TrendChart
        title="Live broadcasts"
        description="Broadcasts that went on air each day."
        days={days}
        series={[{ label: 'Broadcasts', values: trends.broadcasts, color: trendColors[1] }]}
      />
      <TrendChart
        title="Messages received"
        description="Contact and support-chat messages."
        days={days}
        series={[{ label: 'Messages', values: trends.messages, color: trendColors[0] }]}
      />
    </div>
  );
}

/** The site at a glance: counts, what waits for an administrator, and the last 30 days. */
export function Component() {
  const overview = useAdminOverview(true);
  const data = overview.data;
  return (
    <AdminSection title="Overview" description="The site at a glance. Days are counted in UTC.">
      <ListState query={overview} isEmpty={false} empty="">
        {data ? (
          <div className="grid gap-8">
            {figuresOf(data).map((group) => (
              <section key={group.heading}>
                <h2 className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">
                  {group.heading}
                </h2>
                <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
                  {group.figures.map((figure) => (
                    <li key={figure.label}>
                      <FigureCard figure={figure} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section>
              <h2 className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">
                The last 30 days
              </h2>
              <Trends trends={data.trends} />
            </section>
          </div>
        ) : null}
      </ListState>
    </AdminSection>
  );
}
