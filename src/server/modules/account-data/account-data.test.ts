import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSiteAuth } from '#server/site-auth';
import type { Database } from '#server/db/client';
import { systemClock } from '#server/lib/clock';
import { coachProfiles, organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { account, session, twoFactor, user } from '#server/db/schema/auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { piAccounts } from '#server/db/schema/pi';
import { rosterEntries, teamInvitations, teams } from '#server/db/schema/programs';
import { purchases } from '#server/db/schema/purchases';
import { guardianConsents, reports } from '#server/db/schema/safety';
import { broadcasts, channels } from '#server/db/schema/streams';
import {
  checkoutSessions,
  memberAccess,
  paymentCustomers,
  payments,
  subscriptions,
} from '#server/db/schema/subscriptions';
import { fakeStorage, fakeVideoAssets } from '#server/test/fake-adapters';
import { mp4File } from '#server/test/highlight-test-files';
import { onlyRow, rowsOf } from '#server/test/rows';
import { validProfile } from '#server/security/callers';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn, type TestUser } from '#server/test/test-users';
import { deleteAccountFiles, createAccountDeletion } from './delete-account-data';
import { deleteMember } from './delete-member';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const unique = () => randomBytes(6).toString('hex');

async function uploadAvatar(t: TestApp) {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('avatar', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  // A form, as the editor sends it (the route declares no body: its handler reads the form).
  const res = await t.api.me.avatar.$post(undefined, { init: { body: form } });
  expect(res.status).toBe(200);
}

async function uploadHighlight(t: TestApp) {
  // The raw file, as the editor sends it (the route declares no body: its handler streams it).
  const res = await t.api.me['highlight-video'].$put(undefined, {
    headers: { 'content-type': 'video/mp4' },
    init: { body: mp4File({ seconds: 5 }) },
  });
  expect(res.status).toBe(200);
}

/**
 * A signed-in athlete with everything the site can hold about someone: a profile with a photo
 * and a highlight video (files under the app's own folder), a guardian's consent, a plan, a
 * billing customer, a checkout, a payment, a purchase, a Pi account, an access switch, a coach
 * profile and an organization, two-factor sign-in, a channel with a broadcast, a report they
 * filed, a newsletter sign-up and a contact message from their address, a password reset link
 * and a failed sign-in.
 */
async function populatedAthlete() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'account-data-'));
  const t = await createTestApp({ dataDir });
  const person = await createTestUser(t, { userType: 'player', name: 'Morgan Reyes' });
  await signIn(t, person);
  const saved = await t.api.me.profile.$put({ json: validProfile(`Export ${unique()}`) });
  expect(saved.status).toBe(200);
  const { profile } = await unwrap(saved);
  await uploadAvatar(t);
  await uploadHighlight(t);

  const id = person.id;
  const tag = unique();
  const guardianEmail = uniqueEmail('guardian');
  await t.db.insert(guardianConsents).values({
    userId: id,
    guardianEmail,
    tokenHash: `consent-token-hash-${tag}`,
    status: 'granted',
    allowedVisibility: 'members',
    expiresAt: new Date(Date.now() + 14 * 24 * 3600_000),
    decidedAt: new Date(),
    decidedIp: '203.0.113.9',
  });
  await t.db.insert(subscriptions).values({
    userId: id,
    tier: 'premium',
    status: 'active',
    provider: 'sandbox',
    providerCustomerId: `cus_export_${tag}`,
    providerSubscriptionId: `sub_export_${tag}`,
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
  });
  await t.db
    .insert(paymentCustomers)
    .values({ userId: id, provider: 'sandbox', customerId: `cus_export_${tag}` });
  await t.db.insert(checkoutSessions).values({
    userId: id,
    provider: 'sandbox',
    providerSessionId: `cs_export_${tag}`,
    plan: 'premium',
    amountCents: 999,
    status: 'complete',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await t.db.insert(payments).values({
    userId: id,
    provider: 'sandbox',
    providerRef: `in_export_${tag}`,
    description: 'All Training Subscription',
    amountCents: 999,
    status: 'paid',
  });
  const channel = onlyRow(
    await t.db
      .insert(channels)
      .values({
        slug: `export-${tag}`,
        title: 'Reyes Training Hour',
        channelName: 'Reyes',
        category: 'training',
        provider: 'local',
        streamKeyHash: `stream-key-hash-${tag}`,
        ownerId: id,
      })
      .returning(),
  );
  await t.db.insert(broadcasts).values({ channelId: channel.id, title: 'First session' });
  await t.db.insert(purchases).values({
    userId: id,
    kind: 'pass',
    channelId: channel.id,
    description: 'Pass: Reyes Training Hour',
    amountCents: 500,
    status: 'paid',
    provider: 'sandbox',
    providerSessionId: `cs_pass_${tag}`,
    holdUntil: new Date(),
  });
  await t.db.insert(piAccounts).values({ uid: `pi-${tag}`, userId: id, username: `pioneer${tag}` });
  await t.db.insert(memberAccess).values({ userId: id, hasAccess: true });
  await t.db.insert(coachProfiles).values({
    userId: id,
    firstName: 'Morgan',
    lastName: 'Reyes',
    coachType: 'youth',
    sport: 'Soccer',
  });
  const club = onlyRow(
    await t.db
      .insert(organizations)
      .values({ ownerUserId: id, name: 'Reyes FC', type: 'club' })
      .returning({ id: organizations.id }),
  );
  await t.db.insert(teams).values({
    organizationId: club.id,
    name: 'Reyes FC U17',
    sport: 'Soccer',
    level: 'U17',
    season: '2026–27',
  });
  // A place on another program's team, and an invitation to it mailed to their address.
  const otherOwner = await createTestUser(t, { userType: 'organization', name: 'Other Club' });
  const otherClub = onlyRow(
    await t.db
      .insert(organizations)
      .values({ ownerUserId: otherOwner.id, name: 'Other Club', type: 'club' })
      .returning({ id: organizations.id }),
  );
  const otherTeam = onlyRow(
    await t.db
      .insert(teams)
      .values({
        organizationId: otherClub.id,
        name: 'Other Club 16U',
        sport: 'Basketball',
        level: '16U',
        season: '2026–27',
      })
      .returning({ id: teams.id }),
  );
  await t.db.insert(rosterEntries).values({
    teamId: otherTeam.id,
    profileId: profile.id,
    status: 'active',
    jerseyNumber: 7,
    invitedBy: otherOwner.id,
  });
  await t.db.insert(teamInvitations).values({
    teamId: otherTeam.id,
    email: person.email.toLowerCase(),
    tokenHash: `team-invitation-hash-${tag}`,
    expiresAt: new Date(Date.now() + 14 * 24 * 3600_000),
    createdBy: otherOwner.id,
  });
  await t.db.insert(twoFactor).values({
    id: randomUUID(),
    userId: id,
    secret: `two-factor-secret-${tag}`,
    backupCodes: `backup-codes-${tag}`,
  });
  await t.db.insert(reports).values({
    targetType: 'video',
    targetId: 'bb-basic-1',
    reason: 'spam',
    details: 'Filed by the athlete',
    reporterUserId: id,
    reporterEmail: person.email,
  });
  expect((await t.api.newsletter.$post({ json: { email: person.email } })).status).toBe(200);
  const contact = await t.api.contact.$post({
    json: {
      name: 'Morgan Reyes',
      email: person.email,
      subject: 'My profile',
      message: 'How do I add a second sport?',
    },
  });
  expect(contact.status).toBe(201);
  // A password reset link (better-auth keeps the user id with it) and a failed sign-in from
  // elsewhere (counted by the address typed).
  const elsewhere = await createTestApp({ dataDir });
  expect(
    (
      await elsewhere.post('/api/auth/request-password-reset', {
        email: person.email,
        redirectTo: '/reset-password',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await elsewhere.post('/api/auth/sign-in/email', {
        email: person.email,
        password: 'not-the-password-9',
      })
    ).status,
  ).toBe(401);

  const clip = onlyRow(
    await t.db
      .select({ id: highlightVideos.id })
      .from(highlightVideos)
      .where(eq(highlightVideos.profileId, profile.id)),
  );
  // The clip's captions, a file of their own.
  await unwrap(
    t.api.me.highlights[':id'].captions.$put({
      param: { id: clip.id },
      json: { vtt: 'WEBVTT\n\n00:01.000 --> 00:03.000\nRiley on the break\n' },
    }),
  );
  const highlight = onlyRow(
    await t.db.select().from(highlightVideos).where(eq(highlightVideos.profileId, profile.id)),
  );
  const files = {
    avatar: path.join(dataDir, 'uploads', `player-avatars/${profile.id}.webp`),
    highlight: path.join(dataDir, 'uploads', highlight.storageKey!),
    captions: path.join(dataDir, 'uploads', highlight.captionsStorageKey!),
  };
  expect(existsSync(files.avatar)).toBe(true);
  expect(existsSync(files.highlight)).toBe(true);
  expect(existsSync(files.captions)).toBe(true);
  return { t, person, profileId: profile.id, guardianEmail, channelId: channel.id, files };
}

/** The rows' secrets as stored, which no export may contain. */
async function secretsOf(db: Database, userId: string) {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  const tokens = await db
    .select({ token: session.token })
    .from(session)
    .where(eq(session.userId, userId));
  const [factor] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  const [consent] = await db
    .select({ tokenHash: guardianConsents.tokenHash })
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId));
  const owned = await db
    .select({ hash: channels.streamKeyHash })
    .from(channels)
    .where(eq(channels.ownerId, userId));
  const me = onlyRow(await db.select({ email: user.email }).from(user).where(eq(user.id, userId)));
  const [signup] = await db
    .select({ hash: newsletterSubscribers.confirmTokenHash })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, me.email));
  return [
    credential?.password,
    ...tokens.map((row) => row.token),
    factor?.secret,
    factor?.backupCodes,
    consent?.tokenHash,
    ...owned.map((row) => row.hash),
    signup?.hash,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0);
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('GET /api/me/export', () => {
  it('is for signed-in members only', async () => {
    const visitor = await createTestApp();
    const res = await visitor.api.me.export.$get();
    expect(res.status).toBe(401);
  });

  it('sends everything held about the caller as a file, without secrets or anyone else', async () => {
    const { t, person, profileId, guardianEmail, channelId } = await populatedAthlete();
    // Someone else, with rows of the same kinds.
    const other = await createTestApp();
    const stranger = await createTestUser(other, { userType: 'player', name: 'Sam Other' });
    await signIn(other, stranger);
    const theirs = await other.api.me.profile.$put({ json: validProfile('Other sport') });
    const { profile: strangerProfile } = await unwrap(theirs);
    await other.api.newsletter.$post({ json: { email: stranger.email } });
    await other.api.contact.$post({
      json: {
        name: 'Sam Other',
        email: stranger.email,
        subject: 'Hello',
        message: 'A message from someone else.',
      },
    });
    await other.db.insert(payments).values({
      userId: stranger.id,
      provider: 'sandbox',
      providerRef: `in_other_${unique()}`,
      description: 'Someone else’s payment',
      amountCents: 100,
      status: 'paid',
    });

    const res = await t.api.me.export.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="showcase-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.clone().text();
    const data = await unwrap(res);

    expect(data).toMatchObject({
      site: 'Showcase',
      account: { id: person.id, email: person.email, name: 'Morgan Reyes', userType: 'player' },
      athleteProfile: { id: profileId, userId: person.id, firstName: 'Riley' },
      highlightReel: [
        {
          profileId,
          provider: 'storage',
          contentType: 'video/mp4',
          featured: true,
          position: 0,
          captionsUrl: expect.stringMatching(/^\/uploads\/captions\/highlights\/.+\.vtt$/),
        },
      ],
      guardianConsent: { guardianEmail, status: 'granted', allowedVisibility: 'members' },
      coachProfile: { userId: person.id, coachType: 'youth' },
      organizations: [{ name: 'Reyes FC', teams: [{ name: 'Reyes FC U17', level: 'U17' }] }],
      teamMemberships: [
        {
          status: 'active',
          jerseyNumber: 7,
          team: { name: 'Other Club 16U', program: 'Other Club' },
        },
      ],
      memberAccess: { hasAccess: true },
      subscriptions: [{ tier: 'premium', status: 'active' }],
      paymentCustomers: [{ provider: 'sandbox' }],
      checkoutSessions: [{ plan: 'premium', status: 'complete' }],
      purchases: [{ kind: 'pass', channelId }],
      payments: [{ description: 'All Training Subscription', amountCents: 999 }],
      piAccounts: [{ userId: person.id }],
      twoFactor: { verified: true },
      newsletterSubscription: { email: person.email },
      contactMessages: [{ subject: 'My profile', message: 'How do I add a second sport?' }],
      reportsFiled: [{ targetId: 'bb-basic-1', reason: 'spam', reporterEmail: person.email }],
      channels: [{ id: channelId, title: 'Reyes Training Hour', broadcasts: [{}] }],
      signInMethods: [{ providerId: 'credential' }],
    });
    // Every column of the profile, the ones only its owner sees included.
    expect(Object.keys(data.athleteProfile ?? {})).toEqual(
      expect.arrayContaining(['birthDate', 'visibility', 'listed', 'avatarUrl', 'createdAt']),
    );
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'ipAddress',
      'updatedAt',
      'userAgent',
    ]);

    // No secrets, by value or by name.
    const secrets = await secretsOf(t.db, person.id);
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(keysOf(data).filter((key) => /password|secret|token|hash|backup/i.test(key))).toEqual(
      [],
    );
    // Nor other people's details: the guardian's IP address, anyone else's rows.
    expect(text).not.toContain('203.0.113.9');
    for (const foreign of [stranger.id, stranger.email, strangerProfile.id, 'Sam Other']) {
      expect(text).not.toContain(foreign);
    }
  });
});

