import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { portOf } from './listening';

/**
 * A loopback stand-in for the parts of the Stripe API the app and `payments:setup` call
 * (docs/integrations.md#stripe): Checkout Sessions, billing portal sessions, subscriptions, the
 * products and prices of the paid plans, invoice payments and refunds. Point the SDK at it with the
 * `host`, `port` and `protocol` it returns. Like Stripe it reads form-encoded bodies with bracket
 * keys, answers errors as `{ error: { type, message, code?, param? } }` and replays a POST sent
 * again with the same `Idempotency-Key`. State lives in the maps it returns, which tests may read
 * and fill.
 */

/** A form value as Stripe reads it: `a[b][0][c]=x` is `{ a: { b: [{ c: 'x' }] } }`. */
export type StripeParamValue = string | StripeParamValue[] | StripeParams;
export type StripeParams = { [key: string]: StripeParamValue };

export type StripeStandInRequest = {
  method: string;
  /** without the query, e.g. /v1/checkout/sessions */
  path: string;
  /** the fields as sent (a POST's body, a GET's query), keys in bracket form */
  fields: Record<string, string>;
  /** the same fields nested */
  params: StripeParams;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
};

/** A subscription as GET /v1/subscriptions/{id} answers it; `object` is added when absent. */
export type StandInSubscription = { id: string; status: string; [field: string]: unknown };

export type StandInCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open';
  url: string;
  success_url: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  /** what was asked, nested, for the fields a checkout.session object does not echo */
  params: StripeParams;
  created: number;
  expires_at: number;
  livemode: false;
};

export type StandInProduct = {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type StandInPrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  nickname: string | null;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' } | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/** A paid invoice's payment, as GET /v1/invoice_payments lists it (tests add them). */
export type StandInInvoicePayment = {
  id: string;
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number | null;
  amount_requested: number;
  currency: string;
  status: 'open' | 'paid' | 'canceled';
  is_default: boolean;
  payment: { type: 'payment_intent'; payment_intent: string } | { type: 'charge'; charge: string };
  created: number;
  livemode: false;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  payment_intent: string | null;
  currency: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
};

export type StripeStandIn = {
  host: string;
  port: number;
  protocol: 'http';
  /** every request received, in order */
  requests: StripeStandInRequest[];
  subscriptions: Map<string, StandInSubscription>;
  checkoutSessions: Map<string, StandInCheckoutSession>;
  products: Map<string, StandInProduct>;
  prices: Map<string, StandInPrice>;
  invoicePayments: Map<string, StandInInvoicePayment>;
  /**
   * Refunds made; `paidAmounts` (payment intent or charge id → amount) lets a test state what
   * was paid, and a refund beyond it is then refused as Stripe refuses it.
   */
  refunds: Map<string, StandInRefund>;
  paidAmounts: Map<string, number>;
  close: () => Promise<void>;
  /**
   * Answers the next request, whatever it is, with this status and body (an object as JSON).
   * The SDK retries a 5xx once unless the answer carries `Stripe-Should-Retry: false`.
   */
  failNext: (status: number, body: string | object, headers?: Record<string, string>) => void;
};

type Answer = { status: number; body: unknown };

const maxBody = 1024 * 1024;
/** Stripe keeps an open Checkout Session for 24 hours. */
const sessionLifetimeSeconds = 24 * 60 * 60;
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): Answer => ({ status, body: { error: { type, message, ...extra } } });

const missing = (param: string) =>
  stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });

const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  stripeError(400, 'invalid_request_error', message, { code, param });

const noSuch = (kind: string, id: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });

/** Nests bracket keys: `line_items[0][price]`, `lookup_keys[]` (appends), `metadata[userId]`. */
export function parseStripeFields(entries: Iterable<[string, string]>): StripeParams {
  const root: StripeParams = {};
  for (const [key, value] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)]
      : [key];
    if (path.some((part) => unsafeKeys.has(part))) continue;
    let node = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === 'object' && !Array.isArray(next) ? next : (node[name] = {});
    });
  }
  return withArrays(root) as StripeParams;
}

/** Objects whose keys are 0, 1, 2… become arrays, as `arr[0]`, `arr[1]` mean. */
function withArrays(value: StripeParamValue): StripeParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key]!)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

