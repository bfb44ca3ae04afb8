import { and, asc, eq, isNull, like, lt, sql } from 'drizzle-orm';
import { paymentEvents } from '#server/db/schema';
import { applyPaymentEvent, unusableEvent, type AppliedEvent } from './apply-payment-event';
import type { Payments, Tx } from './payment-deps';
import {
  parsePaymentEvent,
  type ParsedPaymentEvent,
  type PaymentEvent,
} from './payment-event-schema';
import { sendPaymentMail } from './payment-mails';
import { purchaseChannelOf } from './purchases';

// The one path of every signed payment event, Stripe's webhooks and the sandbox's alike:
//
// 1. stored (its id, its payload) and applied once, in one transaction: the ledger's change and
//    the event's `applied_at` commit together, so a crash leaves both or neither. An event that
//    fails to apply stays stored, unapplied, and the transaction still commits.
// 2. then finished: its mail sent, the pages it changes told, `finished_at` set and the payload
//    dropped.
//
// What an error or a crash leaves unapplied or unfinished is taken up by finishStoredEvents:
// at start (everything stored before the process began) and every 30 s (what is older than
// that). A mail may then go twice, never not at all.

/** How long an unfinished event is left to the request handling it before the retry takes it. */
export const RETRY_AFTER_MS = 30_000;

/** Events that can change who holds which plan. */
const changesPlan = (event: PaymentEvent) =>
  event.type.startsWith('customer.subscription.') || event.type === 'charge.refunded';

const keyOf = (deps: Pick<Payments, 'context'>, eventId: string) =>
  `${deps.context.provider}:${eventId}`;

type Outcome = AppliedEvent | 'failed';

/** An event's row: its id with its provider's, and its type; none without an id. */
function storedName(deps: Pick<Payments, 'context'>, read: ParsedPaymentEvent) {
  if (read.ok) {
    const { event } = read;
    return { key: keyOf(deps, event.id), type: event.type === 'other' ? event.name : event.type };
  }
  return read.id ? { key: keyOf(deps, read.id), type: read.type ?? 'unknown' } : null;
}

/**
 * Applies a stored event once, inside `tx`: its row is locked, so two processes never apply it
 * both; an applied one is a duplicate. A failure is rolled back to before the event (its row
 * counts the attempt) and answered 'failed'.
 */
async function applyStored(
  tx: Tx,
  deps: Pick<Payments, 'context' | 'clock'>,
  key: string,
  skipLocked: boolean,
): Promise<Outcome> {
  const now = new Date(deps.clock.now());
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.id, key))
    .for('update', skipLocked ? { skipLocked: true } : undefined);
  if (!row || row.appliedAt) return 'duplicate';
  const read = row.payload === null ? null : parsePaymentEvent(row.payload);
  let result: 'applied' | 'ignored';
  if (!read?.ok) {
    result = unusableEvent(key, row.type, read?.problem ?? 'no payload');
  } else {
    try {
      result = await tx.transaction((inner) =>
        applyPaymentEvent(inner, read.event, deps.context, now),
      );
    } catch (error) {
      console.error(`Payment event ${key} could not be applied; it will be tried again:`, error);
      await tx
        .update(paymentEvents)
        .set({ attempts: sql`${paymentEvents.attempts} + 1` })
        .where(eq(paymentEvents.id, key));
      return 'failed';
    }
  }
  await tx
    .update(paymentEvents)
    // Nothing follows an event that changed nothing: it is finished at once.
    .set(
      result === 'applied'
        ? { appliedAt: now, result }
        : { appliedAt: now, result, finishedAt: now, payload: null },
    )
    .where(eq(paymentEvents.id, key));
  return result;
}

/**
 * What follows an applied event, once it is committed: its mail, the athlete lists when a plan
 * changed, the channel's pages when a pass or a seat did. Then it is finished and its payload
 * dropped.
 */
