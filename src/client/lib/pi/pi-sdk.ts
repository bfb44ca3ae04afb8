import {
  PI_INIT_RETRIES,
  PI_SCOPES,
  PI_SDK_URL,
  PI_SDK_VERSION,
  PI_SDK_WAIT,
  piTexts,
  type PiSdkStatus,
} from '#shared/pi';
import type { SiteInfo } from '#shared/schemas/site';
import { api, unwrap } from '../api-client';
import { isPiBrowser, piSettings } from './pi-settings';

/** A payment as the SDK hands it to callbacks (the Platform API's PaymentDTO, in part). */
export type PiPaymentDTO = {
  identifier: string;
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  transaction: null | { txid: string; verified: boolean };
  status: { developer_completed: boolean; cancelled: boolean };
};

export type PiPaymentData = { amount: number; memo: string; metadata: Record<string, unknown> };

export type PiPaymentCallbacks = {
  onReadyForServerApproval: (paymentId: string) => void;
  onReadyForServerCompletion: (paymentId: string, txid: string) => void;
  onCancel: (paymentId: string) => void;
  onError: (error: Error, payment?: PiPaymentDTO) => void;
};

/** The SDK's global, as pi-sdk.js (or the simulator) defines it. */
export type PiGlobal = {
  init: (options: { version: string; sandbox?: boolean }) => unknown;
  authenticate: (
    scopes: readonly string[],
    onIncompletePaymentFound: (payment: PiPaymentDTO) => void,
  ) => Promise<{ accessToken: string; user: { uid: string; username: string } }>;
  createPayment: (data: PiPaymentData, callbacks: PiPaymentCallbacks) => void;
  openPaymentData?: (paymentId: string) => void;
};

declare global {
  interface Window {
    Pi?: PiGlobal;
  }
}

export type PiMode = SiteInfo['pi'];

export type PiState = {
  status: PiSdkStatus;
  error: string | null;
  sandbox: boolean;
  user: { uid: string; username: string } | null;
};

let state: PiState = {
  status: 'not-loaded',
  error: null,
  sandbox: false,
  user: null,
};
const listeners = new Set<() => void>();
const set = (next: Partial<PiState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/** The SDK layer's state, for useSyncExternalStore. */
export const piStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pi Network can be reached here: the simulator, the Pi Browser, or a tester's say-so. */
export function piReachable(mode: PiMode): boolean {
  if (mode === 'simulator') return true;
  if (mode === 'off') return false;
  return isPiBrowser() || piSettings.sandbox() || piSettings.override();
}

function addSdkScript() {
  if (document.querySelector(`script[src="${PI_SDK_URL}"]`)) return;
  const script = document.createElement('script');
  script.src = PI_SDK_URL;
  script.async = true;
  document.head.append(script);
}

let running: Promise<void> | null = null;

/**
 * Loads and initializes the SDK (docs/product.md#pi-sdk-states): the simulator's stand-in, or
 * pi-sdk.js where Pi can be reached; waits for `window.Pi` (50 × 100 ms), then calls init in the
 * stored sandbox mode, retrying 10 times a second apart. Settles in initialized, error or
 * not-loaded.
 */
export function initPi(mode: PiMode): Promise<void> {
  if (state.status === 'initialized') return Promise.resolve();
  running ??= (async () => {
    const sandbox = piSettings.sandbox();
    if (!piReachable(mode)) {
      set({ status: 'not-loaded', error: null, sandbox });
      return;
    }
    set({ status: 'initializing', error: null, sandbox });
    if (mode === 'simulator') {
      const { installPiSimulator } = await import('./pi-simulator');
      installPiSimulator();
    } else {
      addSdkScript();
    }
    for (let i = 0; i < PI_SDK_WAIT.tries && !window.Pi; i += 1) await sleep(PI_SDK_WAIT.everyMs);
    for (let attempt = 0; attempt < PI_INIT_RETRIES.tries; attempt += 1) {
      try {
        if (!window.Pi) throw new Error(piTexts.sdkNotDetected);
        await window.Pi.init({ version: PI_SDK_VERSION, sandbox });
        set({ status: 'initialized', error: null });
        return;
      } catch {
        if (attempt < PI_INIT_RETRIES.tries - 1) await sleep(PI_INIT_RETRIES.everyMs);
      }
    }
    set({ status: 'error', error: piTexts.maxRetries });
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Toggling sandbox mode resets the SDK to not initialized and clears the user
 * (docs/product.md#pi-sdk-states).
 */
export function resetPi() {
  running = null;
  set({ status: 'not-loaded', error: null, user: null, sandbox: piSettings.sandbox() });
}

function requirePi(): PiGlobal {
  if (state.status !== 'initialized' || !window.Pi) throw new Error(piTexts.sdkNotReady);
  return window.Pi;
}

/** A payment left unfinished, found at authentication: resolved once the site knows the user. */
let unfinished: string | null = null;

/** Wallet authentication with the username and payments scopes (docs/product.md#pi-sign-in). */
export async function authenticatePi() {
  const pi = requirePi();
  let auth: Awaited<ReturnType<PiGlobal['authenticate']>>;
  try {
    auth = await pi.authenticate(PI_SCOPES, (payment) => {
      unfinished = payment.identifier;
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new Error(
      /cancel/i.test(message) ? piTexts.authCancelled : message || piTexts.unknownAuthError,
    );
  }
  if (!auth?.user?.uid) throw new Error(piTexts.noUserData);
  set({ user: auth.user });
  return auth;
}

/** Completes or cancels the payment found unfinished, so the member can pay again. */
export async function resolveUnfinishedPayment() {
  const paymentId = unfinished;
  if (!paymentId) return null;
  unfinished = null;
  return unwrap(api.pi.payments.incomplete.$post({ json: { paymentId } }));
}

/**
 * Signs in to the site with Pi: the SDK's access token goes to the server, which checks it with
 * the Platform API. A member already signed in has the wallet linked to their account.
 */
export async function signInWithPi(link?: { email: string; password: string }) {
  const auth = await authenticatePi();
  const answer = await unwrap(
    api.pi.auth.$post({ json: { accessToken: auth.accessToken, ...(link ?? {}) } }),
  );
  await resolveUnfinishedPayment().catch(() => null);
  return answer;
}

export type PayHooks = {
  onCompleted: (result: { granted: boolean; test: boolean }) => void;
  onCancelled: () => void;
  onFailed: (error: unknown) => void;
  onCompletionError: (error: unknown) => void;
};

/**
 * A payment through the SDK, its callbacks wired to the server: approval when the wallet asks
 * for it, completion with the txid; the server checks both with the Platform API.
 */
export function payWithPi(data: PiPaymentData, hooks: PayHooks) {
  const pi = requirePi();
  pi.createPayment(data, {
    onReadyForServerApproval: (paymentId) => {
      unwrap(api.pi.payments.approve.$post({ json: { paymentId } })).catch(hooks.onFailed);
    },
    onReadyForServerCompletion: (paymentId, txid) => {
      unwrap(api.pi.payments.complete.$post({ json: { paymentId, txid } })).then(
        hooks.onCompleted,
        hooks.onCompletionError,
      );
    },
    onCancel: () => hooks.onCancelled(),
    onError: (error, payment) => {
      if (payment && payment.transaction && !payment.status.developer_completed) {
        unfinished = payment.identifier;
        void resolveUnfinishedPayment().catch(() => null);
      }
      hooks.onFailed(error);
    },
  });
}
