import type { SubscriptionState } from '#shared/payments';

export { subscriptionStatusWords } from '#shared/payments';

/** States in which the subscription still runs, so it can be canceled, resumed or switched. */
export const canBeChanged = (status: SubscriptionState) =>
  status === 'trialing' || status === 'active' || status === 'past_due';
