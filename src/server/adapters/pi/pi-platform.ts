/**
 * The Pi Platform API (docs/integrations.md#pi-platform-api): user tokens are checked with GET
 * /v2/me (Bearer); payments are read, approved, completed and cancelled with the server key
 * (`Key …`), which never leaves the server. `fetch` is injectable: the built-in simulator answers
 * the same HTTP calls inside the app.
 */

/** A Pi payment as the Platform API describes it (PaymentDTO). */
export type PiPayment = {
  identifier: string;
  user_uid: string;
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  from_address: string;
  to_address: string;
  direction: 'user_to_app' | 'app_to_user';
  created_at: string;
  network: 'Pi Network' | 'Pi Testnet';
  status: {
    developer_approved: boolean;
    transaction_verified: boolean;
    developer_completed: boolean;
    cancelled: boolean;
    user_cancelled: boolean;
  };
  transaction: null | { txid: string; verified: boolean; _link: string };
};

/** The user a valid access token belongs to (UserDTO). */
export type PiUser = {
  uid: string;
  username?: string;
  credentials: { scopes: string[]; valid_until: { timestamp: number; iso8601: string } };
};

/** A failed Platform API call: its status (0 when there was no answer) and a message to log. */
export class PiPlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PiPlatformError';
  }
}

export type PiPlatform = ReturnType<typeof createPiPlatform>;

const TIMEOUT_MS = 20_000;

export function createPiPlatform(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: (request: Request) => Promise<Response>;
}) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? ((request: Request) => fetch(request));

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    authorization: string,
    body?: unknown,
  ): Promise<T> {
    const request = new Request(`${base}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PiPlatformError(0, `Pi Platform API ${method} ${path} failed: ${reason}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PiPlatformError(
        response.status,
        `Pi Platform API ${method} ${path}: ${response.status} ${text.slice(0, 200)}`,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PiPlatformError(502, `Pi Platform API ${method} ${path}: not JSON`);
    }
  }

  const key = `Key ${options.apiKey}`;
  const payment = (id: string) => `/v2/payments/${encodeURIComponent(id)}`;
  return {
    /** The token's user; a tampered or expired token is a PiPlatformError with status 401. */
    me: (accessToken: string) => call<PiUser>('GET', '/v2/me', `Bearer ${accessToken}`),
    getPayment: (id: string) => call<PiPayment>('GET', payment(id), key),
    approvePayment: (id: string) => call<PiPayment>('POST', `${payment(id)}/approve`, key),
    completePayment: (id: string, txid: string) =>
      call<PiPayment>('POST', `${payment(id)}/complete`, key, { txid }),
    cancelPayment: (id: string) => call<PiPayment>('POST', `${payment(id)}/cancel`, key),
  };
}
