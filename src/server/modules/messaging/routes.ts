import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  answerRequestSchema,
  athleteIdParamSchema,
  contactOffSchema,
  conversationIdParamSchema,
  conversationSummarySchema,
  guardianTokenParamSchema,
  mayMessageSchema,
  messagingPreferencesSchema,
  sendMessageSchema,
  sentMessageSchema,
  startWithAthleteSchema,
  startWithCoachSchema,
  threadSchema,
} from '#shared/schemas/messaging';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser, requireUser } from '#server/auth/guards';
import { changesNoAccount } from '#server/auth/session-cache';
import { eventStreamLimit, openEventStream } from '#server/http/event-stream';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { blockOtherSide, unblockOtherSide } from './blocks';
import { switchOffAsMember } from './contact-switches';
import { answerRequest, removeGuardians } from './conversation-actions';
import { signalKeysOf } from './conversation-signals';
import {
  answerByGuardianLink,
  openByGuardianLink,
  replyByGuardianLink,
  switchOffByGuardianLink,
} from './guardian-links';
import { nowOf, type MessagingDeps } from './messaging-deps';
import { listConversations, openConversation } from './read-conversations';
import { sendMessage } from './send-message';
import { coachMayStart, startWithAthlete, startWithCoach } from './start-conversation';
import { getPreferences, savePreferences } from './unread-mails';

const tags = ['messaging'];
const refusals = {
  ...notSignedIn,
  403: { description: 'A rule forbids it (the message names the rule)' },
  404: { description: 'No such conversation for this user' },
};

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "The signed-in user's conversations, newest first, with unread counts",
  tags,
  responses: {
    200: jsonContent(z.object({ conversations: z.array(conversationSummarySchema) }), 'List'),
    ...notSignedIn,
  },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  summary:
    'Server-sent events: "conversations" whenever one of the signed-in member\'s conversations changes',
  tags,
  responses: {
    200: { description: 'text/event-stream' },
    ...notSignedIn,
    503: { description: 'Too many open streams: the page asks now and then instead' },
  },
});

/** Open message streams one app instance keeps; past this, pages ask every few seconds. */
export const MAX_MESSAGE_STREAMS = 10_000;

const settingsRoute = createRoute({
  method: 'get',
  path: '/settings',
  summary: "The signed-in member's messaging choices (unread-message emails)",
  tags,
  responses: {
    200: jsonContent(messagingPreferencesSchema, 'The choices'),
    ...notSignedIn,
  },
});

const saveSettingsRoute = createRoute({
  method: 'put',
  path: '/settings',
  summary: "Saves the signed-in member's messaging choices",
  tags,
  request: { body: jsonBody(messagingPreferencesSchema) },
  responses: {
    200: jsonContent(messagingPreferencesSchema, 'The choices as saved'),
    400: { description: 'Not a choice' },
    ...notSignedIn,
  },
});

const mayMessageRoute = createRoute({
  method: 'get',
  path: '/athletes/{athleteId}',
  summary: 'Whether the signed-in coach may message this athlete now, and if not why',
  tags,
  request: { params: athleteIdParamSchema },
  responses: {
    200: jsonContent(mayMessageSchema, 'The answer for the Message button'),
    400: { description: 'Not an athlete id' },
    404: { description: 'No such athlete for this viewer' },
  },
});

const startWithAthleteRoute = createRoute({
  method: 'post',
  path: '/athletes',
  summary: "A verified college coach's first message to an athlete (a request)",
  tags,
  request: { body: jsonBody(startWithAthleteSchema) },
  responses: {
    201: jsonContent(sentMessageSchema, 'Sent (or held until 8 am for a minor)'),
    400: { description: 'Empty or too long' },
    409: { description: 'A request is already waiting for its answer' },
    429: { description: 'Too many messages' },
    ...refusals,
  },
});

const startWithCoachRoute = createRoute({
  method: 'post',
  path: '/coaches',
  summary: "An athlete's first message to a verified college coach (Recruiting Profile plan)",
  tags,
  request: { body: jsonBody(startWithCoachSchema) },
  responses: {
    201: jsonContent(sentMessageSchema, 'Sent'),
    400: { description: 'Empty or too long' },
    429: { description: 'Too many messages' },
    ...refusals,
  },
});

const threadRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One conversation with its messages (marks it read)',
  tags,
  request: { params: conversationIdParamSchema },
  responses: {
    200: jsonContent(threadSchema, 'The conversation'),
    400: { description: 'Not a conversation id' },
    ...notSignedIn,
    404: { description: 'No such conversation for this user' },
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/{id}',
  summary: 'Send a message in a conversation',
  tags,
  request: { params: conversationIdParamSchema, body: jsonBody(sendMessageSchema) },
  responses: {
    201: jsonContent(sentMessageSchema, 'Sent (or held until 8 am for a minor)'),
    400: { description: 'Empty, too long, or not one of your clips' },
    409: { description: 'A request is already waiting for its answer' },
    429: { description: 'Too many messages' },
    ...refusals,
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/{id}/answer',
  summary: "The athlete's answer to a coach's request: accept or decline",
  tags,
  request: { params: conversationIdParamSchema, body: jsonBody(answerRequestSchema) },
  responses: {
    200: jsonContent(z.object({ status: z.enum(['active', 'declined']) }), 'Answered'),
    400: { description: 'Not accept or decline' },
    ...refusals,
  },
});

const contactOffRoute = createRoute({
  method: 'post',
  path: '/{id}/contact-off',
  summary: 'A signed-in guardian switches off contact from this coach or from all coaches',
  tags,
  request: { params: conversationIdParamSchema, body: jsonBody(contactOffSchema) },
  responses: {
    200: jsonContent(
      z.object({ contactOff: z.enum(['this-coach', 'all-coaches']) }),
      'Contact switched off',
    ),
    400: { description: 'Not a scope' },
    ...refusals,
  },
});

const blockRoute = createRoute({
  method: 'post',
  path: '/{id}/block',
  summary: 'Block the other side of a conversation',
  tags,
  request: { params: conversationIdParamSchema },
  responses: {
    200: jsonContent(z.object({ blocked: z.literal(true) }), 'Blocked'),
    400: { description: 'Not a conversation id' },
    ...notSignedIn,
    404: { description: 'No such conversation for this user' },
  },
});

const unblockRoute = createRoute({
  method: 'delete',
  path: '/{id}/block',
  summary: 'Lift your block of the other side of a conversation',
  tags,
  request: { params: conversationIdParamSchema },
  responses: {
    200: jsonContent(z.object({ blocked: z.literal(false) }), 'Block lifted'),
    400: { description: 'Not a conversation id' },
    ...refusals,
  },
});

const removeGuardiansRoute = createRoute({
  method: 'delete',
  path: '/{id}/guardians',
  summary: 'An athlete who has turned 18 takes their parent or guardian off a conversation',
  tags,
  request: { params: conversationIdParamSchema },
  responses: {
    200: jsonContent(z.object({ guardians: z.literal(0) }), 'Guardians removed'),
    400: { description: 'Not a conversation id' },
    ...refusals,
  },
});

const guardianThreadRoute = createRoute({
  method: 'get',
  path: '/guardian/{token}',
  summary: "A guardian's thread link: the one conversation it opens",
  tags,
  request: { params: guardianTokenParamSchema },
  responses: {
    200: jsonContent(threadSchema, 'The conversation'),
    400: { description: 'Not a link token' },
    404: { description: 'Expired or unknown link' },
  },
});

const guardianReplyRoute = createRoute({
  method: 'post',
  path: '/guardian/{token}',
  summary: "A guardian's reply through their thread link",
  tags,
  request: {
    params: guardianTokenParamSchema,
    body: jsonBody(sendMessageSchema.omit({ clipId: true })),
  },
  responses: {
    201: jsonContent(sentMessageSchema, 'Sent'),
    400: { description: 'Empty or too long' },
    403: { description: 'A rule forbids it' },
    404: { description: 'Expired or unknown link' },
    429: { description: 'Too many messages' },
  },
});

const guardianAnswerRoute = createRoute({
  method: 'post',
  path: '/guardian/{token}/answer',
  summary: "A guardian's answer to a coach's request",
  tags,
  request: { params: guardianTokenParamSchema, body: jsonBody(answerRequestSchema) },
  responses: {
    200: jsonContent(z.object({ status: z.enum(['active', 'declined']) }), 'Answered'),
    400: { description: 'Not accept or decline' },
    404: { description: 'Expired or unknown link' },
  },
});

const guardianContactOffRoute = createRoute({
  method: 'post',
  path: '/guardian/{token}/contact-off',
  summary: 'A guardian switches off contact from this coach or from all coaches',
  tags,
  request: { params: guardianTokenParamSchema, body: jsonBody(contactOffSchema) },
  responses: {
    200: jsonContent(
      z.object({ contactOff: z.enum(['this-coach', 'all-coaches']) }),
      'Contact switched off',
    ),
    400: { description: 'Not a scope' },
    404: { description: 'Expired or unknown link' },
  },
});

