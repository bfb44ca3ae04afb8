import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_LINK_FORMAT } from '#shared/schemas/keyset-cursor';
import { fillPath, readApiRoutes, type ApiRoute, type FieldSchema } from './api-routes';
import {
  callerNames,
  nextPublicAddress,
  openSecurityApp,
  type ApiRequest,
  type Caller,
  type CallerName,
} from './callers';

/**
 * Bad input of every kind, sent to every route of the OpenAPI document (read when the tests
 * run, so a new route is covered without a change here) and to better-auth's forms, signed out
 * and as a subscribed member (and, on a program's admin routes, as the organization that runs
 * it; on a roster book's, as a verified coach). Each list (a GET with a query) also gets page
 * links and filters that look right and are not (a day that does not exist, a uuid of dashes,
 * NUL, a huge number) from the callers it answers, an administrator or a guardian among them.
 * Whatever arrives, the answer is never a 5xx. A failure prints the request and fast-check's
 * seed; FUZZ_SEED=<seed> replays the same run.
 *
 * Each request comes over a simulated connection from a new public address: with no proxy
 * trusted, that address is the client IP every per-IP rate limit counts (better-auth's 10
 * sign-ins a minute included), so limits rarely answer in place of the code behind them, and a
 * 429 is a fine answer anyway.
 */

const t = await openSecurityApp();
const routes = await readApiRoutes(t);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ---- values

const long = fc
  .tuple(fc.constantFrom('a', '\u0000', 'é', '%', '\u202e'), fc.constantFrom(300, 10_000))
  .map(([char, length]) => char.repeat(length));
const withControlCharacters = fc.string({
  unit: fc.constantFrom('\u0000', '\u0001', '\b', '\n', '\r', '\u001b', '\u007f', 'a', ' '),
  minLength: 1,
  maxLength: 12,
});
const oddText = fc.constantFrom(
  '',
  ' ',
  '..%2f',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%ff%fe',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\\',
  '__proto__',
  'constructor',
);
const numberText = fc.oneof(
  fc.constantFrom('0000', '99999', '-1', '0', '-0', '1.5', '1e309', 'NaN', 'Infinity', '0x10'),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);
const dateText = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-02-31T00:00:00Z',
    '2026-13-01',
    '0000-01-01',
    '2026-06-01T24:00:00Z',
    '9999-12-31T23:59:60Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);
// Control characters, NUL above all, are what most often slip through to the database.
const text = fc.oneof(
  { weight: 2, arbitrary: withControlCharacters },
  { weight: 2, arbitrary: fc.string().map((value) => `${value}\u0000${value}`) },
  { weight: 1, arbitrary: oddText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: numberText },
  { weight: 1, arbitrary: dateText },
  { weight: 1, arbitrary: long },
);

const base64url = (value: string) => Buffer.from(value).toString('base64url');
/**
 * The athlete list's page cursor is base64url of [createdAt, id], or [createdAt, id, true] among
 * the featured athletes (list-athletes.ts).
 */
const cursorText = fc.oneof(
  fc
    .tuple(
      fc.oneof(dateText, text),
      fc.oneof(
        fc.uuid(),
        fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-00000000000g'),
        text,
      ),
      fc.option(fc.oneof(fc.constant(true), fc.jsonValue()), { nil: undefined }),
    )
    .map(([createdAt, id, part]) =>
      base64url(JSON.stringify(part === undefined ? [createdAt, id] : [createdAt, id, part])),
    ),
  fc.jsonValue().map((value) => base64url(JSON.stringify(value) ?? '')),
  fc.string().map(base64url),
);

/** A path segment or query value: either as typed (raw) or percent-encoded. */
const urlText = fc.oneof(oddText, numberText, dateText, fc.uuid(), text.map(encodeURIComponent));

// ---- page links (keyset cursors) and list filters

/**
 * A query parameter that carries a page link: named like one, or documented as one (the shared
 * schemas' page links all carry PAGE_LINK_FORMAT), so a new list's link is found either way.
 */
const isPageLink = (name: string, schema: FieldSchema = {}) =>
  /^(cursor|after|before)$/i.test(name) || schema.format === PAGE_LINK_FORMAT;

/**
 * The documented pattern as JavaScript reads it. A pattern with flags is documented with them
 * after a slash ("^…$/i").
 */