async function finishEvent(deps: Payments, key: string) {
  const [row] = await deps.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, key), isNull(paymentEvents.finishedAt)));
  if (!row?.appliedAt) return;
  const read = row.payload === null ? null : parsePaymentEvent(row.payload);
  if (read?.ok && row.result === 'applied') {
    const event = read.event;
    if (deps.mail) await sendPaymentMail(deps.mail, event);
    // Once committed: a list read meanwhile would otherwise keep the old order.
    if (changesPlan(event)) await deps.onSubscriptionChange();
    const slug = await purchaseChannelOf(deps.db, event, deps.context.provider);
    if (slug) deps.onPurchaseChange(slug);
  }
  await deps.db
    .update(paymentEvents)
    .set({ finishedAt: new Date(deps.clock.now()), payload: null })
    .where(and(eq(paymentEvents.id, key), isNull(paymentEvents.finishedAt)));
}

export class PaymentEventsFailed extends Error {}

/**
 * Takes verified events (their raw JSON, in order): stores and applies them in one transaction,
 * after `claim` (which may refuse, and then nothing is stored), then finishes each. Answers what
 * became of each; when one failed to apply it throws once the others are done, and the retry
 * applies it later.
 */
export async function takePaymentEvents(
  deps: Payments,
  payloads: string[],
  claim?: (tx: Tx) => Promise<void>,
): Promise<AppliedEvent[]> {
  const taken = await deps.db.transaction(async (tx) => {
    await claim?.(tx);
    const outcomes: { key: string | null; outcome: Outcome }[] = [];
    for (const payload of payloads) {
      const read = parsePaymentEvent(payload);
      const name = storedName(deps, read);
      if (!name) {
        // Without an id it cannot be told from a redelivery: set aside, without a row.
        outcomes.push({ key: null, outcome: unusableEvent(null, null, 'it has no id') });
        continue;
      }
      await tx
        .insert(paymentEvents)
        .values({ id: name.key, type: name.type, payload })
        .onConflictDoNothing();
      outcomes.push({ key: name.key, outcome: await applyStored(tx, deps, name.key, false) });
    }
    return outcomes;
  });
  for (const { key, outcome } of taken) {
    if (key && outcome === 'applied') await finishEvent(deps, key);
  }
  const failed = taken.filter(({ outcome }) => outcome === 'failed');
  if (failed.length > 0) {
    throw new PaymentEventsFailed(
      `Payment events ${failed.map(({ key }) => key).join(', ')} are stored but not applied yet.`,
    );
  }
  return taken.map(({ outcome }) => outcome as AppliedEvent);
}

/**
 * Applies and finishes this provider's stored events that were received before `before` and are
 * not finished: left by a crash, or by an error. Answers how many it finished.
 */
export async function finishStoredEvents(deps: Payments, before: Date): Promise<number> {
  const rows = await deps.db
    .select({ id: paymentEvents.id, appliedAt: paymentEvents.appliedAt })
    .from(paymentEvents)
    .where(
      and(
        isNull(paymentEvents.finishedAt),
        lt(paymentEvents.receivedAt, before),
        like(paymentEvents.id, `${deps.context.provider}:%`),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(200);
  let finished = 0;
  for (const row of rows) {
    if (!row.appliedAt) {
      const outcome = await deps.db.transaction((tx) => applyStored(tx, deps, row.id, true));
      // Failed again, or another process has it.
      if (outcome === 'failed' || outcome === 'duplicate') continue;
    }
    await finishEvent(deps, row.id);
    finished += 1;
  }
  if (rows.length > 0) {
    console.warn(`Finished ${finished} of ${rows.length} stored payment events left unfinished.`);
  }
  return finished;
}

/** How often stored events left unfinished are looked for (the job runner's period). */
export const STORED_EVENTS_EVERY_MS = RETRY_AFTER_MS;

/**
 * The job runner's task: finishes the events a crash or a failure left, those stored before
 * `startedAt` (what a previous run left) at once, then those older than 30 s.
 */
export function finishLeftEvents(
  deps: Payments,
  startedAt = deps.clock.now(),
): () => Promise<void> {
  return async () => {
    const before = new Date(Math.max(startedAt, deps.clock.now() - RETRY_AFTER_MS));
    await finishStoredEvents(deps, before);
  };
}
