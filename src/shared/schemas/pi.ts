import { z } from './zod';
import { paidPlanIds, purchaseKinds } from '../payments';
import { piTexts, piWalletMessages } from '../pi';
import { purchaseRequestSchema } from './payments';

/** POST /api/pi/auth: the SDK's access token; an existing account's email and password to link. */
export const piAuthSchema = z.strictObject({
  // Sent on as an Authorization header: visible ASCII only.
  accessToken: z
    .string()
    .min(1, 'No access token.')
    .max(4096)
    .regex(/^[\x21-\x7E]+$/, 'The access token is not valid.'),
  email: z.email({ error: 'Enter a valid email address.' }).max(254).optional(),
  password: z.string().min(1).max(128).optional(),
});
export type PiAuthRequest = z.infer<typeof piAuthSchema>;

/**
 * POST /api/pi/auth's answer: signed in, or (an account with two-step sign-in on) the two-step
 * challenge, answered at /login with the code.
 */
export const piAuthAnswerSchema = z.discriminatedUnion('twoFactorRedirect', [
  z.object({
    twoFactorRedirect: z.literal(false),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    username: z.string(),
    /** a new account was made for this wallet */
    created: z.boolean(),
    /** the wallet was linked to an existing account now */
    linked: z.boolean(),
  }),
  z.object({ twoFactorRedirect: z.literal(true) }),
]);
export type PiAuthAnswer = z.infer<typeof piAuthAnswerSchema>;

/** A Pi wallet linked to the caller's account, as /profile lists it. */
export const piWalletSchema = z.object({
  username: z.string().nullable(),
  linkedAt: z.string(),
  /** the account has no password: the wallet is its only way in, so it cannot be unlinked */
  onlyWayIn: z.boolean(),
});
export type PiWallet = z.infer<typeof piWalletSchema>;
export const piWalletsSchema = z.object({ wallets: z.array(piWalletSchema) });

/** POST /api/pi/wallet/unlink: the account's password proves it is the owner asking. */
export const piUnlinkSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(128),
});

/** A plan, or (as for a card checkout) a pay-per-view pass or a seat at a session. */
export const piOrderRequestSchema = z.union(
  [
    z.strictObject({ plan: z.enum(paidPlanIds, { error: 'Unknown plan.' }) }),
    purchaseRequestSchema,
  ],
  { error: 'Choose a plan, a pass or a session.' },
);
export type PiOrderRequest = z.infer<typeof piOrderRequestSchema>;

/** What the client passes to Pi.createPayment for a plan: the server's amount and metadata. */
export const piOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  memo: z.string(),
  metadata: z.object({
    orderId: z.string(),
    /** the plan, or pass / booking */
    plan: z.enum([...paidPlanIds, ...purchaseKinds]),
    period: z.literal('1'),
    service: z.enum(['subscription', 'pay-per-view', 'session']),
  }),
});
export type PiOrder = z.infer<typeof piOrderSchema>;

const paymentId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'No such payment.');
export const piApproveSchema = z.strictObject({ paymentId });
/** complete-pi-payment (docs/product.md#pi-payments): `{ paymentId, txid }`. */
export const piCompleteSchema = z.strictObject({
  paymentId,
  txid: z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'No such transaction.'),
});

export const piPaymentMessages = {
  notAvailable: 'Pi payments are not available on this site.',
  platformDown: 'Pi Network could not be reached. Please try again.',
  signInWithPi: 'Sign in with Pi first.',
  noSuchPayment: 'No such payment.',
  notYours: 'This payment is not yours.',
  noOrder: 'This payment is not for an order of yours.',
  mismatch: 'The payment does not match your order.',
  orderExpired: 'This order has expired. Choose the plan again.',
  orderTaken: 'This order is already being paid.',
  cancelled: 'The payment was cancelled.',
  wrongTxid: 'The transaction does not match the payment.',
  completionFailed: 'The payment could not be completed. Nothing was charged for access yet.',
  openCardCheckout: 'You have a card checkout open for this: finish or cancel it first.',
} as const;

/** The wallet texts (docs/product.md#texts-pi), and the server's own. */
export const piMessages = {
  authFailed: piTexts.couldNotAuthenticate,
  notAvailable: 'Pi Network is not available on this site.',
  wrongPassword: 'That email and password do not match an account.',
  otherWallet: 'That account is already linked to another Pi wallet.',
  walletTaken: 'This Pi account is linked to another account on this site.',
  banned: 'This account has been suspended.',
  ...piWalletMessages,
} as const;