const text = (value: StripeParamValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A metadata hash: only string values, as Stripe stores them. */
function metadataOf(value: StripeParamValue | undefined): Record<string, string> {
  if (!value || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const listOf = (value: StripeParamValue | undefined): StripeParamValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const objectOf = (value: StripeParamValue | undefined): StripeParams | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

const positiveInteger = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

export async function startStripeStandIn({
  secretKey,
}: {
  secretKey: string;
}): Promise<StripeStandIn> {
  if (!secretKey.startsWith('sk_test_')) {
    throw new Error('The Stripe stand-in takes a test key (sk_test_…) only');
  }
  const requests: StripeStandInRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const checkoutSessions = new Map<string, StandInCheckoutSession>();
  const products = new Map<string, StandInProduct>();
  const prices = new Map<string, StandInPrice>();
  const invoicePayments = new Map<string, StandInInvoicePayment>();
  const refunds = new Map<string, StandInRefund>();
  const paidAmounts = new Map<string, number>();
  /** Idempotency-Key → what the first request with it was and what it got. */
  const idempotent = new Map<string, { route: string; body: string; answer: Answer }>();
  let nextAnswer: {
    status: number;
    body: string | object;
    headers: Record<string, string>;
  } | null = null;

  function createCheckoutSession(params: StripeParams): Answer {
    const mode = text(params.mode);
    if (!mode) return missing('mode');
    if (!['payment', 'setup', 'subscription'].includes(mode)) {
      return invalid('mode', `Invalid mode: must be one of payment, setup, or subscription`);
    }
    const successUrl = text(params.success_url);
    if (!successUrl) return missing('success_url');
    const lineItems = listOf(params.line_items);
    if (mode !== 'setup' && lineItems.length === 0) return missing('line_items');
    for (const [index, item] of lineItems.entries()) {
      const line = objectOf(item);
      const priceData = objectOf(line?.price_data);
      if (!text(line?.price) && !priceData) return missing(`line_items[${index}][price]`);
      if (priceData) {
        if (!text(priceData.currency)) return missing(`line_items[${index}][price_data][currency]`);
        if (!positiveInteger(text(priceData.unit_amount))) {
          return invalid(`line_items[${index}][price_data][unit_amount]`, 'Invalid integer');
        }
        if (!text(objectOf(priceData.product_data)?.name)) {
          return missing(`line_items[${index}][price_data][product_data][name]`);
        }
      }
      if (!positiveInteger(text(line?.quantity))) {
        return invalid(`line_items[${index}][quantity]`, 'Invalid positive integer');
      }
    }
    const customer = text(params.customer) ?? null;
    const customerEmail = text(params.customer_email) ?? null;
    if (customer && customerEmail) {
      return stripeError(
        400,
        'invalid_request_error',
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    const subscriptionData = objectOf(params.subscription_data);
    if (subscriptionData && mode !== 'subscription') {
      return invalid(
        'subscription_data',
        'You can only specify `subscription_data` in `subscription` mode.',
      );
    }
    const expiresAt = text(params.expires_at);
    if (expiresAt !== undefined) {
      const seconds = Number(expiresAt) - now();
      if (!positiveInteger(expiresAt) || seconds < 30 * 60 || seconds > 24 * 3600) {
        return invalid(
          'expires_at',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        );
      }
    }
    const trialDays = text(subscriptionData?.trial_period_days);
    if (trialDays !== undefined && !positiveInteger(trialDays)) {
      return invalid(
        'subscription_data[trial_period_days]',
        'The minimum number of trial period days is 1.',
      );
    }

    const id = stripeId('cs_test');
    const created = now();
    const session: StandInCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: successUrl,
      cancel_url: text(params.cancel_url) ?? null,
      client_reference_id: text(params.client_reference_id) ?? null,
      customer,
      customer_email: customerEmail,
      metadata: metadataOf(params.metadata),
      params,
      created,
      expires_at: created + sessionLifetimeSeconds,
      livemode: false,
    };
    checkoutSessions.set(id, session);
    const { params: _asked, ...sessionObject } = session;
    return { status: 200, body: sessionObject };
  }

  function createPortalSession(params: StripeParams): Answer {
    const customer = text(params.customer);
    if (!customer) return missing('customer');
    const id = stripeId('bps');
    return {
      status: 200,
      body: {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: text(params.return_url) ?? null,
        url: `https://billing.stripe.test/p/session/test_${id}`,
        created: now(),
        livemode: false,
      },
    };
  }

  function createProduct(params: StripeParams): Answer {
    const name = text(params.name);
    if (!name) return missing('name');
    const id = text(params.id) ?? stripeId('prod');
    if (products.has(id)) {
      return stripeError(400, 'invalid_request_error', 'Product already exists.', {
        code: 'resource_already_exists',
        param: 'id',
      });
    }
    const product: StandInProduct = {
      id,
      object: 'product',
      name,
      active: text(params.active) !== 'false',
      metadata: metadataOf(params.metadata),
      created: now(),
      livemode: false,
    };
    products.set(id, product);
    return { status: 200, body: product };
  }

  function createPrice(params: StripeParams): Answer {
    const currency = text(params.currency);
    if (!currency) return missing('currency');
    const product = text(params.product);
    if (!product) return missing('product');
    if (!products.has(product)) {
      return invalid('product', `No such product: '${product}'`, 'resource_missing');
    }
    const amount = text(params.unit_amount);
    if (amount === undefined || !/^\d+$/.test(amount)) {
      return invalid('unit_amount', 'Invalid integer', 'parameter_invalid_integer');
    }
    const recurringParams = objectOf(params.recurring);
    let recurring: StandInPrice['recurring'] = null;
    if (recurringParams) {
      const interval = text(recurringParams.interval);
      if (!interval || !['day', 'week', 'month', 'year'].includes(interval)) {
        return invalid('recurring[interval]', 'Invalid recurring[interval]');
      }
      const count = text(recurringParams.interval_count) ?? '1';
      if (!positiveInteger(count)) {
        return invalid('recurring[interval_count]', 'Invalid positive integer');
      }
      recurring = { interval, interval_count: Number(count), usage_type: 'licensed' };
    }
    const lookupKey = text(params.lookup_key) ?? null;
    const holder = [...prices.values()].find(
      (price) => lookupKey && price.lookup_key === lookupKey,
    );
    if (holder && text(params.transfer_lookup_key) !== 'true') {
      return invalid(
        'lookup_key',
        `A price (\`${holder.id}\`) already uses that lookup key.`,
        'lookup_key_already_exists',
      );
    }
    if (holder) holder.lookup_key = null;
    const price: StandInPrice = {
      id: stripeId('price'),
      object: 'price',
      active: text(params.active) !== 'false',
      currency: currency.toLowerCase(),
      unit_amount: Number(amount),
      product,
      lookup_key: lookupKey,
      nickname: text(params.nickname) ?? null,
      type: recurring ? 'recurring' : 'one_time',
      recurring,
      metadata: metadataOf(params.metadata),
      created: now(),
      livemode: false,
    };
    prices.set(price.id, price);
    return { status: 200, body: price };
  }

  function listPrices(params: StripeParams): Answer {
    const lookupKeys = listOf(params.lookup_keys).filter((key) => typeof key === 'string');
    const active = text(params.active);
    const data = [...prices.values()]
      .filter((price) => lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? ''))
      .filter((price) => active === undefined || String(price.active) === active)
      .sort((a, b) => b.created - a.created);
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
  }

  function listInvoicePayments(params: StripeParams): Answer {
    const invoice = text(params.invoice);
    const status = text(params.status);
    const data = [...invoicePayments.values()]
      .filter((item) => !invoice || item.invoice === invoice)
      .filter((item) => !status || item.status === status)
      .sort((a, b) => b.created - a.created);
    return {
      status: 200,
      body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' },
    };
  }

  function createRefund(params: StripeParams): Answer {
    const intent = text(params.payment_intent) ?? null;
    const charge = text(params.charge) ?? null;
    if (!intent && !charge) {
      return stripeError(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const paid = paidAmounts.get((intent ?? charge)!);
    const amountText = text(params.amount);
    if (amountText !== undefined && !positiveInteger(amountText)) {
      return invalid('amount', 'Invalid positive integer');
    }
    const amount = amountText !== undefined ? Number(amountText) : (paid ?? 0);
    if (paid !== undefined) {
      const refunded = [...refunds.values()]
        .filter((item) => (intent ? item.payment_intent === intent : item.charge === charge))
        .reduce((sum, item) => sum + item.amount, 0);
      if (refunded >= paid) {
        return stripeError(400, 'invalid_request_error', 'This charge has already been refunded.', {
          code: 'charge_already_refunded',
        });
      }
      if (refunded + amount > paid) {
        return invalid(
          'amount',
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((paid - refunded) / 100).toFixed(2)})`,
          'amount_too_large',
        );
      }
    }
    const refund: StandInRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge,
      payment_intent: intent,
      currency: 'usd',
      reason: text(params.reason) ?? null,
      status: 'succeeded',
      metadata: metadataOf(params.metadata),
      created: now(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** DELETE /v1/subscriptions/{id}: canceled now, as Stripe answers it. */
  function cancelSubscription(id: string): Answer {
    const subscription = subscriptions.get(id);
    if (!subscription) return noSuch('subscription', id);
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    return { status: 200, body: { object: 'subscription', ...subscription } };
  }

  function route(method: string, path: string, params: StripeParams): Answer {
    if (method === 'GET' && path === '/v1/invoice_payments') return listInvoicePayments(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return createPortalSession(params);
    }
    if (method === 'GET' && path === '/v1/prices') return listPrices(params);
    if (method === 'POST' && path === '/v1/prices') return createPrice(params);
    if (method === 'POST' && path === '/v1/products') return createProduct(params);

    const match = /^\/v1\/(subscriptions|products|prices)\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && match?.[1] === 'subscriptions') {
      return cancelSubscription(decodeURIComponent(match[2]!));
    }
    if (method !== 'GET' || !match) return unrecognized(method, path);
    let id: string;
    try {
      id = decodeURIComponent(match[2]!);
    } catch {
      return unrecognized(method, path);
    }
    if (match[1] === 'subscriptions') {
      const subscription = subscriptions.get(id);
      if (!subscription) return noSuch('subscription', id);
      return { status: 200, body: { object: 'subscription', ...subscription } };
    }
    const found = match[1] === 'products' ? products.get(id) : prices.get(id);
    return found
      ? { status: 200, body: found }
      : noSuch(match[1] === 'products' ? 'product' : 'price', id);
  }

  const unrecognized = (method: string, path: string) =>
    stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);

  /** Stripe echoes a wrong key with all but its start and its last four characters hidden. */
  function authenticate(header: string | undefined): Answer | null {
    if (header === `Bearer ${secretKey}`) return null;
    const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    return stripeError(
      401,
      'invalid_request_error',
      given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(given.length - 12, 0))}${given.slice(-4)}`
        : 'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
    );
  }

  function answer(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const isText = typeof body === 'string';
    res.writeHead(status, {
      'Content-Type': isText ? 'text/plain' : 'application/json',
      'Request-Id': stripeId('req'),
      ...headers,
    });
    res.end(isText ? body : JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse, bodyText: string) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const fieldEntries = [...new URLSearchParams(method === 'GET' ? url.search : bodyText)];
    const idempotencyHeader = req.headers['idempotency-key'];
    const logged: StripeStandInRequest = {
      method,
      path: url.pathname,
      fields: Object.fromEntries(fieldEntries),
      params: parseStripeFields(fieldEntries),
      headers: req.headers,
      idempotencyKey: typeof idempotencyHeader === 'string' ? idempotencyHeader : null,
    };
    requests.push(logged);

    if (nextAnswer) {
      const { status, body, headers } = nextAnswer;
      nextAnswer = null;
      return answer(res, status, body, headers);
    }
    const refused = authenticate(req.headers.authorization);
    if (refused) return answer(res, refused.status, refused.body);

    const contentType = req.headers['content-type'] ?? '';
    if (bodyText && !contentType.startsWith('application/x-www-form-urlencoded')) {
      const { status, body } = stripeError(
        400,
        'invalid_request_error',
        'Request bodies must be form-encoded (application/x-www-form-urlencoded).',
      );
      return answer(res, status, body);
    }

    const routeKey = `${method} ${url.pathname}`;
    const key = method === 'POST' ? logged.idempotencyKey : null;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.route !== routeKey || earlier.body !== bodyText) {
        const { status, body } = stripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
        return answer(res, status, body);
      }
      return answer(res, earlier.answer.status, earlier.answer.body, {
        'Idempotent-Replayed': 'true',
      });
    }

    const result = route(method, url.pathname, logged.params);
    // Like Stripe, only a request that ran is kept for replay, not one refused by validation.
    if (key && result.status < 400) {
      idempotent.set(key, { route: routeKey, body: bodyText, answer: result });
    }
    answer(res, result.status, result.body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxBody) {
        const { status, body } = stripeError(413, 'invalid_request_error', 'Request too large.');
        return answer(res, status, body);
      }
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        const { status, body } = stripeError(500, 'api_error', `Stand-in failure: ${error}`);
        answer(res, status, body);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    subscriptions,
    checkoutSessions,
    products,
    prices,
    invoicePayments,
    refunds,
    paidAmounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    failNext(status, body, headers = {}) {
      nextAnswer = { status, body, headers };
    },
  };
}
