import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { verifiedBadgeText } from '#shared/recruiting';
import {
  coachIdParamSchema,
  coachPageSchema,
  coachStandingSchema,
  verificationCodeSchema,
  verificationRequestSchema,
  verificationRequestViewSchema,
} from '#shared/schemas/coaches';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { coachProfiles } from '#server/db/schema/accounts';
import { user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import { findCoachBadge } from './coach-standing';
import {
  coachStanding,
  confirmCode,
  requestVerification,
  resendCode,
  type VerificationDeps,
} from './verification';

/** Mails of codes per connection in an hour: a coach's few tries, not a mail cannon. */
export const verificationMailLimit = { name: 'coach-verification', limit: 6, windowSeconds: 3600 };

const standingRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user’s standing as a coach: verified or not, badge, request',
  tags: ['coaches'],
  responses: { 200: jsonContent(coachStandingSchema, 'The standing'), ...notSignedIn },
});

const requestRoute = createRoute({
  method: 'post',
  path: '/verification',
  summary:
    'Asks to be verified: mails a code to the address at the institution, or queues a staff-page review',
  tags: ['coaches'],
  request: { body: jsonBody(verificationRequestSchema) },
  responses: {
    201: jsonContent(verificationRequestViewSchema, 'The request'),
    400: { description: 'A field is not valid (a personal mail domain for a college claim)' },
    403: { description: 'Not a coach account' },
    409: { description: 'Already verified, waiting, or rejected too recently' },
    429: { description: 'Too many requests from this connection' },
    ...notSignedIn,
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/verification/resend',
  summary: 'Mails a new code for the open request',
  tags: ['coaches'],
  responses: {
    200: jsonContent(verificationRequestViewSchema, 'The request, with a new code sent'),
    409: { description: 'No request waiting for a code' },
    429: { description: 'Too many requests from this connection' },
    ...notSignedIn,
  },
});

const codeRoute = createRoute({
  method: 'post',
  path: '/verification/code',
  summary: 'Confirms the address with the mailed code: the request goes to the administrators',
  tags: ['coaches'],
  request: { body: jsonBody(verificationCodeSchema) },
  responses: {
    200: jsonContent(verificationRequestViewSchema, 'The request, waiting for an administrator'),
    400: { description: 'Wrong code' },
    409: { description: 'No code waiting' },
    410: { description: 'The code has expired' },
    429: { description: 'Tried too many times' },
    ...notSignedIn,
  },
});

/** /api/me/coach: a coach's own standing and verification. */
export function ownCoachRoutes(
  deps: VerificationDeps & { auth: Auth; trustProxy: boolean; clock: Clock },
) {
  const { auth, db, trustProxy, clock } = deps;
  const mailLimit = rateLimit(db, verificationMailLimit, { trustProxy, clock });
  return new OpenAPIHono()
    .openapi(standingRoute, async (c) => {
      const account = await requireUser(auth, c);
      return c.json(await coachStanding(db, account, new Date(clock.now())), 200);
    })
    .openapi({ ...requestRoute, middleware: [mailLimit] as const }, async (c) => {
      const account = await requireUser(auth, c);
      return c.json(
        await requestVerification(deps, account, c.req.valid('json'), new Date(clock.now())),
        201,
      );
    })
    .openapi({ ...resendRoute, middleware: [mailLimit] as const }, async (c) => {
      const account = await requireUser(auth, c);
      return c.json(await resendCode(deps, account, new Date(clock.now())), 200);
    })
    .openapi(codeRoute, async (c) => {
      const account = await requireUser(auth, c);
      const { code } = c.req.valid('json');
      return c.json(await confirmCode(deps, account, code, new Date(clock.now())), 200);
    });
}

const coachPageRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A verified coach’s public page: name, title, institution, level, sport and badge',
  tags: ['coaches'],
  request: { params: coachIdParamSchema },
  responses: {
    200: jsonContent(coachPageSchema, 'The coach'),
    404: { description: 'No verified coach with this id' },
  },
});

/**
 * /api/coaches/{id}: anyone may read a verified coach's page, which holds what their badge says
 * and nothing else (no address, no boards, no athletes). Coaches who are not verified have none.
 */
export function coachPageRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return new OpenAPIHono().openapi(coachPageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const badge = await findCoachBadge(db, id, new Date(clock.now()));
    const [profile] = badge
      ? await db
          .select({
            firstName: coachProfiles.firstName,
            lastName: coachProfiles.lastName,
            title: coachProfiles.title,
          })
          .from(coachProfiles)
          .innerJoin(user, eq(user.id, coachProfiles.userId))
          .where(and(eq(coachProfiles.userId, id), sql`${user.banned} is not true`))
      : [];
    if (!badge || !profile) throw new AppError('NOT_FOUND', 'We could not find that coach.');
    return c.json(
      {
        id,
        name: `${profile.firstName} ${profile.lastName}`,
        title: profile.title,
        institution: badge.institution,
        level: badge.level,
        sports: [badge.sport],
        badge: verifiedBadgeText(badge),
      },
      200,
    );
  });
}
