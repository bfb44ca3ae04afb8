/** Every query key of the payments feature; its mutations invalidate these and no others. */
export const paymentKeys = {
  all: ['payments'] as const,
  sandboxCheckout: (id: string) => [...paymentKeys.all, 'sandbox-checkout', id] as const,
  status: (sessionId: string) => [...paymentKeys.all, 'status', sessionId] as const,
  /** the member's own billing (keyed by user, like every answer that depends on who asks) */
  billing: (userId: string) => [...paymentKeys.all, 'billing', userId] as const,
};
