import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '#shared/programs';
import { channelOffer, formatSessionTime, seatsLeftText } from '#shared/streams';
import { channels, events } from '#server/db/schema';
import { createTestApp } from '#server/test/test-app';
import { rollWeeklySessions, scheduleTime, seatSale, weeksLater } from './training-sessions';
import { onlyRow } from '#server/test/rows';

describe('the schedule clock (Central)', () => {
  it('turns a Central wall-clock time into the instant, in and out of daylight time', () => {
    expect(scheduleTime(2026, 12, 1, 19).toISOString()).toBe('2026-12-02T01:00:00.000Z');
    expect(scheduleTime(2026, 7, 6, 19).toISOString()).toBe('2026-07-07T00:00:00.000Z');
    expect(formatSessionTime('2026-12-02T01:00:00.000Z')).toBe('Tue, Dec 1, 7:00 PM CST');
  });

  it('keeps 7 PM at 7 PM a week later across the change of clocks', () => {
    // Monday 2 Mar 2026, 7 PM CST; clocks go forward on 8 Mar.
    const before = scheduleTime(2026, 3, 2, 19);
    const after = weeksLater(before, 1);
    expect(formatSessionTime(after)).toBe('Mon, Mar 9, 7:00 PM CDT');
    expect(after.getTime() - before.getTime()).toBe(7 * 86_400_000 - 3600_000);
  });
});

describe('what a channel sells', () => {
  it('sells a pass where the channel is sold as one, seats for priced training, else nothing', () => {
    expect(channelOffer({ category: 'training', sellsPass: false, priceCents: 3000 })).toBe(
      'booking',
    );
    expect(channelOffer({ category: 'premium-team', sellsPass: true, priceCents: 999 })).toBe(
      'pass',
    );
    expect(channelOffer({ category: 'training', sellsPass: true, priceCents: 3500 })).toBe('pass');
    expect(channelOffer({ category: 'tournament', sellsPass: false, priceCents: 1500 })).toBeNull();
    expect(channelOffer({ category: 'tournament', sellsPass: true, priceCents: null })).toBeNull();
    expect(channelOffer({ category: 'training', sellsPass: false, priceCents: 0 })).toBeNull();
  });

  it('sells a session’s seats at its own price, whatever its channel’s, where they can be bought', () => {
    const training = { category: 'training', sellsPass: false } as const;
    const session = { capacity: 10, priceCents: 2500 };
    expect(seatSale(session, { ...training, priceCents: null })).toEqual({
      priceCents: 2500,
      problem: null,
    });
    expect(seatSale(session, { ...training, priceCents: 3000 }).priceCents).toBe(2500);
    expect(
      seatSale(session, { category: 'tournament', sellsPass: false, priceCents: null }).priceCents,
    ).toBe(2500);
    expect(
      seatSale({ ...session, priceCents: 0 }, { ...training, priceCents: 3000 }).problem,
    ).toEqual({
      field: 'priceCents',
      message: eventMessages.sessionNeedsPrice,
    });
    expect(
      seatSale(session, { ...training, sellsPass: true, priceCents: 999 }).problem?.message,
    ).toBe(eventMessages.sessionOnPassChannel);
    expect(
      seatSale({ ...session, capacity: null }, { ...training, priceCents: null }).problem?.field,
    ).toBe('capacity');
    expect(seatSale(session, null).problem?.message).toBe(eventMessages.sessionNeedsChannel);
  });

  it('words the seats left', () => {
    expect(seatsLeftText(0)).toBe('Full');
    expect(seatsLeftText(1)).toBe('1 seat left');
    expect(seatsLeftText(12)).toBe('12 seats left');
  });
});

describe('weekly sessions', () => {
  it('are added three weeks ahead, once, however often the schedule rolls', async () => {
    const t = await createTestApp();
    const channel = onlyRow(
      await t.db
        .insert(channels)
        .values({
          slug: `weekly-${Date.now().toString(36)}`,
          title: 'Weekly Clinic',
          channelName: 'Live Training Hub',
          category: 'training',
          priceCents: 3000,
          provider: 'local',
        })
        .returning(),
    );
    const now = new Date('2026-11-24T12:00:00.000Z');
    const first = scheduleTime(2026, 11, 25, 19);
    await t.db.insert(events).values({
      channelId: channel.id,
      title: 'Grassroots, 7-8 PM',
      startsAt: first,
      endsAt: new Date(first.getTime() + 3600_000),
      capacity: 12,
      priceCents: 3000,
      repeatsWeekly: true,
    });
    await Promise.all([rollWeeklySessions(t.db, now), rollWeeklySessions(t.db, now)]);
    await rollWeeklySessions(t.db, now);
    const rows = await t.db
      .select()
      .from(events)
      .where(eq(events.channelId, channel.id))
      .orderBy(events.startsAt);
    expect(rows.map((row) => formatSessionTime(row.startsAt))).toEqual([
      'Wed, Nov 25, 7:00 PM CST',
      'Wed, Dec 2, 7:00 PM CST',
      'Wed, Dec 9, 7:00 PM CST',
    ]);
    expect(rows.every((row) => row.capacity === 12 && row.repeatsWeekly)).toBe(true);
    expect(rows[1]!.endsAt.getTime() - rows[1]!.startsAt.getTime()).toBe(3600_000);
  });
});
