/**
 * Pi Network in the browser (docs/product.md#pi-sdk-states, #test-payments, #texts-pi). Zod-free:
 * pages import it.
 */

export const PI_SDK_URL = 'https://sdk.minepi.com/pi-sdk.js';
export const PI_SDK_VERSION = '2.0';

/**
 * Wait for `window.Pi` 50 times every 100 ms, retry init 10 times every second
 * (docs/product.md#pi-sdk-states).
 */
export const PI_SDK_WAIT = { tries: 50, everyMs: 100 } as const;
export const PI_INIT_RETRIES = { tries: 10, everyMs: 1000 } as const;
/** The SDK is initialized 1.5 s after the page's content loads (docs/product.md#pi-sdk-states). */
export const PI_INIT_DELAY_MS = 1500;
/** The hub and dev pages show a loading screen this long (docs/product.md#pi-developer-pages). */
export const PI_LOADING_SCREEN_MS = 1500;
/**
 * The wallet user's uid is shown by its first 10 characters on /dev
 * (docs/product.md#test-payments).
 */
export const PI_UID_SHOWN = 10;

/** The test payment amount: minimum 0.1, step 0.1, default 1 (docs/product.md#test-payments). */
export const TEST_AMOUNT = { min: 0.1, step: 0.1, initial: 1 } as const;

/** One step up or down, never below the minimum, to one decimal. */
export function stepTestAmount(amount: number, direction: 1 | -1): number {
  const next = Math.round((amount + direction * TEST_AMOUNT.step) * 10) / 10;
  return Math.max(TEST_AMOUNT.min, next);
}

/**
 * A typed amount as the field keeps it (docs/product.md#test-payments): invalid or empty input
 * falls back to 1; a number is kept to one decimal and never below the minimum.
 */
export function parseTestAmount(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return TEST_AMOUNT.initial;
  return Math.max(TEST_AMOUNT.min, Math.round(value * 10) / 10);
}

/** "1.0": the amount shown with one decimal. */
export const formatTestAmount = (amount: number) => amount.toFixed(1);

export const PI_SCOPES = ['username', 'payments'] as const;

export type PiSdkStatus = 'not-loaded' | 'initializing' | 'initialized' | 'error';

/** Word for word: docs/product.md#texts-pi */
export const piTexts = {
  sdkNotReady: 'Pi SDK Not Ready',
  browserRequired: 'Pi Browser Required',
  authenticationFailed: 'Authentication Failed',
  piAuthenticationFailed: 'Pi Authentication Failed',
  couldNotAuthenticate: 'Could not authenticate with Pi Network.',
  paymentError: 'Payment Error',
  paymentCancelled: 'Payment Cancelled',
  paymentCancelledText: 'The payment was cancelled by user.',
  paymentCompletionError: 'Payment Completion Error',
  paymentFailed: 'Payment Failed',
  paymentFailedText: 'There was an error processing your Pi payment. Please try again.',
  browserNotDetected: 'Pi Browser not detected...',
  maxRetries: 'Pi SDK failed to load after maximum retries',
  authCancelled: 'Authentication was cancelled. Please try again and approve the request.',
  noUserData: 'Authentication failed - no user data received',
  sdkReady: 'Pi SDK Ready',
  walletConnected: 'Pi Wallet Connected',
  paymentCompleted: 'Payment Completed',
  paymentInitiated: 'Payment Initiated',
  testPaymentCompleted: 'Test Payment Completed',
  debugCopied: 'Debug Info Copied',
  connecting: 'Connecting to Pi Network...',
  connected: (sandbox: boolean) =>
    `Connected to Pi Network in ${sandbox ? 'sandbox' : 'production'} mode`,
  notConnected: 'Pi Network not connected',
  browserRequiredAlert:
    'This application requires Pi Browser to access Pi Network features. Please open this app in the Pi Browser app on your mobile device.',
  sdkNotDetected: "Pi SDK not detected. Make sure you're using the Pi Browser.",
  notConnectedAlert: 'The Pi SDK is not yet loaded...',
  unknownAuthError: 'Unknown authentication error',
  twoStepNeeded: 'Enter your two-step code to finish signing in.',
} as const;

/** The linked wallet on /profile (kept apart from the schemas so the page loads no zod). */
export const piWalletMessages = {
  wrongCurrentPassword: 'That password is not right.',
  noWallet: 'No Pi wallet is linked to this account.',
  onlyWayIn:
    'This account signs in only with this Pi wallet, so it cannot be unlinked. Delete the account instead if you no longer want it.',
  unlinked: 'Pi wallet unlinked',
} as const;
