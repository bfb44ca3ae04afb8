import { z } from './zod';

/** What the site knows about a member's subscription (docs/product.md#plan-states). */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
  /** Administrators can turn a member's access off; on unless they do. */
  has_access: z.boolean(),
  /** the plan's state at the provider (trialing, active, past_due …); null without one */
  status: z.string().nullable(),
  /** the plan ends at subscription_end instead of renewing */
  cancel_at_period_end: z.boolean(),
});

export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