function documentedPattern(schema: FieldSchema): RegExp | null {
  if (!schema.pattern) return null;
  const flagged = /^(.*\$)\/([a-z]+)$/.exec(schema.pattern);
  return flagged ? new RegExp(flagged[1]!, flagged[2]) : new RegExp(schema.pattern);
}

/**
 * What a page link or a filter holds when it only looks right, by kind: days and times that do
 * not exist or that PostgreSQL cannot store, strings of a uuid's length and alphabet that are
 * not uuids, NUL, numbers too big for any column. Each is a part a list reads into a query.
 */
const impossibleKinds = {
  day: ['2026-13-45', '2026-02-30', '0000-01-01', '9999-12-31', '10000-01-01'],
  time: [
    '2026-13-45T00:00:00.000000Z',
    '2026-02-30T12:00:00Z',
    '0000-01-01T00:00:00.000000Z',
    '2026-06-01T24:00:00Z',
    '+275760-09-13T00:00:00.000Z',
  ],
  uuid: [
    '-'.repeat(36),
    '0'.repeat(36),
    'f'.repeat(36),
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    `${randomUUID()}\u0000`,
  ],
  nul: ['\u0000', 'a\u0000b', `${'a'.repeat(20)}\u0000`],
  number: ['0000000000000', '9'.repeat(13), '9'.repeat(20), '9'.repeat(400), '1e400', '-1'],
};
const impossibleParts = Object.values(impossibleKinds).flat();
const impossiblePart = fc
  .constantFrom(...Object.values(impossibleKinds))
  .chain((kind) => fc.constantFrom(...kind));
/** Real parts to stand beside an impossible one, so it is all that is wrong. */
const realUuid = randomUUID();
const realTime = '2026-06-01T12:00:00.000000Z';
const realParts = [realUuid, '2026-06-01', realTime, String(Date.UTC(2026, 5, 1))];
const linkPart = fc.oneof(
  { weight: 2, arbitrary: impossiblePart },
  { weight: 1, arbitrary: fc.constantFrom(...realParts) },
);
/** Numbers as JSON writes them into a page link the server encoded. */
const jsonNumbers = ['1e400', '-1e400', '99999999999999999999', '9007199254740993', '-1', '0'];

const wordsOf = (route: ApiRoute) =>
  Object.values(route.queryFields).flatMap((schema) =>
    (schema.enum ?? []).filter((value): value is string => typeof value === 'string'),
  );

/**
 * The two-part page links written as text ("<part>_<part>", as the lists write theirs) that the
 * parameter's documented pattern lets through: those reach the code behind the format check.
 */
function linksPassingPattern(route: ApiRoute, name: string): string[] {
  const pattern = documentedPattern(route.queryFields[name] ?? {});
  if (!pattern) return [];
  const parts = [...impossibleParts, ...realParts];
  return parts
    .flatMap((first) => [first, ...parts.map((second) => `${first}_${second}`)])
    .filter((value) => pattern.test(value));
}

/**
 * Values for one page link parameter: links of one to three parts, written as text or as the
 * server's base64url JSON (with the route's own words, such as a sort order, among the parts),
 * and the text links its documented pattern lets through.
 */
function pageLinkValues(route: ApiRoute, name: string): fc.Arbitrary<string> {
  const asText = fc.array(linkPart, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('_'));
  const words = wordsOf(route);
  const token = fc.oneof(
    { weight: 3, arbitrary: linkPart.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...jsonNumbers, 'true', 'null') },
    ...(words.length > 0
      ? [{ weight: 1, arbitrary: fc.constantFrom(...words).map((w) => JSON.stringify(w)) }]
      : []),
  );
  const encoded = fc
    .array(token, { minLength: 1, maxLength: 3 })
    .map((tokens) => base64url(`[${tokens.join(',')}]`));
  const passing = linksPassingPattern(route, name);
  return fc
    .oneof(...(passing.length > 0 ? [fc.constantFrom(...passing)] : []), asText, encoded)
    .map(encodeURIComponent);
}

/**
 * Values for a filter: mostly an impossible part; an enum's own values too, so the other
 * parameter of the pair is what is wrong; and the odd text every route gets.
 */
function filterValues(schema: FieldSchema = {}): fc.Arbitrary<string> {
  const own = (schema.enum ?? []).filter((value): value is string => typeof value === 'string');
  return fc.oneof(
    { weight: 3, arbitrary: impossiblePart.map(encodeURIComponent) },
    ...(own.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...own) }] : []),
    { weight: 1, arbitrary: urlText },
  );
}

