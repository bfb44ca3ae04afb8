// Rules only, without zod, so pages can use them without loading the schemas.
import type { SubscriptionStatus } from '../schemas/subscription-status';
import type { TrainingLevel } from './levels';

export type { SubscriptionStatus };

/**
 * Signed-out visitors, and a failed status lookup, count as this (docs/product.md#training-access).
 */
export const defaultSubscriptionStatus: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  has_access: true,
  status: null,
  cancel_at_period_end: false,
};

export const videoAccessMessages = {
  intermediate: 'Subscribe to access intermediate level training videos.',
  advanced: 'Subscribe to access advanced level training videos.',
  elite: 'Subscribe to access elite level training videos designed for serious athletes.',
  basicDisabled: 'Basic access has been disabled by administrators.',
  premiumDisabled: 'Premium access has been disabled by administrators.',
} as const;

type AccessInput = Pick<SubscriptionStatus, 'subscribed' | 'has_access'>;

/**
 * Basic needs has_access; the other levels need a subscription and has_access
 * (docs/product.md#training-access).
 */
export function canWatchLevel(level: TrainingLevel, status: AccessInput): boolean {
  if (level === 'basic') return status.has_access;
  return status.subscribed && status.has_access;
}

/** Why a level is locked for this member, or null when they may watch it. */
export function lockedLevelMessage(level: TrainingLevel, status: AccessInput): string | null {
  if (canWatchLevel(level, status)) return null;
  if (level === 'basic') return videoAccessMessages.basicDisabled;
  // Access turned off by an administrator wins: subscribing would not unlock anything.
  if (!status.has_access) return videoAccessMessages.premiumDisabled;
  return videoAccessMessages[level];
}
