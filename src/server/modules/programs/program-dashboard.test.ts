import { describe, expect, it } from 'vitest';
import { localInput } from '#shared/event-times';
import { programMessages } from '#shared/programs';
import { organizations } from '#server/db/schema/accounts';
import { rosterEntries, teamInvitations } from '#server/db/schema/programs';
import { channels, payments, purchases } from '#server/db/schema';
import { messagingAthlete } from '#server/test/messaging-fixtures';
import { goodCard, unique } from '#server/test/purchase-fixtures';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY = 86_400_000;
const chicago = (days: number, time: string) =>
  `${localInput(new Date(Date.now() + days * DAY), 'America/Chicago').slice(0, 10)}T${time}`;

/** An organization with its program, a training channel of its own and a team, signed in. */
async function club(name = unique('Dashboard Club')) {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db
    .insert(organizations)
    .values({ ownerUserId: account.id, name, type: 'club', sports: ['Basketball'] });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  const slug = `dash-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const channel = onlyRow(
    await t.db
      .insert(channels)
      .values({
        slug,
        title: `${name} Sessions`,
        channelName: 'Live Training Hub',
        category: 'training',
        priceCents: 3000,
        provider: 'local',
        ownerId: account.id,
      })
      .returning(),
  );
  // A second channel of its own sells pay-per-view passes.
  const passChannel = onlyRow(
    await t.db
      .insert(channels)
      .values({
        slug: `${slug}-pass`,
        title: `${name} Games`,
        channelName: 'Game Night',
        category: 'training',
        priceCents: 3000,
        sellsPass: true,
        provider: 'local',
        ownerId: account.id,
      })
      .returning(),
  );
  const team = await newTeam(t, `${name} 17U`, '17U');
  return Object.assign(t, {
    account,
    program,
    channelSlug: slug,
    channelId: channel.id,
    passSlug: passChannel.slug,
    passChannelId: passChannel.id,
    team,
  });
}

const newTeam = (t: TestApp, name: string, level: string) =>
  unwrap(
    t.api.me.program.teams.$post({ json: { name, sport: 'Basketball', level, season: '2026–27' } }),
    201,
  );

async function member(userType: 'player' | 'coach' = 'player') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType, email: uniqueEmail(userType) });
  await signIn(t, account);
  return Object.assign(t, { account });
}

const session = (t: Awaited<ReturnType<typeof club>>) =>
  unwrap(
    t.api.me.program.events.$post({
      json: {
        kind: 'session',
        title: unique('Shooting clinic'),
        startsAt: chicago(3, '18:00'),
        endsAt: chicago(3, '19:00'),
        timeZone: 'America/Chicago',
        capacity: 8,
        priceCents: 2500,
        channelSlug: t.channelSlug,
      },
    }),
    201,
  );

/** Pays in the test-mode checkout for a seat or a pass. */
async function buy(
  t: TestApp,
  json: { kind: 'booking'; session: string } | { kind: 'pass'; channel: string },
) {
  const { url } = await unwrap(t.api.checkout.purchase.$post({ json }), 200);
  await unwrap(
    t.api.checkout.sandbox[':id'].pay.$post({
      param: { id: url.replace('/checkout/sandbox/', '') },
      json: goodCard,
    }),
    200,
  );
}

/** A purchase written straight to the tables, with its ledger row when `currency` is given. */
async function recordPurchase(
  t: TestApp,
  values: {
    userId: string;
    kind: 'booking' | 'pass';
    channelId: string;
    sessionId?: string;
    amountCents: number;
    status: string;
    paidAt?: Date;
    currency?: 'usd' | 'pi';
    refundedCents?: number;
  },
) {
  const ref = unique('ref').replace(/\s/g, '-');
  const provider = values.currency === 'pi' ? 'pi' : 'local';
  await t.db.insert(purchases).values({
    userId: values.userId,
    kind: values.kind,
    channelId: values.channelId,
    sessionId: values.sessionId ?? null,
    description: 'Recorded',
    amountCents: values.amountCents,
    status: values.status,
    provider,
    providerPaymentRef: ref,
    holdUntil: new Date(),
    paidAt: values.paidAt ?? new Date(),
  });
  if (values.currency) {
    await t.db.insert(payments).values({
      userId: values.userId,
      provider,
      providerRef: ref,
      description: 'Recorded',
      amountCents: values.amountCents,
      currency: values.currency,
      status: values.refundedCents ? 'refunded' : 'paid',
      refundedCents: values.refundedCents ?? null,
      refundedAt: values.refundedCents ? new Date() : null,
    });
  }
}

describe('the program dashboard', () => {
  it('counts teams, rosters, pending places, staff, upcoming events and the program’s own sales', async () => {
    const org = await club();
    const teamB = await newTeam(org, unique('Dashboard 15U'), '15U');
    const [one, two, three] = exactly(
      3,
      await Promise.all([messagingAthlete(), messagingAthlete(), messagingAthlete()]),
    );
    // One athlete active on both teams (one athlete in the totals), one invited, one waiting for
    // a guardian.
    await org.db.insert(rosterEntries).values([
      { teamId: org.team.id, profileId: one.profileId, status: 'active' },
      { teamId: teamB.id, profileId: one.profileId, status: 'active' },
      { teamId: org.team.id, profileId: two.profileId, status: 'invited' },
      { teamId: teamB.id, profileId: three.profileId, status: 'guardian_pending' },
      { teamId: teamB.id, profileId: two.profileId, status: 'left' },
    ]);
    // An open join link counts; a used and an expired invitation do not.
    await unwrap(
      org.api.me.program.teams[':id']['join-link'].$post({ param: { id: org.team.id } }),
    );
    await org.db.insert(teamInvitations).values([
      {
        teamId: teamB.id,
        email: 'used@example.com',
        tokenHash: unique('used'),
        expiresAt: new Date(Date.now() + DAY),
        usedAt: new Date(),
      },
      {
        teamId: teamB.id,
        email: 'late@example.com',
        tokenHash: unique('late'),
        expiresAt: new Date(Date.now() - DAY),
      },
    ]);

    // Staff: an admin and a coach who accepted, one invitation still open.
    const admin = await member('coach');
    const coach = await member('coach');
    for (const [helper, role] of [
      [admin, 'admin'],
      [coach, 'coach'],
    ] as const) {
      await unwrap(
        org.api.me.program.staff.$post({ json: { email: helper.account.email, role } }),
        201,
      );
      const mail = await org.mailTo(helper.account.email.toLowerCase());
      const token = linkIn(mail.text).split('/staff-invitations/')[1]!;
      await unwrap(helper.api['staff-invitations'][':token'].accept.$post({ param: { token } }));
    }
    await unwrap(
      org.api.me.program.staff.$post({ json: { email: uniqueEmail('later'), role: 'coach' } }),
      201,
    );

    // Sales: a seat and a pass by card, a seat in Pi, a refunded seat, a pass from 40 days ago,
    // and a seat still at the checkout (booked on the event, not sold).
    const made = await session(org);
    const buyer = await member();
    await buy(buyer, { kind: 'booking', session: made.id });
    await buy(buyer, { kind: 'pass', channel: org.passSlug });
    const base = { userId: buyer.account.id, channelId: org.channelId };
    await recordPurchase(org, {
      ...base,
      kind: 'booking',
      sessionId: made.id,
      amountCents: 1234,
      status: 'paid',
      currency: 'pi',
    });
    await recordPurchase(org, {
      ...base,
      kind: 'booking',
      sessionId: made.id,
      amountCents: 2500,
      status: 'refunded',
      currency: 'usd',
      refundedCents: 2500,
    });
    await recordPurchase(org, {
      ...base,
      channelId: org.passChannelId,
      kind: 'pass',
      amountCents: 3000,
      status: 'paid',
      paidAt: new Date(Date.now() - 40 * DAY),
    });
    const holder = await member();
    await unwrap(
      holder.api.checkout.purchase.$post({ json: { kind: 'booking', session: made.id } }),
      200,
    );

    // Another program's sales are its own.
    const other = await club();
    const theirs = await session(other);
    await recordPurchase(other, {
      userId: buyer.account.id,
      kind: 'booking',
      channelId: other.channelId,
      sessionId: theirs.id,
      amountCents: 9900,
      status: 'paid',
      currency: 'usd',
    });
    await recordPurchase(other, {
      userId: buyer.account.id,
      kind: 'pass',
      channelId: other.channelId,
      amountCents: 7700,
      status: 'paid',
    });

    const dashboard = await unwrap(org.api.me.program.dashboard.$get());
    expect(dashboard.teams).toEqual([
      {
        id: org.team.id,
        name: org.team.name,
        level: '17U',
        season: '2026–27',
        active: 1,
        guardianPending: 0,
        invited: 1,
        openInvitations: 1,
      },
      {
        id: teamB.id,
        name: teamB.name,
        level: '15U',
        season: '2026–27',
        active: 1,
        guardianPending: 1,
        invited: 0,
        openInvitations: 0,
      },
    ]);
    expect(dashboard.totals).toEqual({
      teams: 2,
      activeAthletes: 1,
      pending: 3,
      staffActive: 2,
      staffInvited: 1,
    });
    expect(dashboard.upcomingEvents).toEqual([
      expect.objectContaining({ id: made.id, kind: 'session', capacity: 8, seatsBooked: 3 }),
    ]);
    expect(dashboard.sales.allTime).toEqual({
      seatsSold: 2,
      passesSold: 2,
      revenue: { usd: 2500 + 3000 + 3000, pi: 1234 },
      refundedCount: 1,
      refunded: { usd: 2500, pi: 0 },
    });
    expect(dashboard.sales.last30Days).toEqual({
      seatsSold: 2,
      passesSold: 1,
      revenue: { usd: 2500 + 3000, pi: 1234 },
      refundedCount: 1,
      refunded: { usd: 2500, pi: 0 },
    });

    // The admin staff member sees the same; the coach is told it is the admins'.
    expect(await unwrap(admin.api.me.program.dashboard.$get())).toEqual(dashboard);
    const refused = await coach.api.me.program.dashboard.$get();
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(programMessages.adminsOnly);

    // The other program sees only its own.
    const theirDashboard = await unwrap(other.api.me.program.dashboard.$get());
    expect(theirDashboard.sales.allTime).toMatchObject({
      seatsSold: 1,
      passesSold: 1,
      revenue: { usd: 9900 + 7700, pi: 0 },
    });
  });

  it('is empty for a new program, refused to athletes and to visitors', async () => {
    const org = await club();
    const dashboard = await unwrap(org.api.me.program.dashboard.$get());
    expect(dashboard.totals).toEqual({
      teams: 1,
      activeAthletes: 0,
      pending: 0,
      staffActive: 0,
      staffInvited: 0,
    });
    expect(dashboard.upcomingEvents).toEqual([]);
    expect(dashboard.sales.allTime).toMatchObject({ seatsSold: 0, passesSold: 0 });

    const athlete = await member('player');
    const refused = await athlete.api.me.program.dashboard.$get();
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(programMessages.notOrganization);
    const visitor = await createTestApp();
    expect((await visitor.api.me.program.dashboard.$get()).status).toBe(401);
  });
});