/**
 * Each parameter with each impossible part, sent once whatever fast-check draws: alone, as a
 * page link's text, and as a page link the server encoded beside real parts ([part, uuid],
 * [time, part]); a page link also gets every text link its documented pattern lets through.
 */
function sweepOf(route: ApiRoute): string[] {
  return route.queryParams.flatMap((name) => {
    const values = isPageLink(name, route.queryFields[name])
      ? [
          ...impossibleParts,
          ...linksPassingPattern(route, name),
          ...impossibleParts.flatMap((part) => [
            base64url(JSON.stringify([part, realUuid])),
            base64url(JSON.stringify([realTime, part])),
          ]),
          ...jsonNumbers.map((number) => base64url(`[${number}]`)),
        ]
      : impossibleParts;
    return [...new Set(values)].map((value) => `?${name}=${encodeURIComponent(value)}`);
  });
}

// ---- bodies

type Body = { contentType?: string; text?: string };
const json = (value: unknown): Body => ({
  contentType: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

/** A field's value of any type but the right one, or a string no form would send. */
const oddValue = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), text, { maxKeys: 3 }) },
);

const deeplyNested = fc
  .tuple(fc.constantFrom(['[', ']'], ['{"a":', '}']), fc.integer({ min: 100, max: 10_000 }))
  .map(([[open, close], depth]) => ({
    contentType: 'application/json',
    text: `${open!.repeat(depth)}1${close!.repeat(depth)}`,
  }));
const malformedJson = fc
  .oneof(
    fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '"\u0000"', ''),
    fc.constantFrom('{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{}}}'),
    fc.string(),
  )
  .map((value) => ({ contentType: 'application/json', text: value }));
const wrongContentType = fc.record({
  contentType: fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-16',
    'image/png',
  ),
  text: fc.oneof(
    fc.string(),
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
  ),
});

/**
 * Bodies for a form whose fields are known: a plausible body with one field made odd (which
 * reaches the code past the first check), fields of the wrong types, anything JSON at all, deep
 * nesting, broken JSON, other content types and no body.
 */
function bodyFor(plausible: Record<string, unknown>): fc.Arbitrary<Body> {
  const fields = Object.keys(plausible);
  const fieldArbitraries =
    fields.length === 0
      ? []
      : [
          {
            weight: 4,
            arbitrary: fc
              .record({ field: fc.constantFrom(...fields), value: oddValue })
              .map(({ field, value }) => json({ ...plausible, [field]: value })),
          },
          {
            weight: 2,
            arbitrary: fc
              .record(Object.fromEntries(fields.map((field) => [field, oddValue])), {
                requiredKeys: [],
              })
              .map(json),
          },
        ];
  return fc.oneof(
    ...fieldArbitraries,
    fc.jsonValue().map(json),
    deeplyNested,
    malformedJson,
    wrongContentType,
    fc.constant({}),
  );
}

/** A value each documented field accepts, so one odd field is all that is wrong. */
function plausibleValue(name: string, schema: FieldSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? 1;
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern).test(value));
  const candidates = [
    /email/i.test(name) ? 'fuzz@example.com' : 'Plausible value',
    '2028',
    'A plausible longer value for a message field',
  ];
  return candidates.find(fits) ?? 'x'.repeat(schema.minLength ?? 1);
}

const plausibleBodyOf = (route: ApiRoute) =>
  Object.fromEntries(
    Object.entries(route.bodyFields).map(([name, schema]) => [name, plausibleValue(name, schema)]),
  );

// ---- requests

type Who = 'signedOut' | 'member' | 'organization' | 'verifiedCoach';
type Generated = { who: CallerName; request: ApiRequest };

/** One or two of the declared parameters (a page link often a forged one), and strays. */
function query(route: ApiRoute): fc.Arbitrary<string> {
  const names = route.queryParams;
  const valueOf = (name: string) =>
    isPageLink(name, route.queryFields[name])
      ? fc.oneof(cursorText, pageLinkValues(route, name), urlText)
      : urlText;
  const declared =
    names.length === 0
      ? fc.constant([])
      : fc.array(
          fc.constantFrom(...names).chain((name) => valueOf(name).map((value) => [name, value])),
          { maxLength: 2 },
        );
  const strayName = fc.oneof(
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
    fc.constantFrom('__proto__', 'q[]', 'a.b', 'cursor', 'limit'),
  );
  const strays = fc.array(fc.tuple(strayName, fc.oneof(urlText, cursorText)), { maxLength: 2 });
  return fc.tuple(declared, strays).map(([some, extra]) => {
    const pairs = [...some, ...extra];
    return pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
  });
}

