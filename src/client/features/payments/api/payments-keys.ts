/**
 * Every query key of the payments feature; its mutations invalidate these and the member's
 * billing, whose key is shared with the billing card (`#client/lib/billing`).
 */
export const paymentKeys = {
  all: ['payments'] as const,
  sandboxCheckout: (id: string) => [...paymentKeys.all, 'sandbox-checkout', id] as const,
  status: (sessionId: string) => [...paymentKeys.all, 'status', sessionId] as const,
};
