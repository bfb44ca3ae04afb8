import { Link } from 'react-router';
import { memberPlanLabels } from '#shared/admin-members';
import { orderStatusLabels, paymentStatusLabels } from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import { subscriptionStatusWords, type SubscriptionState } from '#shared/payments';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { ListState } from '#client/components/ui/list-state';
import { longDate, shortDateTime } from '#client/lib/format-date';
import { AdminTable, Cell, tableClasses } from './admin-section';
import { label, SectionCard, Subheading } from './member-section-card';

/** Who took the payments: the card provider, the built-in test checkout, or Pi Network. */
const providerWords: Record<string, string> = {
  stripe: 'Card (Stripe)',
  sandbox: 'Test checkout',
  pi: 'Pi',
};

export const planName = (tier: string) => memberPlanLabels[tier] ?? tier;
const statusWord = (status: string) =>
  subscriptionStatusWords[status as SubscriptionState] ?? status;

/** The member's subscriptions, payments, and passes and seats. */
export function PlansSection({ detail }: { detail: MemberDetail }) {
  const { subscriptions, payments, purchases } = detail;
  return (
    <SectionCard id="member-plans" title="Subscriptions and payments">
      <div className="grid gap-6">
        <div>
          <Subheading>Subscriptions</Subheading>
          <ListState
            // the subscriptions come with the member, loaded above
            compact
            isEmpty={subscriptions.length === 0}
            empty="No subscriptions."
          >
            <AdminTable columns={['Plan', 'Status', 'Paid with', 'Current period ends', 'Started']}>
              {subscriptions.map((plan) => (
                <tr key={plan.id} className={tableClasses.row}>
                  <Cell>{planName(plan.tier)}</Cell>
                  <Cell>
                    {statusWord(plan.status)}
                    {plan.cancelAtPeriodEnd ? (
                      <span className="text-muted-foreground block text-xs">
                        Ends at the end of the period
                      </span>
                    ) : null}
                  </Cell>
                  <Cell>{providerWords[plan.provider] ?? plan.provider}</Cell>
                  <Cell>{plan.currentPeriodEnd ? longDate(plan.currentPeriodEnd) : '—'}</Cell>
                  <Cell>{longDate(plan.createdAt)}</Cell>
                </tr>
              ))}
            </AdminTable>
          </ListState>
        </div>
        <div>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <Subheading>Payments</Subheading>
            <Link
              to={`/admin-dashboard/payments?member=${encodeURIComponent(detail.member.id)}`}
              className="text-primary text-sm font-medium underline-offset-4 hover:underline"
            >
              Refunds and full history in Payments
            </Link>
          </div>
          <ListState compact isEmpty={payments.length === 0} empty="No payments.">
            <AdminTable
              caption="Payments, newest first"
              columns={['When', 'What', 'Amount', 'Status']}
            >
              {payments.map((payment) => (
                <tr key={payment.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{shortDateTime(payment.createdAt)}</Cell>
                  <Cell>{payment.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(payment.amountCents, payment.currency)}
                  </Cell>
                  <Cell>
                    {label(paymentStatusLabels, payment.status)}
                    {payment.refundedAt ? (
                      <span className="text-muted-foreground block text-xs">
                        Refunded{' '}
                        {payment.refundedCents !== null
                          ? formatMoney(payment.refundedCents, payment.currency)
                          : ''}{' '}
                        on {longDate(payment.refundedAt)}
                      </span>
                    ) : null}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </ListState>
        </div>
        {purchases.length > 0 ? (
          <div>
            <Subheading>Passes and session seats</Subheading>
            <AdminTable columns={['When', 'What', 'Amount', 'Status', 'Open until']}>
              {purchases.map((purchase) => (
                <tr key={purchase.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{shortDateTime(purchase.createdAt)}</Cell>
                  <Cell>{purchase.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(purchase.amountCents, 'usd')}
                  </Cell>
                  <Cell>{label(orderStatusLabels, purchase.status)}</Cell>
                  <Cell className="whitespace-nowrap">
                    {purchase.accessUntil ? shortDateTime(purchase.accessUntil) : '—'}
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
