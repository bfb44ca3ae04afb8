import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localInput } from '#shared/event-times';
import { purchaseMessages } from '#shared/payments';
import { eventMessages, programMessages } from '#shared/programs';
import { pageLinkMessage } from '#shared/schemas/keyset-cursor';
import type { EventInputForm } from '#shared/schemas/events';
import { organizations } from '#server/db/schema/accounts';
import { adminAuditLog, channels, payments, purchases } from '#server/db/schema';
import { goodCard, unique } from '#server/test/purchase-fixtures';
import { piWallet } from '#server/test/pi-wallet';
import { markPurchasePaid } from '#server/modules/payments';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { within } from '#server/test/within';
import { onlyRow } from '#server/test/rows';

const DAY = 86_400_000;
/** The wall clock in Chicago `days` from now at `time`. */
const chicago = (days: number, time: string) =>
  `${localInput(new Date(Date.now() + days * DAY), 'America/Chicago').slice(0, 10)}T${time}`;

/** An organization with its program, a training channel of its own, signed in on its own app. */
async function club(name = unique('Events Club'), state = 'WI') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db
    .insert(organizations)
    .values({ ownerUserId: account.id, name, type: 'club', sports: ['Basketball'], state });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  const slug = `events-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await t.db.insert(channels).values({
    slug,
    title: `${name} Sessions`,
    channelName: 'Live Training Hub',
    category: 'training',
    priceCents: 3000,
    provider: 'local',
    ownerId: account.id,
  });
  const team = await unwrap(
    t.api.me.program.teams.$post({
      json: { name: `${name} 17U`, sport: 'Basketball', level: '17U', season: '2026–27' },
    }),
    201,
  );
  return Object.assign(t, { account, program, channelSlug: slug, team });
}

async function member(userType: 'player' | 'coach' = 'player') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType, email: uniqueEmail(userType) });
  await signIn(t, account);
  return Object.assign(t, { account });
}

const showcase = (t: Awaited<ReturnType<typeof club>>, more: Partial<EventInputForm> = {}) =>
  t.api.me.program.events.$post({
    json: {
      kind: 'showcase',
      title: unique('Winter Showcase'),
      startsAt: chicago(10, '09:00'),
      endsAt: chicago(10, '16:00'),
      timeZone: 'America/Chicago',
      place: 'Fieldhouse',
      city: 'Madison',
      state: 'WI',
      teamIds: [t.team.id],
      ...more,
    },
  });

const session = (t: Awaited<ReturnType<typeof club>>, capacity = 8) =>
  unwrap(
    t.api.me.program.events.$post({
      json: {
        kind: 'session',
        title: unique('Shooting clinic'),
        startsAt: chicago(3, '18:00'),
        endsAt: chicago(3, '19:00'),
        timeZone: 'America/Chicago',
        capacity,
        priceCents: 2500,
        channelSlug: t.channelSlug,
      },
    }),
    201,
  );

describe('a program’s schedule', () => {
  it('takes events from its staff, with times where they happen, and shows each on its page', async () => {
    const org = await club();
    const made = await unwrap(showcase(org, { channelSlug: org.channelSlug }), 201);
    expect(made).toMatchObject({
      kind: 'showcase',
      sport: 'Basketball',
      teamIds: [org.team.id],
      startsLocal: chicago(10, '09:00'),
      timeZone: 'America/Chicago',
      cancelled: false,
    });
    // Stored as the instant the Chicago clock reads 9:00.
    expect(localInput(new Date(made.startsAt), 'America/Chicago')).toBe(chicago(10, '09:00'));

    const visitor = await createTestApp();
    const page = await unwrap(visitor.api.events[':id'].$get({ param: { id: made.id } }));
    expect(page).toMatchObject({
      title: made.title,
      programSlug: org.program.slug,
      teams: [expect.objectContaining({ id: org.team.id, level: '17U' })],
      canManage: false,
      hasRosterBook: true,
      seats: null,
    });
    const own = await unwrap(org.api.events[':id'].$get({ param: { id: made.id } }));
    expect(own.canManage).toBe(true);
    expect(page.channel).toEqual({ slug: org.channelSlug, title: expect.any(String) });
    // Its team's page lists it on the schedule, and the channel among the team's streams.
    const team = await unwrap(visitor.api.teams[':id'].$get({ param: { id: org.team.id } }));
    expect(team.events.map((event) => event.id)).toContain(made.id);
    expect(team.channels).toEqual([{ slug: org.channelSlug, title: expect.any(String) }]);

    const schedule = await unwrap(org.api.me.program.events.$get());
    expect(schedule.events.map((event) => event.id)).toContain(made.id);
    expect(schedule.channels).toEqual([
      { slug: org.channelSlug, title: expect.stringContaining('Sessions') },
    ]);

    const edited = await unwrap(
      org.api.me.program.events[':id'].$patch({
        param: { id: made.id },
        json: {
          title: 'Renamed Showcase',
          startsAt: chicago(11, '10:00'),
          endsAt: chicago(11, '15:00'),
        },
      }),
    );
    expect(edited).toMatchObject({ title: 'Renamed Showcase', startsLocal: chicago(11, '10:00') });
  });

  it('keeps a visitor’s event page, and shows an edit at once here and within a second on another instance', async () => {
    const org = await club();
    const made = await unwrap(showcase(org, { channelSlug: org.channelSlug }), 201);
    const here = await createTestApp();
    const there = await createTestApp({}, { ownCaches: true });
    const title = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
      (await unwrap(t.api.events[':id'].$get({ param: { id: made.id } }))).title;
    expect([await title(here), await title(there)]).toEqual([made.title, made.title]);

    await unwrap(
      org.api.me.program.events[':id'].$patch({
        param: { id: made.id },
        json: { title: 'Renamed Showcase' },
      }),
    );
    expect(await title(here)).toBe('Renamed Showcase');
    await within(1000, async () => (await title(there)) === 'Renamed Showcase');
    // The staff's own page is theirs: read for them, with their right to manage it.
    const own = await unwrap(org.api.events[':id'].$get({ param: { id: made.id } }));
    expect(own).toMatchObject({ title: 'Renamed Showcase', canManage: true });
    expect((await unwrap(here.api.events[':id'].$get({ param: { id: made.id } }))).canManage).toBe(
      false,
    );
  });

  it('refuses another program’s channel and teams, sessions without seats, and times that do not fit', async () => {
    const org = await club();
    const other = await club();
    const foreignTeam = await showcase(org, { teamIds: [other.team.id] });
    expect(foreignTeam.status).toBe(400);
    expect((await errorOf(foreignTeam)).message).toBe(eventMessages.teamsNotFound);
    const foreignChannel = await showcase(org, { channelSlug: other.channelSlug });
    expect((await errorOf(foreignChannel)).message).toBe(eventMessages.channelNotFound);
    const noSeats = await showcase(org, { kind: 'session', channelSlug: org.channelSlug });
    expect((await errorOf(noSeats)).message).toBe(eventMessages.sessionNeedsSeats);
    const noChannel = await showcase(org, { kind: 'session', capacity: 5 });
    expect((await errorOf(noChannel)).message).toBe(eventMessages.sessionNeedsChannel);
    const backwards = await showcase(org, { endsAt: chicago(10, '08:00') });
    expect((await errorOf(backwards)).message).toBe(eventMessages.endsBeforeStart);
    const past = await showcase(org, {
      startsAt: chicago(-3, '09:00'),
      endsAt: chicago(-3, '10:00'),
    });
    expect((await errorOf(past)).message).toBe(eventMessages.eventPast);
    const strict = await org.post('/api/me/program/events', { kind: 'showcase', extra: 1 });
    expect(strict.status).toBe(400);

    // Another program's event is not there for this one's staff.
    const theirs = await unwrap(showcase(other), 201);
    const edit = await org.api.me.program.events[':id'].$patch({
      param: { id: theirs.id },
      json: { title: 'Mine now' },
    });
    expect(edit.status).toBe(404);
    const cancel = await org.api.me.program.events[':id'].cancel.$post({
      param: { id: theirs.id },
    });
    expect(cancel.status).toBe(404);
  });

  it('is kept by the program’s staff only', async () => {
    const athlete = await member('player');
    const answer = await athlete.api.me.program.events.$get();
    expect(answer.status).toBe(403);
    expect((await errorOf(answer)).message).toBe(programMessages.notOrganization);
    const visitor = await createTestApp();
    expect((await visitor.api.me.program.events.$get()).status).toBe(401);
  });
});

describe('/tournaments', () => {
  it('lists upcoming tournaments and showcases of every program, filtered by sport, state and month', async () => {
    const wisconsin = await club(unique('Badger Club'), 'WI');
    const texas = await club(unique('Lone Star Club'), 'TX');
    const first = await unwrap(showcase(wisconsin, { title: unique('Badger Showcase') }), 201);
    const second = await unwrap(
      showcase(texas, {
        kind: 'tournament',
        title: unique('Lone Star Classic'),
        state: 'TX',
        city: 'Austin',
        startsAt: chicago(40, '08:00'),
        endsAt: chicago(41, '18:00'),
      }),
      201,
    );
    const practice = await unwrap(showcase(wisconsin, { kind: 'practice' }), 201);
    const visitor = await createTestApp();
    const ids = async (query: Record<string, string>) => {
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await unwrap(
          visitor.api.tournaments.$get({ query: { ...query, ...(after ? { after } : {}) } }),
        );
        seen.push(...page.items.map((item) => item.id));
        if (!page.next) return { seen, page };
        after = page.next;
      }
    };
    const all = await ids({});
    expect(all.seen).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(all.seen).not.toContain(practice.id);
    expect(all.page.states).toEqual(expect.arrayContaining(['TX', 'WI']));
    // The filters are kept between requests, and an event added or cancelled shows in them at once.
    const wyoming = !all.page.states.includes('WY');
    const added = await unwrap(
      showcase(texas, { title: unique('Cowboy Showcase'), state: 'WY' }),
      201,
    );
    expect((await ids({})).page.states).toContain('WY');
    await unwrap(texas.api.me.program.events[':id'].cancel.$post({ param: { id: added.id } }));
    if (wyoming) expect((await ids({})).page.states).not.toContain('WY');

    const texasOnly = await ids({ state: 'TX' });
    expect(texasOnly.seen).toContain(second.id);
    expect(texasOnly.seen).not.toContain(first.id);
    const month = localInput(new Date(second.startsAt), 'America/Chicago').slice(0, 7);
    const inMonth = await ids({ month, sport: 'basketball' });
    expect(inMonth.seen).toContain(second.id);
    const noSport = await ids({ sport: 'Curling' });
    expect(noSport.seen).toEqual([]);
    expect((await visitor.get('/api/tournaments?month=2026-13')).status).toBe(400);

    // Cancelled: off the list, still on its page, marked.
    await unwrap(wisconsin.api.me.program.events[':id'].cancel.$post({ param: { id: first.id } }));
    expect((await ids({ state: 'WI' })).seen).not.toContain(first.id);
    const page = await unwrap(visitor.api.events[':id'].$get({ param: { id: first.id } }));
    expect(page).toMatchObject({ cancelled: true, hasRosterBook: false });
  });

  it('refuses a page link whose position is not an event’s, before the database reads it', async () => {
    const visitor = await createTestApp();
    for (const after of [
      `0000000000000_${'-'.repeat(36)}`,
      `1767225600000_${'0'.repeat(36)}`,
      `1767225600000_${randomUUID()}\u0000`,
    ]) {
      const res = await visitor.get(`/api/tournaments?after=${encodeURIComponent(after)}`);
      expect(res.status, after).toBe(400);
      expect((await errorOf(res)).message).toBe(pageLinkMessage);
    }
    // A link the list wrote goes on working.
    const after = `1767225600000_${randomUUID()}`;
    expect((await visitor.get(`/api/tournaments?after=${after}`)).status).toBe(200);
  });
});

describe('a paid session’s seats', () => {
  /** A session of the club's on `channelSlug`, 10 seats at $25.00 unless told otherwise. */
  const sessionOn = (
    t: Awaited<ReturnType<typeof club>>,
    channelSlug: string,
    more: Partial<EventInputForm> = {},
  ) =>
    t.api.me.program.events.$post({
      json: {
        kind: 'session',
        title: unique('Training session'),
        startsAt: chicago(4, '18:00'),
        endsAt: chicago(4, '19:00'),
        timeZone: 'America/Chicago',
        capacity: 10,
        priceCents: 2500,
        channelSlug,
        ...more,
      },
    });

  it('are sold at the session’s own price on a channel of no price of its own, on its page, its channel’s page and at the checkout', async () => {
    const org = await club();
    // The channel form leaves the seat price empty.
    const { channel } = await unwrap(
      org.api.me.channels.$post({
        json: {
          title: unique('Club Training'),
          channel: 'Live Training Hub',
          category: 'training',
        },
      }),
      201,
    );
    expect(channel.priceCents).toBeNull();
    const made = await unwrap(sessionOn(org, channel.slug), 201);

    // The event page offers it at $25.00, and so do the channel's page and card.
    const buyer = await member('player');
    const eventPage = () => unwrap(buyer.api.events[':id'].$get({ param: { id: made.id } }));
    expect(await eventPage()).toMatchObject({
      channel: { slug: channel.slug },
      seats: { capacity: 10, left: 10, priceCents: 2500, booking: null },
    });
    const channelPage = async () =>
      (await unwrap(buyer.api.channels[':slug'].$get({ param: { slug: channel.slug } }))).channel;
    const offered = await channelPage();
    expect(offered.offer).toBe('booking');
    expect(offered.sessions).toEqual([
      expect.objectContaining({ id: made.id, priceCents: 2500, capacity: 10, seatsLeft: 10 }),
    ]);
    const card = (await unwrap(buyer.api.channels.$get())).items.find(
      (one) => one.slug === channel.slug,
    );
    expect(card?.sessions.map((one) => [one.id, one.priceCents])).toEqual([[made.id, 2500]]);

    // The checkout charges $25.00 and takes a seat.
    const { url } = await unwrap(
      buyer.api.checkout.purchase.$post({ json: { kind: 'booking', session: made.id } }),
      200,
    );
    const [held] = await org.db
      .select({ amountCents: purchases.amountCents })
      .from(purchases)
      .where(eq(purchases.sessionId, made.id));
    expect(held).toEqual({ amountCents: 2500 });
    await unwrap(
      buyer.api.checkout.sandbox[':id'].pay.$post({
        param: { id: url.replace('/checkout/sandbox/', '') },
        json: goodCard,
      }),
      200,
    );
    expect((await eventPage()).seats).toMatchObject({ left: 9, booking: 'booked' });
    expect((await channelPage()).sessions[0]).toMatchObject({ seatsLeft: 9, booking: 'booked' });
    const billing = await unwrap(buyer.api.me.billing.$get(), 200);
    expect(billing.receipts[0]).toMatchObject({ amountCents: 2500, status: 'paid' });
  });

  it('are never offered where they cannot be bought: the schedule refuses a free session and a pass channel', async () => {
    const org = await club();
    const free = await sessionOn(org, org.channelSlug, { priceCents: 0 });
    expect(free.status).toBe(400);
    expect(await errorOf(free)).toMatchObject({
      message: eventMessages.sessionNeedsPrice,
      fieldErrors: { priceCents: [eventMessages.sessionNeedsPrice] },
    });
    // A pass opens its channel to pass holders only: a seat there would open nothing.
    const passSlug = `${org.channelSlug}-pass`;
    await org.db.insert(channels).values({
      slug: passSlug,
      title: unique('Club Games'),
      channelName: 'Game Night',
      category: 'training',
      priceCents: 999,
      sellsPass: true,
      provider: 'local',
      ownerId: org.account.id,
    });
    const onPass = await sessionOn(org, passSlug);
    expect((await errorOf(onPass)).message).toBe(eventMessages.sessionOnPassChannel);

    // A session on a channel made a pass after it was scheduled is offered nowhere, nor sold.
    const made = await unwrap(sessionOn(org, org.channelSlug), 201);
    await org.db
      .update(channels)
      .set({ sellsPass: true })
      .where(eq(channels.slug, org.channelSlug));
    const buyer = await member('player');
    expect(
      (await unwrap(buyer.api.events[':id'].$get({ param: { id: made.id } }))).seats,
    ).toBeNull();
    const { channel } = await unwrap(
      buyer.api.channels[':slug'].$get({ param: { slug: org.channelSlug } }),
    );
    expect(channel.sessions).toEqual([]);
    const bought = await buyer.api.checkout.purchase.$post({
      json: { kind: 'booking', session: made.id },
    });
    expect(bought.status).toBe(400);
    expect((await errorOf(bought)).message).toBe(purchaseMessages.noSeats);
  });
});

describe('cancelling a paid session', () => {
  it('refunds each card seat once, marks Pi seats for refund, releases holds and mails the buyers', async () => {
    const org = await club();
    const made = await session(org);

    // A member pays by card in the test-mode checkout.
    const card = await member('player');
    const { url } = await unwrap(
      card.api.checkout.purchase.$post({ json: { kind: 'booking', session: made.id } }),
      200,
    );
    await unwrap(
      card.api.checkout.sandbox[':id'].pay.$post({
        param: { id: url.replace('/checkout/sandbox/', '') },
        json: goodCard,
      }),
      200,
    );
    // Another pays in Pi.
    const pi = await createTestApp();
    const wallet = await piWallet(pi);
    await unwrap(pi.api.pi.auth.$post({ json: { accessToken: wallet.accessToken } }), 200);
    const placed = await unwrap(
      pi.api.pi.orders.$post({ json: { kind: 'booking', session: made.id } }),
      200,
    );
    const payment = await unwrap(
      wallet.pay({ amount: placed.amount, memo: placed.memo, metadata: placed.metadata }),
      201,
    );
    await unwrap(
      pi.api.pi.payments.approve.$post({ json: { paymentId: payment.identifier } }),
      200,
    );
    const signed = await unwrap(wallet.sign(payment.identifier), 200);
    await unwrap(
      pi.api.pi.payments.complete.$post({
        json: { paymentId: payment.identifier, txid: signed.transaction!.txid },
      }),
      200,
    );
    // A third is still at the checkout.
    const holder = await member('player');
    await unwrap(
      holder.api.checkout.purchase.$post({ json: { kind: 'booking', session: made.id } }),
      200,
    );
    const page = await unwrap(card.api.events[':id'].$get({ param: { id: made.id } }));
    expect(page.seats).toMatchObject({ capacity: 8, left: 5, priceCents: 2500, booking: 'booked' });

    // Seats booked: the session stays a session with at least as many seats.
    const shrink = await org.api.me.program.events[':id'].$patch({
      param: { id: made.id },
      json: { capacity: 2 },
    });
    expect((await errorOf(shrink)).message).toBe(eventMessages.capacityBelowBooked);
    const recast = await org.api.me.program.events[':id'].$patch({
      param: { id: made.id },
      json: { kind: 'practice' },
    });
    expect(recast.status).toBe(409);

    const cancelled = await unwrap(
      org.api.me.program.events[':id'].cancel.$post({ param: { id: made.id } }),
    );
    expect(cancelled).toMatchObject({ refunded: 1, refundsDue: 1, released: 1, failed: 0 });
    expect(cancelled.event.cancelled).toBe(true);

    const rows = await org.db
      .select({
        userId: purchases.userId,
        status: purchases.status,
        ref: purchases.providerPaymentRef,
      })
      .from(purchases)
      .where(eq(purchases.sessionId, made.id));
    const statusOf = (userId: string) => rows.find((row) => row.userId === userId)?.status;
    expect(statusOf(card.account.id)).toBe('refunded');
    expect(statusOf(holder.account.id)).toBe('canceled');
    expect(rows.map((row) => row.status).sort()).toEqual(['canceled', 'refund_due', 'refunded']);
    const cardRef = rows.find((row) => row.userId === card.account.id)!.ref!;
    const ledger = onlyRow(
      await org.db.select().from(payments).where(eq(payments.providerRef, cardRef)),
    );
    expect(ledger).toMatchObject({ refundedCents: 2500, refundedBy: org.account.id });
    const audits = await org.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, ledger.id));
    expect(audits).toHaveLength(1);

    const mail = await org.lastMailTo(card.account.email);
    expect(mail?.subject).toBe(`Cancelled: ${made.title}`);
    expect(mail?.text).toContain('$25.00 has been refunded to the card you paid with');

    // Once: a second cancel refunds nothing.
    const again = await org.api.me.program.events[':id'].cancel.$post({ param: { id: made.id } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(eventMessages.alreadyCancelled);
    expect(
      await org.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, ledger.id)),
    ).toHaveLength(1);

    // A card checkout still open at the provider when staff cancelled can be paid there: the
    // seat is not sold, the payment is marked for a refund.
    const open = onlyRow(
      await org.db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.sessionId, made.id), eq(purchases.userId, holder.account.id))),
    );
    const late = await org.db.transaction((tx) =>
      markPurchasePaid(tx, open.id, new Date(), 'pi_late_payment', new Date()),
    );
    expect(late).toBe('refund_due');
    const [afterLate] = await org.db
      .select({ status: purchases.status, accessUntil: purchases.accessUntil })
      .from(purchases)
      .where(eq(purchases.id, open.id));
    expect(afterLate).toEqual({ status: 'refund_due', accessUntil: null });

    // No one books a cancelled session, and the member's billing shows the refund.
    const rebook = await holder.api.checkout.purchase.$post({
      json: { kind: 'booking', session: made.id },
    });
    expect(rebook.status).toBe(409);
    const billing = await unwrap(card.api.me.billing.$get(), 200);
    expect(billing.receipts[0]).toMatchObject({ status: 'refunded' });
  });
});
