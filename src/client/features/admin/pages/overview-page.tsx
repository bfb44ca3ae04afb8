import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatWholeMoney } from '#shared/money';
import { Card } from '#client/components/ui/card';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { useAdminFormats } from '../components/admin-formats';
import { AdminListState } from '../components/admin-list-state';
import { AdminSection } from '../components/admin-section';
import { TrendChart, trendColors } from '../components/trend-chart';

type Figure = { label: MessageId; value: number; to?: string; hint?: MessageId };

const dollars = (cents: number) => formatMoney(cents, 'usd');
const pi = (hundredths: number) => formatMoney(hundredths, 'pi');
const wholeDollars = (cents: number) => formatWholeMoney(cents, 'usd');
const wholePi = (hundredths: number) => formatWholeMoney(hundredths, 'pi');

function figuresOf(data: AdminOverview): { heading: MessageId; figures: Figure[] }[] {
  return [
    {
      heading: 'admin.overview.group.members',
      figures: [
        { label: 'admin.figure.members', value: data.members, to: '/admin-dashboard/members' },
        { label: 'admin.figure.players', value: data.players },
        { label: 'admin.figure.coaches', value: data.coaches },
        { label: 'admin.figure.organizations', value: data.organizations },
        { label: 'admin.figure.admins', value: data.admins },
        { label: 'admin.figure.unverified', value: data.unverified },
      ],
    },
    {
      heading: 'admin.overview.group.now',
      figures: [
        {
          label: 'admin.overview.premiumPlans',
          value: data.activeSubscriptions.premium,
          hint: 'admin.overview.premiumPlans.hint',
          to: '/admin-dashboard/payments',
        },
        {
          label: 'admin.overview.recruitingPlans',
          value: data.activeSubscriptions.recruiting,
          to: '/admin-dashboard/payments',
        },
        {
          label: 'admin.overview.openMessages',
          value: data.openMessages,
          hint: 'admin.overview.openMessages.hint',
          to: '/admin-dashboard/inbox?tab=messages',
        },
        {
          label: 'admin.overview.openReports',
          value: data.openReports,
          hint: 'admin.overview.openReports.hint',
          to: '/admin-dashboard/inbox?tab=reports',
        },
        {
          label: 'admin.overview.liveNow',
          value: data.liveBroadcasts,
          to: '/admin-dashboard/channels',
        },
      ],
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const t = useT();
  const formats = useAdminFormats();
  const body: ReactNode = (
    <>
      <p className="text-muted-foreground text-sm">{t(figure.label)}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{formats.count(figure.value)}</p>
      {figure.hint ? <p className="text-muted-foreground mt-1 text-xs">{t(figure.hint)}</p> : null}
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

function Trends({ trends, t }: { trends: AdminOverview['trends']; t: Translate }) {
  const { days } = trends;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrendChart
        title={t('admin.overview.signups.title')}
        days={days}
        series={[
          {
            label: t('admin.figure.players'),
            values: trends.signups.player,
            color: trendColors[0],
          },
          { label: t('admin.figure.coaches'), values: trends.signups.coach, color: trendColors[1] },
          {
            label: t('admin.figure.organizations'),
            values: trends.signups.organization,
            color: trendColors[2],
          },
          {
            label: t('admin.overview.signups.other'),
            values: trends.signups.other,
            color: trendColors[3],
          },
        ]}
      />
      <TrendChart
        title={t('admin.overview.subscriptions.title')}
        description={t('admin.overview.subscriptions.description')}
        days={days}
        kind="level"
        series={[
          {
            label: t('admin.overview.subscriptions.series'),
            values: trends.activeSubscriptions,
            color: trendColors[2],
          },
        ]}
      />
      <TrendChart
        title={t('admin.overview.cardRevenue.title')}
        description={t('admin.overview.cardRevenue.description')}
        days={days}
        format={dollars}
        axisFormat={wholeDollars}
        step={100}
        series={[
          {
            label: t('admin.overview.cardRevenue.series'),
            values: trends.revenue.cardCents,
            color: trendColors[0],
          },
        ]}
      />
      <TrendChart
        title={t('admin.overview.piRevenue.title')}
        description={t('admin.overview.piRevenue.description')}
        days={days}
        format={pi}
        axisFormat={wholePi}
        step={100}
        series={[
          {
            label: t('admin.overview.piRevenue.series'),
            values: trends.revenue.piHundredths,
            color: trendColors[3],
          },
        ]}
      />
      <TrendChart
        title={t('admin.overview.broadcasts.title')}
        description={t('admin.overview.broadcasts.description')}
        days={days}
        series={[
          {
            label: t('admin.overview.broadcasts.series'),
            values: trends.broadcasts,
            color: trendColors[1],
          },
        ]}
      />
      <TrendChart
        title={t('admin.overview.messages.title')}
        description={t('admin.overview.messages.description')}
        days={days}
        series={[
          {
            label: t('admin.overview.messages.series'),
            values: trends.messages,
            color: trendColors[0],
          },
        ]}
      />
    </div>
  );
}

/** The site at a glance: counts, what waits for an administrator, and the last 30 days. */
export function Component() {
  const t = useT();
  const overview = useAdminOverview(true);
  const data = overview.data;
  return (
    <AdminSection title={t('admin.overview.title')} description={t('admin.overview.description')}>
      <AdminListState query={overview} isEmpty={false} empty="">
        {data ? (
          <div className="grid gap-8">
            {figuresOf(data).map((group) => (
              <section key={group.heading}>
                <h2 className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">
                  {t(group.heading)}
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
                {t('admin.overview.last30Days')}
              </h2>
              <Trends trends={data.trends} t={t} />
            </section>
          </div>
        ) : null}
      </AdminListState>
    </AdminSection>
  );
}
