import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  consentDecisionSchema,
  consentRequestSchema,
  guardianChangeSchema,
  privacyStatusSchema,
  visibilityUpdateSchema,
} from '#shared/schemas/privacy';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { getClientIp } from '#server/http/client-ip';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import { decideConsent, getConsentRequest } from './decide-consent';
import { replaceSuspendedGuardian, sendConsentRequest, type ConsentDeps } from './guardian-consent';
import { getPrivacyStatus, setVisibility } from './profile-privacy';

/** Consent pages opened or answered per IP and 10 minutes: enough for a family, not a guesser. */
export const consentRateLimit = { name: 'consent', limit: 30, windowSeconds: 600 };

const tokenParam = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .openapi({ param: { name: 'token', in: 'path' } }),
});

const getRequestRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'get',
    middleware: [limit] as const,
    path: '/{token}',
    summary: 'What a parent or guardian is asked: whose profile, its state, until when',
    tags: ['privacy'],
    request: { params: tokenParam },
    responses: {
      200: jsonContent(consentRequestSchema, 'The request'),
      404: { description: 'No such link (or replaced by a newer one)' },
      429: { description: 'Too many requests from this connection' },
    },
  });

const decideRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    middleware: [limit] as const,
    path: '/{token}',
    summary: 'A parent or guardian consents, declines, or withdraws consent',
    tags: ['privacy'],
    request: { params: tokenParam, body: jsonBody(consentDecisionSchema) },
    responses: {
      200: jsonContent(consentRequestSchema, 'Recorded; the request as it now stands'),
      400: { description: 'Not a valid decision' },
      404: { description: 'No such link' },
      409: { description: 'That decision does not apply any more' },
      410: { description: 'The request expired before an answer: the athlete can send a new one' },
      429: { description: 'Too many requests from this connection' },
    },
  });

/** /api/consent: the guardian's side, reached by the link in their mail (no account needed). */
export function consentRoutes(deps: ConsentDeps & { trustProxy: boolean }) {
  const limit = rateLimit(deps.db, consentRateLimit, {
    trustProxy: deps.trustProxy,
    clock: deps.clock,
  });
  return new OpenAPIHono()
    .openapi(getRequestRoute(limit), async (c) =>
      c.json(await getConsentRequest(deps, c.req.valid('param').token), 200),
    )
    .openapi(decideRoute(limit), async (c) => {
      const ip = getClientIp(c, deps.trustProxy);
      return c.json(
        await decideConsent(deps, c.req.valid('param').token, c.req.valid('json'), ip),
        200,
      );
    });
}

const statusContent = z.object({ privacy: privacyStatusSchema.nullable() });

const getPrivacyRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Who can see the signed-in athlete's profile, why it may be hidden, and their guardian's consent",
  tags: ['privacy'],
  responses: {
    200: jsonContent(statusContent, 'The privacy status (null without an athlete profile)'),
    ...notSignedIn,
  },
});

const putVisibilityRoute = createRoute({
  method: 'put',
  path: '/',
  summary: 'Choose who sees the profile: everyone, signed-in members, or nobody',
  tags: ['privacy'],
  request: { body: jsonBody(visibilityUpdateSchema) },
  responses: {
    200: jsonContent(statusContent, 'Saved'),
    400: { description: 'Not a visibility' },
    ...notSignedIn,
    403: { description: "Wider than the athlete's guardian allowed" },
    404: { description: 'No athlete profile' },
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/consent/resend',
  summary: 'Send the parent or guardian a new consent link (valid 14 days)',
  tags: ['privacy'],
  responses: {
    200: jsonContent(statusContent, 'Sent'),
    ...notSignedIn,
    409: { description: 'Nothing to send: no request waiting for an answer' },
    429: { description: 'A mail went out less than 10 minutes ago' },
  },
});

const guardianRoute = createRoute({
  method: 'put',
  path: '/guardian',
  summary:
    "Name another parent or guardian, once the address given was set aside (it is a coach's, an organization's, staff's, an athlete's or an administrator's)",
  tags: ['privacy'],
  request: { body: jsonBody(guardianChangeSchema) },
  responses: {
    200: jsonContent(statusContent, 'Named; the request is mailed to them'),
    400: { description: 'Not an address that may be a guardian, or the athlete’s own' },
    ...notSignedIn,
    409: { description: 'The guardian named before still looks after the profile' },
    429: { description: 'A mail went out less than 10 minutes ago' },
  },
});

/** /api/me/privacy: the athlete's own side. */
export function ownPrivacyRoutes(deps: ConsentDeps & { auth: Auth }) {
  return new OpenAPIHono()
    .openapi(getPrivacyRoute, async (c) => {
      const user = await requireUser(deps.auth, c);
      const now = new Date(deps.clock.now());
      return c.json({ privacy: await getPrivacyStatus(deps.db, user.id, now) }, 200);
    })
    .openapi(putVisibilityRoute, async (c) => {
      const user = await requireUser(deps.auth, c);
      const { visibility } = c.req.valid('json');
      const now = new Date(deps.clock.now());
      return c.json({ privacy: await setVisibility(deps, user.id, visibility, now) }, 200);
    })
    .openapi(resendRoute, async (c) => {
      const user = await requireUser(deps.auth, c);
      if (!user.emailVerified) {
        throw new AppError(
          'CONFLICT',
          'Confirm your own email first: we write to your parent or guardian right after.',
        );
      }
      const sent = await sendConsentRequest(deps, user.id);
      if (!sent)
        throw new AppError('CONFLICT', 'There is no consent request waiting for an answer.');
      const now = new Date(deps.clock.now());
      return c.json({ privacy: await getPrivacyStatus(deps.db, user.id, now) }, 200);
    })
    .openapi(guardianRoute, async (c) => {
      const user = await requireUser(deps.auth, c);
      await replaceSuspendedGuardian(deps, user, c.req.valid('json').guardianEmail);
      const now = new Date(deps.clock.now());
      return c.json({ privacy: await getPrivacyStatus(deps.db, user.id, now) }, 200);
    });
}
