import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SandboxPayment } from '#shared/schemas/payments';
import type { Database } from '../db/client';
import { events } from '../db/schema';

/** A card the test-mode checkout accepts. */
export const goodCard: SandboxPayment = {
  cardNumber: '4242424242424242',
  expiry: '12 / 34',
  cvc: '123',
  nameOnCard: 'Sam Lee',
};

/** One segment of the sample broadcast, as a broadcaster uploads it. */
export const liveSegment = readFileSync(path.resolve('media/live-sample/segment00.ts'));

let counter = 0;
/** `base` with a suffix no other test uses: channel titles, emails. */
export const unique = (base: string) => `${base} ${Date.now().toString(36)}${(counter += 1)}`;

const DAY_MS = 86_400_000;

/**
 * Dated one-hour sessions on a training channel, `daysAhead` days from now (negative: started
 * already), $30 a seat unless told otherwise.
 */
export async function addSessions(
  db: Database,
  channelId: string,
  sessions: { title: string; daysAhead: number; capacity: number; priceCents?: number }[],
) {
  return db
    .insert(events)
    .values(
      sessions.map(({ title, daysAhead, capacity, priceCents = 3000 }) => {
        const startsAt = new Date(Date.now() + daysAhead * DAY_MS);
        return {
          channelId,
          title,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3600_000),
          capacity,
          priceCents,
        };
      }),
    )
    .returning();
}
