import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { verifyLivepeerSignature } from '#server/adapters/streaming/livepeer-signature';
import { webhookEvents } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { getClientIp } from '#server/http/client-ip';
import { recordProviderActivity, recordReplay } from './provider-activity';
import type { StreamsDeps } from './streams-deps';

/** How far a delivery's own timestamp may be from now (it is covered by the signature). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const streamRef = z.object({ id: z.string().min(1), parentId: z.string().nullish() }).loose();

/** The parts of a delivery the app reads (docs/integrations.md#livepeer-webhooks). */
const deliverySchema = z
  .object({
    id: z.string().min(1).max(200),
    event: z.string(),
    timestamp: z.number(),
    stream: streamRef.nullish(),
    payload: z
      .object({
        /** checked against the playback origins after parsing (isLivepeerRecordingUrl) */
        recordingUrl: z.string().max(4096).nullish(),
        session: z.object({ id: z.string(), parentId: z.string().nullish() }).loose().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

/**
 * A recording's address as Livepeer gives one: https, on one of its playback origins
 * (LIVEPEER_PLAYBACK_ORIGINS), without credentials. Anything else is never stored as a replay,
 * since players and pages load it as it is.
 */
export function isLivepeerRecordingUrl(url: string, playbackOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return playbackOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

const webhookRoute = createRoute({
  method: 'post',
  path: '/',
  summary:
    'Livepeer webhooks (stream.started, stream.idle, recording.ready), signed with Livepeer-Signature',
  tags: ['webhooks'],
  responses: {
    204: { description: 'Handled' },
    401: { description: 'Unsigned, wrongly signed or stale' },
    409: { description: 'Already handled (a replayed delivery)' },
  },
});

/**
 * POST /api/webhooks/livepeer: the signature is checked on the raw body before anything else is
 * read; a delivery is handled once (its id is kept), and one older than the tolerance is refused.
 */
export function livepeerWebhookRoutes(
  deps: StreamsDeps & {
    secret: string | undefined;
    trustProxy: boolean;
    /** where Livepeer serves playback and recordings: a recording elsewhere is refused */
    playbackOrigins: readonly string[];
  },
) {
  const refuse = (reason: string, ip: string): never => {
    console.warn(`Livepeer webhook refused (${reason}) from ${ip}`);
    throw new AppError('UNAUTHORIZED', 'This webhook delivery is not signed correctly.');
  };

  return new OpenAPIHono().openapi(webhookRoute, async (c) => {
    const ip = getClientIp(c, deps.trustProxy);
    if (!deps.secret) throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.path}.`);
    const rawBody = await c.req.text();
    const check = verifyLivepeerSignature({
      rawBody,
      header: c.req.header('livepeer-signature'),
      secret: deps.secret,
      now: deps.clock.now(),
      toleranceMs: WEBHOOK_TOLERANCE_MS,
    });
    if (!check.ok) return refuse(check.reason, ip);

    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new AppError('BAD_REQUEST', 'The body is not JSON.');
    }
    const delivery = deliverySchema.safeParse(parsed);
    if (!delivery.success) throw new AppError('BAD_REQUEST', 'The body is not a Livepeer event.');
    const event = delivery.data;
    // The header's time is not signed; the body's is.
    if (Math.abs(deps.clock.now() - event.timestamp) > WEBHOOK_TOLERANCE_MS)
      refuse('stale body', ip);

    const [fresh] = await deps.db
      .insert(webhookEvents)
      .values({ id: `livepeer:${event.id}` })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) {
      console.warn(`Livepeer webhook refused (replayed ${event.id}) from ${ip}`);
      throw new AppError('CONFLICT', 'This delivery was already handled.');
    }

    const stream = event.stream;
    // Deliveries about a session carry the session as `stream`, its parent being the channel's.
    const streamId = stream?.parentId ?? stream?.id;
    const sessionId = stream?.parentId ? stream.id : null;
    const at = new Date(event.timestamp);
    if (streamId && (event.event === 'stream.started' || event.event === 'stream.idle')) {
      await recordProviderActivity(deps, streamId, {
        active: event.event === 'stream.started',
        sessionId,
        at,
      });
    } else if (event.event === 'recording.ready' && event.payload?.recordingUrl) {
      const session = event.payload.session;
      const id = session?.parentId ?? streamId;
      if (!isLivepeerRecordingUrl(event.payload.recordingUrl, deps.playbackOrigins)) {
        // Answered as handled, so Livepeer does not send it again; nothing is stored.
        console.warn(
          `Livepeer recording.ready ${event.id} ignored: its recording is not an https address on the playback origins (LIVEPEER_PLAYBACK_ORIGINS)`,
        );
      } else if (id) {
        await recordReplay(deps, id, {
          sessionId: session?.id ?? sessionId,
          url: event.payload.recordingUrl,
        });
      }
    }
    return c.body(null, 204);
  });
}
