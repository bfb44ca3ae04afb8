import { and, eq, gt } from 'drizzle-orm';
import { PASS_HOURS, passDescription, purchaseMessages, SEAT_HOLD_MINUTES } from '#shared/payments';
import type { Database } from '#server/db/client';
import { channels, purchases } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { isChannelOnSite } from '#server/modules/reports';
import { isPassChannel } from '#server/modules/streams';
import type { Member } from './customers';
import type { Order, Reservation, Reserver } from './purchase-order';

// Pay-per-view passes: 48 hours of a channel's broadcasts and replays (docs/product.md).

const HOUR_MS = 3600_000;

async function passOrder(db: Database, user: Member, slug: string, now: Date): Promise<Order> {
  const [channel] = await db.select().from(channels).where(eq(channels.slug, slug));
  // Nothing can be bought on a channel that is off the site (archived, or held by a moderator).
  if (!channel || !(await isChannelOnSite(db, channel))) {
    throw new AppError('NOT_FOUND', 'Channel not found.');
  }
  if (!isPassChannel(channel) || !channel.priceCents) {
    throw new AppError('BAD_REQUEST', purchaseMessages.noPass);
  }
  const [running] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, user.id),
        eq(purchases.channelId, channel.id),
        eq(purchases.kind, 'pass'),
        eq(purchases.status, 'paid'),
        gt(purchases.accessUntil, now),
      ),
    )
    .limit(1);
  if (running) throw new AppError('CONFLICT', purchaseMessages.passActive);
  return {
    kind: 'pass',
    channelId: channel.id,
    channelSlug: channel.slug,
    sessionId: null,
    description: passDescription(channel.title),
    amountCents: channel.priceCents,
  };
}

/**
 * Reserves a pass: it waits as pending until its payment. A sandbox checkout still open for the
 * same channel is answered instead, so pressing again does not open a second one.
 */
export async function reservePass(
  deps: Reserver,
  user: Member,
  slug: string,
  now: Date,
): Promise<Reservation> {
  const order = await passOrder(deps.db, user, slug, now);
  if (deps.providerKind === 'sandbox') {
    const [open] = await deps.db
      .select({ providerSessionId: purchases.providerSessionId })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, user.id),
          eq(purchases.channelId, order.channelId),
          eq(purchases.kind, 'pass'),
          eq(purchases.status, 'pending'),
          eq(purchases.provider, 'sandbox'),
          gt(purchases.holdUntil, new Date(now.getTime() + 5 * 60_000)),
        ),
      )
      .limit(1);
    if (open?.providerSessionId) return { reopen: `/checkout/sandbox/${open.providerSessionId}` };
  }
  const [row] = await deps.db
    .insert(purchases)
    .values({
      userId: user.id,
      kind: order.kind,
      channelId: order.channelId,
      description: order.description,
      amountCents: order.amountCents,
      provider: deps.providerKind,
      holdUntil: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000),
    })
    .returning({ id: purchases.id });
  return { purchaseId: row!.id, order };
}

/** A paid pass opens its channel for 48 hours from payment. */
export function passWindow(at: Date) {
  return { accessFrom: at, accessUntil: new Date(at.getTime() + PASS_HOURS * HOUR_MS) };
}