/** /api/messages: conversations between coaches and athletes, guardians copied. */
export function messagingRoutes(
  deps: MessagingDeps & {
    auth: Auth;
    /** resolves when the server shuts down: open event streams end then */
    closing: Promise<void>;
  },
) {
  const { auth } = deps;
  const streams = eventStreamLimit(MAX_MESSAGE_STREAMS);
  return (
    new OpenAPIHono()
      .openapi(listRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json({ conversations: await listConversations(deps, user) }, 200);
      })
      .openapi(settingsRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(await getPreferences(deps.db, user.id), 200);
      })
      .openapi(saveSettingsRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(
          await savePreferences(deps.db, user.id, c.req.valid('json'), nowOf(deps)),
          200,
        );
      })
      .openapi(eventsRoute, async (c) => {
        const user = await requireUser(auth, c);
        const { signals } = deps;
        return openEventStream(c, {
          limit: streams,
          busyMessage: 'Too many open connections: messages are asked for every few seconds.',
          closing: deps.closing,
          clock: deps.clock,
          subscribe: (send) => {
            if (!signals) return () => {};
            const stops = signalKeysOf(user).map((key) =>
              signals.subscribe(key, () => send('conversations', '')),
            );
            return () => stops.forEach((stop) => stop());
          },
        });
      })
      // The fixed paths before /{id}, which would take them otherwise.
      .openapi(mayMessageRoute, async (c) => {
        const user = await getSessionUser(auth, c);
        const decision = await coachMayStart(deps, user, c.req.valid('param').athleteId);
        return c.json(
          decision.allowed
            ? { allowed: true as const, conversationId: decision.conversationId }
            : {
                allowed: false as const,
                reason: decision.reason,
                rule: decision.rule,
                ...(decision.from ? { from: decision.from } : {}),
              },
          200,
        );
      })
      .openapi(startWithAthleteRoute, async (c) => {
        const user = await requireUser(auth, c);
        const { athleteId, text } = c.req.valid('json');
        return c.json(await startWithAthlete(deps, user, athleteId, text), 201);
      })
      .openapi(startWithCoachRoute, async (c) => {
        const user = await requireUser(auth, c);
        const { coachId, text } = c.req.valid('json');
        return c.json(await startWithCoach(deps, user, coachId, text), 201);
      })
      .openapi(guardianThreadRoute, async (c) =>
        c.json(await openByGuardianLink(deps, c.req.valid('param').token), 200),
      )
      .openapi(guardianReplyRoute, async (c) =>
        c.json(
          await replyByGuardianLink(deps, c.req.valid('param').token, c.req.valid('json')),
          201,
        ),
      )
      .openapi(guardianAnswerRoute, async (c) =>
        c.json(
          await answerByGuardianLink(deps, c.req.valid('param').token, c.req.valid('json').answer),
          200,
        ),
      )
      .openapi(guardianContactOffRoute, async (c) =>
        c.json(
          await switchOffByGuardianLink(
            deps,
            c.req.valid('param').token,
            c.req.valid('json').scope,
          ),
          200,
        ),
      )
      .openapi(threadRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(await openConversation(deps, user, c.req.valid('param').id), 200);
      })
      .openapi(sendRoute, async (c) => {
        const user = await requireUser(auth, c);
        changesNoAccount(c);
        return c.json(
          await sendMessage(deps, user, c.req.valid('param').id, c.req.valid('json')),
          201,
        );
      })
      .openapi(answerRoute, async (c) => {
        const user = await requireUser(auth, c);
        const { answer } = c.req.valid('json');
        return c.json(await answerRequest(deps, user, c.req.valid('param').id, answer), 200);
      })
      .openapi(contactOffRoute, async (c) => {
        const user = await requireUser(auth, c);
        const { id } = c.req.valid('param');
        return c.json(await switchOffAsMember(deps, user, id, c.req.valid('json').scope), 200);
      })
      .openapi(blockRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(await blockOtherSide(deps, user, c.req.valid('param').id), 200);
      })
      .openapi(unblockRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(await unblockOtherSide(deps, user, c.req.valid('param').id), 200);
      })
      .openapi(removeGuardiansRoute, async (c) => {
        const user = await requireUser(auth, c);
        return c.json(await removeGuardians(deps, user, c.req.valid('param').id), 200);
      })
  );
}