// ---- the whole database, searched

type Hit = { table: string; columns: string[] };

/** Every table in the database (any schema but PostgreSQL's own), with its columns. */
async function listTables(db: Database): Promise<Map<string, string[]>> {
  const rows = rowsOf(
    await db.execute(sql`
      select c.table_schema as schema, c.table_name as name, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.table_schema not like 'pg\\_%'
      order by c.table_schema, c.table_name, c.ordinal_position
    `),
    z.object({ schema: z.string(), name: z.string(), column: z.string() }),
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.schema === 'public' ? row.name : `${row.schema}.${row.name}`;
    tables.set(key, [...(tables.get(key) ?? []), row.column]);
  }
  return tables;
}

/**
 * The tables (and columns) holding any of the values, in any column of any type: each row is
 * searched as text, then the matching rows' columns are named.
 */
async function findEverywhere(db: Database, values: string[]): Promise<Hit[]> {
  const needles = values.map((value) => value.toLowerCase());
  const hits: Hit[] = [];
  for (const [table, columns] of await listTables(db)) {
    const [schema, name] = exactly(2, table.includes('.') ? table.split('.') : ['public', table]);
    const target = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const matches = sql.join(
      needles.map((needle) => sql`strpos(lower(x::text), ${needle}) > 0`),
      sql` or `,
    );
    const rows = rowsOf(
      await db.execute(sql`select to_jsonb(x) as row from ${target} as x where ${matches}`),
      z.object({ row: z.record(z.string(), z.unknown()) }),
    );
    if (rows.length === 0) continue;
    const named = columns.filter((column) =>
      rows.some((row) =>
        needles.some((needle) =>
          JSON.stringify(row.row[column] ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      ),
    );
    hits.push({ table, columns: named });
  }
  return hits;
}

/**
 * Tables allowed to keep a deleted member's address. dev_mailbox is the development stand-in for
 * recipients' inboxes (production sends real mail and never writes to it): mail already sent to
 * someone is theirs to delete, not the site's.
 */
const mayKeep = new Set(['dev_mailbox']);

describe('deleting an account', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves nothing of it in any table, and deletes its photo, video and captions', async () => {
    const { t, person, guardianEmail, channelId, files } = await populatedAthlete();
    const tables = await listTables(t.db);
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining(['user', 'player_profiles', 'guardian_consents', 'reports']),
    );

    // The search sees the member everywhere they are before the deletion.
    const before = (await findEverywhere(t.db, [person.id, person.email])).map((hit) => hit.table);
    expect(before).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'two_factor',
        'player_profiles',
        'guardian_consents',
        'coach_profiles',
        'organizations',
        'team_invitations',
        'member_access',
        'subscriptions',
        'payment_customers',
        'checkout_sessions',
        'payments',
        'purchases',
        'pi_accounts',
        'newsletter_subscribers',
        'contact_messages',
        'reports',
        'channels',
        'request_limits',
      ]),
    );

    const deleted = await t.post('/api/auth/delete-user', { password: person.password });
    expect(deleted.status).toBe(200);

    const left = await findEverywhere(t.db, [person.id, person.email, guardianEmail]);
    expect(left.filter((hit) => !mayKeep.has(hit.table))).toEqual([]);
    expect(existsSync(files.avatar)).toBe(false);
    expect(existsSync(files.highlight)).toBe(false);
    expect(existsSync(files.captions)).toBe(false);

    // The report stays for the moderators, without its reporter; the channel without its owner.
    const [report] = await t.db
      .select()
      .from(reports)
      .where(eq(reports.details, 'Filed by the athlete'))
      .orderBy(sql`${reports.createdAt} desc`)
      .limit(1);
    expect(report).toMatchObject({ reporterUserId: null, reporterEmail: null });
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, channelId));
    expect(channel?.ownerId).toBeNull();
    // The deleted session no longer works.
    expect((await t.api.me.export.$get()).status).toBe(401);
  });

  it('is refused while a card plan still renews, and goes ahead once it is canceled', async () => {
    const t = await createTestApp();
    const person = await createTestUser(t, { userType: 'player' });
    await signIn(t, person);
    const plan = onlyRow(
      await t.db
        .insert(subscriptions)
        .values({
          userId: person.id,
          tier: 'recruiting',
          status: 'active',
          provider: 'stripe',
          providerCustomerId: `cus_${randomUUID()}`,
          providerSubscriptionId: `sub_${randomUUID()}`,
          currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
        })
        .returning(),
    );
    const refused = await t.post('/api/auth/delete-user', { password: person.password });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(/Cancel it under Billing/);
    expect(await t.db.select().from(user).where(eq(user.id, person.id))).toHaveLength(1);

    await t.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, plan.id));
    await t.heard();
    expect((await t.post('/api/auth/delete-user', { password: person.password })).status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, person.id))).toHaveLength(0);
  });

  it('has the same effect when an administrator deletes the member by id', async () => {
    const { t, person, guardianEmail, files } = await populatedAthlete();
    const auth = createSiteAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      caches: t.caches,
    });
    expect(await deleteMember({ auth, db: t.db }, person.id)).toBe(true);
    const left = await findEverywhere(t.db, [person.id, person.email, guardianEmail]);
    expect(left.filter((hit) => !mayKeep.has(hit.table))).toEqual([]);
    expect(existsSync(files.avatar)).toBe(false);
    expect(existsSync(files.highlight)).toBe(false);
    expect(existsSync(files.captions)).toBe(false);
    expect(await deleteMember({ auth, db: t.db }, person.id)).toBe(false);
  });

  it('deletes a highlight kept at the video provider', async () => {
    const t = await createTestApp();
    const person: TestUser = await createTestUser(t, { userType: 'player' });
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({ userId: person.id, firstName: 'Ada', lastName: 'Stone' })
        .returning(),
    );
    await t.db.insert(highlightVideos).values({
      profileId: profile.id,
      contentType: 'video/mp4',
      sizeBytes: 1000,
      provider: 'livepeer',
      assetId: `asset-${unique()}`,
      status: 'ready',
    });
    const deletedAssets: string[] = [];
    const deleteFile = vi.fn(async (_key: string) => {});
    const storage = fakeStorage({ delete: deleteFile });
    const videoAssets = fakeVideoAssets({
      deleteAsset: async (id: string) => void deletedAssets.push(id),
    });
    const deletion = createAccountDeletion({
      db: t.db,
      storage,
      videoAssets,
      caches: t.caches.athletes,
      clock: systemClock,
    });
    const highlight = onlyRow(
      await t.db.select().from(highlightVideos).where(eq(highlightVideos.profileId, profile.id)),
    );
    await deletion.beforeDelete({ ...person, emailVerified: true });
    await t.db.delete(user).where(eq(user.id, person.id));
    await deletion.afterDelete({ ...person, emailVerified: true });
    expect(deletedAssets).toEqual([highlight.assetId]);
    expect(deleteFile).toHaveBeenCalledWith(`player-avatars/${profile.id}.webp`);
  });

  it('tries a failing file again, then logs what is left without failing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const storage = fakeStorage({
      delete: async (key: string) => {
        calls += 1;
        if (key.startsWith('highlights/')) throw new Error('bucket unavailable');
      },
    });
    const left = await deleteAccountFiles({ storage }, 'user-1', {
      storageKeys: ['player-avatars/p.webp', 'highlights/p-1.mp4'],
      assetIds: ['asset-1'],
    });
    expect(left).toEqual({ storageKeys: ['highlights/p-1.mp4'], assetIds: ['asset-1'] });
    // One try for the photo, three for the video.
    expect(calls).toBe(4);
    // (Other tests' work finishing in the background may log too: only this account's lines count.)
    const logged = error.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes('user-1'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('highlights/p-1.mp4');
    expect(logged[0]).toContain('asset-1');
  });
});