function requestTo(
  method: string,
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<Body>,
  whos: readonly Who[] = ['signedOut', 'member'],
): fc.Arbitrary<Generated> {
  return fc
    .record({ who: fc.constantFrom<Who>(...whos), path, body })
    .map(({ who, path, body }): Generated => ({
      who,
      request: {
        method,
        path,
        headers: body.contentType ? { 'content-type': body.contentType } : {},
        body: body.text,
      },
    }));
}

function requestsFor(route: ApiRoute): fc.Arbitrary<Generated> {
  const path = fc
    .record({
      params: fc.tuple(...route.pathParams.map(() => urlText)),
      query: query(route),
    })
    .map(({ params, query }) => {
      const values = Object.fromEntries(route.pathParams.map((name, i) => [name, params[i]!]));
      return fillPath(route.path, values) + query;
    });
  const body = route.method === 'GET' ? fc.constant<Body>({}) : bodyFor(plausibleBodyOf(route));
  // A program's admin routes turn everyone else away before reading the body: their own caller
  // sends bad input too; so does a roster book's reader, a verified coach.
  const whos: Who[] = route.path.startsWith('/api/me/program')
    ? ['signedOut', 'member', 'organization']
    : route.path.includes('/roster-book')
      ? ['signedOut', 'member', 'verifiedCoach']
      : ['signedOut', 'member'];
  return requestTo(route.method, path, body, whos);
}

/** Each request comes from a new address, so per-IP rate limits do not hide what is behind them. */
function callerFor(who: CallerName): Caller {
  return { address: nextPublicAddress(), cookie: t.callers[who].cookie };
}

const shown = (value: string | FormData | Blob | undefined) => {
  const text = typeof value === 'string' ? value : String(value ?? '');
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
};

async function expectNoServerError({ who, request }: Generated) {
  const res = await t.send(callerFor(who), request);
  if (res.status >= 500) {
    throw new Error(
      [
        `${res.status} for ${who}: ${request.method} ${shown(request.path)}`,
        `content-type: ${request.headers?.['content-type'] ?? '(none)'}`,
        `body: ${shown(request.body)}`,
        `answer: ${(await res.text()).slice(0, 300)}`,
      ].join('\n'),
    );
  }
}

/**
 * Enough runs to meet every kind of value: in `npm test` a third of CI's, which keeps the file
 * near 10 s on two cores; FUZZ_FULL=1 (`npm run test:full`, CI) runs the full count, about 30 s;
 * FUZZ_RUNS=<n> runs n per route and form instead, for a deeper search. Each run draws new values
 * (a new seed) unless FUZZ_SEED is given.
 */
const deeper = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const share = process.env.FUZZ_FULL ? 1 : 1 / 3;
const runsPerRoute = deeper ?? Math.round(150 * share);
const runsPerForm = deeper ?? Math.round(120 * share);
const runsPerList = deeper ?? Math.round(40 * share);

describe('no bad input gets a 5xx', () => {
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    await fc.assert(fc.asyncProperty(requestsFor(route), expectNoServerError), {
      numRuns: runsPerRoute,
      seed,
    });
  });

  // better-auth's forms are not in the OpenAPI document; each has a plausible body to vary.
  const authForms: Record<string, Record<string, unknown>> = {
    '/api/auth/sign-up/email': {
      form: 'athlete',
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz.signup@example.com',
      password: 'Fuzz-Signup-2026',
      confirmPassword: 'Fuzz-Signup-2026',
      sport: 'basketball',
      school: 'Fuzz High',
      graduationYear: '2028',
    },
    '/api/auth/sign-in/email': { email: 'fuzz.signin@example.com', password: 'wrong-password-1' },
    '/api/auth/update-user': { name: 'Fuzz Member', phone: '512-555-0100', userType: 'player' },
    '/api/auth/change-password': {
      currentPassword: 'not-the-password',
      newPassword: 'Another-Pass-2026',
      revokeOtherSessions: false,
    },
    '/api/auth/request-password-reset': {
      email: 'fuzz.reset@example.com',
      redirectTo: '/reset-password',
    },
    '/api/auth/two-factor/verify-totp': { code: '123456', trustDevice: false },
  };

  it.each(Object.entries(authForms))('POST %s', async (path, plausible) => {
    const requests = requestTo('POST', fc.constant(path), bodyFor(plausible));
    await fc.assert(fc.asyncProperty(requests, expectNoServerError), {
      numRuns: runsPerForm,
      seed,
    });
  });
});

