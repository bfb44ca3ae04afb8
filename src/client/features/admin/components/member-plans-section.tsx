import { Link } from 'react-router';
import { formatMoney } from '#shared/money';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { useAdminFormats } from './admin-formats';
import {
  labelOf,
  orderStatusTexts,
  paymentStatusTexts,
  planTexts,
  subscriptionStatusTexts,
} from './admin-labels';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, tableClasses } from './admin-section';
import { SectionCard, Subheading } from './member-section-card';

/** Who took the payments: the card provider, the built-in test checkout, or Pi Network. */
const providerTexts: Record<string, MessageId> = {
  stripe: 'admin.member.plans.provider.stripe',
  sandbox: 'admin.member.plans.provider.sandbox',
  pi: 'admin.member.plans.provider.pi',
};

/** A plan's name in the page's language, or its id when the site names no such plan. */
export const planName = (t: Translate, tier: string) => labelOf(t, planTexts, tier);

/** The member's subscriptions, payments, and passes and seats. */
export function PlansSection({ detail }: { detail: MemberDetail }) {
  const t = useT();
  const formats = useAdminFormats();
  const { subscriptions, payments, purchases } = detail;
  return (
    <SectionCard id="member-plans" title={t('admin.member.plans.title')}>
      <div className="grid gap-6">
        <div>
          <Subheading>{t('admin.member.plans.subscriptions')}</Subheading>
          <AdminListState
            // the subscriptions come with the member, loaded above
            compact
            isEmpty={subscriptions.length === 0}
            empty={t('admin.member.plans.subscriptions.empty')}
          >
            <AdminTable
              columns={[
                t('admin.member.plans.column.plan'),
                t('admin.member.plans.column.status'),
                t('admin.member.plans.column.paidWith'),
                t('admin.member.plans.column.periodEnds'),
                t('admin.member.plans.column.started'),
              ]}
            >
              {subscriptions.map((plan) => (
                <tr key={plan.id} className={tableClasses.row}>
                  <Cell>{planName(t, plan.tier)}</Cell>
                  <Cell>
                    {labelOf(t, subscriptionStatusTexts, plan.status)}
                    {plan.cancelAtPeriodEnd ? (
                      <span className="text-muted-foreground block text-xs">
                        {t('admin.member.plans.endsAtPeriodEnd')}
                      </span>
                    ) : null}
                  </Cell>
                  <Cell>{labelOf(t, providerTexts, plan.provider)}</Cell>
                  <Cell>
                    {plan.currentPeriodEnd ? formats.longDate(plan.currentPeriodEnd) : '—'}
                  </Cell>
                  <Cell>{formats.longDate(plan.createdAt)}</Cell>
                </tr>
              ))}
            </AdminTable>
          </AdminListState>
        </div>
        <div>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <Subheading>{t('admin.member.plans.payments')}</Subheading>
            <Link
              to={`/admin-dashboard/payments?member=${encodeURIComponent(detail.member.id)}`}
              className="text-primary text-sm font-medium underline-offset-4 hover:underline"
            >
              {t('admin.member.plans.paymentsLink')}
            </Link>
          </div>
          <AdminListState
            compact
            isEmpty={payments.length === 0}
            empty={t('admin.member.plans.payments.empty')}
          >
            <AdminTable
              caption={t('admin.member.plans.payments.caption')}
              columns={[
                t('admin.member.plans.column.when'),
                t('admin.member.plans.column.what'),
                t('admin.member.plans.column.amount'),
                t('admin.member.plans.column.status'),
              ]}
            >
              {payments.map((payment) => (
                <tr key={payment.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{formats.dateTime(payment.createdAt)}</Cell>
                  <Cell>{payment.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(payment.amountCents, payment.currency)}
                  </Cell>
                  <Cell>
                    {labelOf(t, paymentStatusTexts, payment.status)}
                    {payment.refundedAt ? (
                      <span className="text-muted-foreground block text-xs">
                        {payment.refundedCents !== null
                          ? t('admin.member.plans.refundedAmount', {
                              amount: formatMoney(payment.refundedCents, payment.currency),
                              date: formats.longDate(payment.refundedAt),
                            })
                          : t('admin.member.plans.refunded', {
                              date: formats.longDate(payment.refundedAt),
                            })}
                      </span>
                    ) : null}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </AdminListState>
        </div>
        {purchases.length > 0 ? (
          <div>
            <Subheading>{t('admin.member.plans.purchases')}</Subheading>
            <AdminTable
              columns={[
                t('admin.member.plans.column.when'),
                t('admin.member.plans.column.what'),
                t('admin.member.plans.column.amount'),
                t('admin.member.plans.column.status'),
                t('admin.member.plans.column.openUntil'),
              ]}
            >
              {purchases.map((purchase) => (
                <tr key={purchase.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{formats.dateTime(purchase.createdAt)}</Cell>
                  <Cell>{purchase.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(purchase.amountCents, 'usd')}
                  </Cell>
                  <Cell>{labelOf(t, orderStatusTexts, purchase.status)}</Cell>
                  <Cell className="whitespace-nowrap">
                    {purchase.accessUntil ? formats.dateTime(purchase.accessUntil) : '—'}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