// ---- lists, as the callers they answer

/**
 * A list's guards (signed in, an administrator, the guardian of the child its path names) turn
 * most callers away before its query is read, so a page link or filter that breaks in the
 * database is met only by a caller who gets past them. Who does is asked of the app: each
 * caller sends the list's request without a query, with each id the fixtures hold in its path,
 * and whoever is not refused (401, 403, 404) sends the bad values.
 */
const listRoutes = routes.filter((route) => route.method === 'GET' && route.queryParams.length);

/** The ids a list's path may name: each caller's account and profile, the program. */
const fixtureIds = [
  ...Object.values(t.callers).flatMap((caller) =>
    'userId' in caller ? [caller.userId, caller.profileId] : [],
  ),
  t.program.id,
  t.program.slug,
];

type Reached = { who: CallerName; path: string };

/**
 * The callers (and paths) a list answers with a page. A list that needs a query to answer at
 * all (a search) is reached by whoever it does not turn away (401, 403, 404).
 */
async function reachedBy(route: ApiRoute): Promise<Reached[]> {
  const paths =
    route.pathParams.length === 0
      ? [route.path]
      : fixtureIds.map((id) =>
          fillPath(route.path, Object.fromEntries(route.pathParams.map((name) => [name, id]))),
        );
  const tries = callerNames.flatMap((who) => paths.map((path) => ({ who, path })));
  const statuses = await Promise.all(
    tries.map(
      async ({ who, path }) => (await t.send(callerFor(who), { method: 'GET', path })).status,
    ),
  );
  const answered = tries.filter((_, i) => statuses[i]! < 300);
  return answered.length > 0
    ? answered
    : tries.filter((_, i) => ![401, 403, 404].includes(statuses[i]!));
}

/** One or two of the list's parameters, a page link in at least half of the runs. */
function listQuery(route: ApiRoute): fc.Arbitrary<string> {
  const names = route.queryParams;
  const links = names.filter((name) => isPageLink(name, route.queryFields[name]));
  const name = fc.oneof(
    ...(links.length > 0 ? [fc.constantFrom(...links)] : []),
    fc.constantFrom(...names),
  );
  const valueOf = (name: string) =>
    links.includes(name) ? pageLinkValues(route, name) : filterValues(route.queryFields[name]);
  return fc
    .uniqueArray(name, { minLength: 1, maxLength: 2 })
    .chain((picked) =>
      fc.tuple(...picked.map((name) => valueOf(name).map((value) => `${name}=${value}`))),
    )
    .map((pairs) => `?${pairs.join('&')}`);
}

describe('no page link or list filter gets a 5xx from a caller the list answers', () => {
  it.each(listRoutes.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    const reached = await reachedBy(route);
    if (route.queryParams.some((name) => isPageLink(name, route.queryFields[name]))) {
      // A page link nobody can send is not tested: the fixtures must reach every paged list.
      expect(reached, `no caller gets past the guards of ${route.key}`).not.toEqual([]);
    }
    if (reached.length === 0) return;
    const sweep = sweepOf(route).map((query, i): Generated => {
      const at = reached[i % reached.length]!;
      return { who: at.who, request: { method: 'GET', path: at.path + query } };
    });
    for (let i = 0; i < sweep.length; i += 8) {
      await Promise.all(sweep.slice(i, i + 8).map(expectNoServerError));
    }
    const requests = fc
      .record({ at: fc.constantFrom(...reached), query: listQuery(route) })
      .map(({ at, query }): Generated => ({
        who: at.who,
        request: { method: 'GET', path: at.path + query },
      }));
    await fc.assert(fc.asyncProperty(requests, expectNoServerError), {
      numRuns: runsPerList,
      seed,
    });
  });
});

describe('account details keep the sign-up form’s limits', () => {
  it.each([
    ['name', { name: 'N'.repeat(10_000) }],
    ['phone', { phone: '5'.repeat(10_000) }],
  ])('update-user refuses a 10,000-character %s', async (_, body) => {
    const res = await t.sendJson(t.callers.member, 'POST', '/api/auth/update-user', body);
    expect(res.status).toBe(400);
  });
});
