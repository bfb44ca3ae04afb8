import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ReportInput } from '#shared/schemas/privacy';
import { listDevMail } from '#server/adapters/mail/dev-mailbox-mailer';
import type { Mailer } from '#server/adapters/mail/mailer';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { reports } from '#server/db/schema/safety';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { releaseHold } from '#server/modules/admin-reports';
import { reportRateLimit } from './routes';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reports-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SAFETY = 'safety@showcase.example';
/** A basic video plays for everyone, so its page and its library answer signed-out callers. */
const VIDEO = 'bb-basic-2';

async function fileReport(t: TestApp, json: ReportInput) {
  const res = await t.api.reports.$post({ json });
  expect(res.status).toBe(201);
  return unwrap(res);
}

/** The newest mail to an address whose subject names the reference. */
async function mailAbout(t: TestApp, to: string, reference: string) {
  const mail = await listDevMail(t.db, 200);
  return mail.find((message) => message.to === to && message.subject.includes(reference));
}

/** A listed athlete in a sport of its own, as the athlete lists show it. */
async function insertAthlete(t: TestApp) {
  const sport = `Reports ${randomUUID().slice(0, 8)}`;
  const userId = randomUUID();
  await t.db.insert(user).values({
    id: userId,
    name: 'Riley Carter',
    email: uniqueEmail('athlete'),
    emailVerified: true,
  });
  const profile = onlyRow(
    await t.db
      .insert(playerProfiles)
      .values({ userId, firstName: 'Riley', lastName: 'Carter', sport, listed: true })
      .returning(),
  );
  await t.caches.athletes.changed();
  return { sport, profileId: profile.id, userId };
}

async function signedInAdmin() {
  const admin = await createTestApp({ dataDir });
  const account = await createTestUser(admin, { role: 'admin' });
  await signIn(admin, account);
  return Object.assign(admin, { userId: account.id });
}

const hold = async (admin: TestApp, reportId: string, reason = 'Under review after a report') => {
  const res = await admin.api.admin.reports[':id'].hold.$post({
    param: { id: reportId },
    json: { reason },
  });
  expect(res.status).toBe(200);
  return unwrap(res);
};

const newChannel = (admin: TestApp, title: string) =>
  admin.api.me.channels.$post({ json: { title, channel: 'Reports', category: 'other' } });

describe('POST /api/reports', () => {
  it('stores a visitor’s report, mails the safety team and sends the visitor a receipt', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('visitor');
    const receipt = await fileReport(t, {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'inappropriate',
      details: 'The comments under it are <b>not</b> okay.',
      email,
    });
    expect(receipt).toEqual({
      id: expect.any(String),
      reference: receipt.id.slice(0, 8).toUpperCase(),
      status: 'open',
      receiptSentTo: email,
    });

    const [stored] = await t.db.select().from(reports).where(eq(reports.id, receipt.id));
    expect(stored).toMatchObject({
      targetType: 'video',
      targetId: VIDEO,
      reason: 'inappropriate',
      details: 'The comments under it are <b>not</b> okay.',
      reporterUserId: null,
      reporterEmail: email,
      status: 'open',
    });

    const toSafety = await mailAbout(t, SAFETY, receipt.reference);
    expect(toSafety?.subject).toBe(
      `[Showcase safety] Report ${receipt.reference}: Training video, Sexual, violent or otherwise inappropriate content`,
    );
    expect(toSafety?.text).toContain('Form Shooting from Five Spots');
    expect(toSafety?.text).toContain(`http://localhost:3000/video/${VIDEO}`);
    expect(toSafety?.text).toContain('The comments under it are <b>not</b> okay.');
    expect(toSafety?.text).toContain(`receipt sent to ${email}`);
    // What the visitor typed is escaped in the HTML version.
    expect(toSafety?.html).toContain('&#60;b&#62;not&#60;/b&#62;');
    expect(toSafety?.html).not.toContain('<b>not</b>');

    const sent = await t.lastMailTo(email);
    expect(sent?.subject).toBe(`We received your report (${receipt.reference}) – Showcase`);
    expect(sent?.text).toContain('What happens next');
    // The receipt repeats nothing the visitor typed and names nothing reported.
    expect(sent?.text).not.toContain('comments');
    expect(sent?.text).not.toContain('Form Shooting');
  });

  it('sends a member’s receipt to their account address and names them to the safety team', async () => {
    const t = await createTestApp();
    const member = await createTestUser(t);
    await signIn(t, member);
    const athlete = await insertAthlete(t);
    // A member's receipt goes to their account, whatever address the body names.
    const receipt = await fileReport(t, {
      targetType: 'athlete',
      targetId: athlete.profileId,
      reason: 'minor-safety',
      email: 'someone.else@example.com',
    });
    expect(receipt.receiptSentTo).toBe(member.email);

    const [stored] = await t.db.select().from(reports).where(eq(reports.id, receipt.id));
    expect(stored).toMatchObject({ reporterUserId: member.id, reporterEmail: member.email });

    const toSafety = await mailAbout(t, SAFETY, receipt.reference);
    expect(toSafety?.subject).toContain('Urgent: ');
    expect(toSafety?.text).toContain('Riley Carter');
    expect(toSafety?.text).toContain(`http://localhost:3000/athlete/${athlete.profileId}`);
    expect(toSafety?.text).toContain(`${member.email}> (signed in, account ${member.id})`);
    expect(toSafety?.text).toContain('Details: None given');
    expect((await t.lastMailTo(member.email))?.subject).toContain(receipt.reference);
    expect(await t.lastMailTo('someone.else@example.com')).toBeUndefined();
  });

  it('takes a report without an address and sends no receipt', async () => {
    const t = await createTestApp();
    const receipt = await fileReport(t, { targetType: 'video', targetId: VIDEO, reason: 'spam' });
    expect(receipt.receiptSentTo).toBeNull();
    expect((await mailAbout(t, SAFETY, receipt.reference))?.text).toContain(
      'left no email address',
    );
  });

  it('finds a channel by its address and keeps it by its id', async () => {
    const admin = await signedInAdmin();
    const made = await newChannel(admin, `Report Court ${randomUUID().slice(0, 6)}`);
    const { channel } = await unwrap(made);
    const visitor = await createTestApp();
    const receipt = await fileReport(visitor, {
      targetType: 'channel',
      targetId: channel.slug,
      reason: 'harassment',
    });
    const stored = onlyRow(
      await visitor.db.select().from(reports).where(eq(reports.id, receipt.id)),
    );
    expect(stored.targetId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await mailAbout(visitor, SAFETY, receipt.reference))?.text).toContain(
      `/live/${channel.slug}`,
    );
    // Named by its id, it is the same channel.
    const again = await fileReport(visitor, {
      targetType: 'channel',
      targetId: stored.targetId,
      reason: 'harassment',
    });
    expect(again.status).toBe('open');
  });

  it.each<[ReportInput['targetType'], string]>([
    ['athlete', randomUUID()],
    ['athlete', 'not-a-uuid'],
    ['video', 'bb-basic-999'],
    ['channel', 'no-such-channel'],
  ])('answers 404 for an unknown %s (%s) and stores nothing', async (targetType, targetId) => {
    const t = await createTestApp();
    const res = await t.api.reports.$post({ json: { targetType, targetId, reason: 'other' } });
    expect(res.status).toBe(404);
    const stored = await t.db.select().from(reports).where(eq(reports.targetId, targetId));
    expect(stored).toHaveLength(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown reason', { reason: 'boring' }, 'reason'],
    ['an unknown target type', { targetType: 'comment' }, 'targetType'],
    ['a field it does not know', { priority: 'high' }, '_form'],
    ['a bad email', { email: 'dana@' }, 'email'],
    ['details over 2000 characters', { details: 'x'.repeat(2001) }, 'details'],
    ['a control character in the details', { details: 'a\u0000b' }, 'details'],
  ])('refuses %s with 400', async (_, change, field) => {
    const t = await createTestApp();
    // Bodies the form cannot send: plain JSON, past the typed client.
    const res = await t.post('/api/reports', {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'spam',
      ...change,
    });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors!)).toEqual([field]);
  });

  it(`allows ${reportRateLimit.limit} reports per connection, then answers 429`, async () => {
    const t = await createTestApp();
    const json: ReportInput = { targetType: 'video', targetId: VIDEO, reason: 'spam' };
    for (let i = 0; i < reportRateLimit.limit; i++) await fileReport(t, json);
    const limited = await t.api.reports.$post({ json });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a report from another site', async () => {
    const t = await createTestApp();
    const res = await t.api.reports.$post(
      { json: { targetType: 'video', targetId: VIDEO, reason: 'spam' } },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(res.status).toBe(403);
  });

  it('keeps the report when the mail cannot be sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: Mailer = {
      kind: 'dev-mailbox',
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const t = await createTestApp({}, { mailer: failing });
    const res = await t.api.reports.$post({
      json: {
        targetType: 'video',
        targetId: VIDEO,
        reason: 'personal-information',
        email: uniqueEmail('visitor'),
      },
    });
    expect(res.status).toBe(201);
    const receipt = await unwrap(res);
    expect(receipt.receiptSentTo).toBeNull();
    const stored = await t.db.select().from(reports).where(eq(reports.id, receipt.id));
    expect(stored).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('the admin inbox', () => {
  it('is for administrators only', async () => {
    const visitor = await createTestApp();
    expect((await visitor.api.admin.reports.$get({ query: {} })).status).toBe(401);
    const member = await createTestApp();
    await signIn(member, await createTestUser(member));
    expect((await member.api.admin.reports.$get({ query: {} })).status).toBe(403);
    const somebodys = await fileReport(visitor, {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'spam',
    });
    const report = member.api.admin.reports[':id'];
    const param = { id: somebodys.id };
    expect((await report.resolve.$post({ param })).status).toBe(403);
    expect((await report.hold.$post({ param, json: { reason: 'Not mine to hold' } })).status).toBe(
      403,
    );
  });

  it('lists reports newest first, by status, in pages', async () => {
    const visitor = await createTestApp();
    const first = await fileReport(visitor, {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'spam',
    });
    const second = await fileReport(visitor, {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'other',
      details: 'Second one',
    });
    const admin = await signedInAdmin();

    const inbox = admin.api.admin.reports;
    const page = await unwrap(inbox.$get({ query: { limit: '2' } }));
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({
      reference: second.reference,
      targetType: 'video',
      targetId: VIDEO,
      target: { title: 'Form Shooting from Five Spots', url: `/video/${VIDEO}` },
      held: false,
      reason: 'other',
      details: 'Second one',
      status: 'open',
      resolvedAt: null,
    });
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await unwrap(inbox.$get({ query: { limit: '2', cursor: page.nextCursor! } }));
    expect(next.items.map((item) => item.id)).not.toContain(second.id);
    expect(next.items.map((item) => item.id)).not.toContain(first.id);

    const resolved = await inbox[':id'].resolve.$post({ param: { id: first.id } });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({
      status: 'resolved',
      resolvedBy: admin.userId,
      resolvedAt: expect.any(String),
    });
    const open = await unwrap(inbox.$get({ query: { status: 'open', limit: '100' } }));
    expect(open.items.every((item) => item.status === 'open')).toBe(true);
    expect(open.items.map((item) => item.id)).toContain(second.id);
    expect(open.items.map((item) => item.id)).not.toContain(first.id);
    const done = await unwrap(inbox.$get({ query: { status: 'resolved', limit: '100' } }));
    expect(done.items.map((item) => item.id)).toContain(first.id);
  });

  it('answers 400 for a forged page link and 404 for an unknown report', async () => {
    const admin = await signedInAdmin();
    const forgeries = [
      ['yesterday', 'x'],
      ['2026-02-30T00:00:00.000000Z', randomUUID()],
      ['0000-01-01T00:00:00.000000Z', randomUUID()],
      ['2026-06-01T24:00:00.000000Z', randomUUID()],
      ['2026-06-01T12:00:00.000000Z', 'not-a-uuid'],
      { createdAt: '2026-06-01T12:00:00.000000Z' },
    ];
    for (const forged of forgeries) {
      const cursor = Buffer.from(JSON.stringify(forged)).toString('base64url');
      expect((await admin.api.admin.reports.$get({ query: { cursor } })).status).toBe(400);
    }
    // Sent as it is: the typed client would encode the % signs.
    expect((await admin.get('/api/admin/reports?cursor=%%%')).status).toBe(400);
    const unknown = admin.api.admin.reports[':id'];
    expect((await unknown.resolve.$post({ param: { id: randomUUID() } })).status).toBe(404);
    expect(
      (await unknown.hold.$post({ param: { id: randomUUID() }, json: { reason: 'Under review' } }))
        .status,
    ).toBe(404);
  });
});

describe('holds', () => {
  it('take an athlete out of the lists and the page until released', async () => {
    const visitor = await createTestApp();
    const athlete = await insertAthlete(visitor);
    const listed = async () => {
      const res = await visitor.api.athletes.$get({ query: { sport: athlete.sport } });
      return (await unwrap(res)).items.map((item) => item.id);
    };
    expect(await listed()).toEqual([athlete.profileId]);

    const receipt = await fileReport(visitor, {
      targetType: 'athlete',
      targetId: athlete.profileId,
      reason: 'impersonation',
    });
    const admin = await signedInAdmin();
    const held = await hold(admin, receipt.id);
    expect(held).toMatchObject({ held: true, status: 'resolved', resolvedBy: admin.userId });

    expect(await listed()).toEqual([]);
    expect(
      (await visitor.api.athletes[':id'].$get({ param: { id: athlete.profileId } })).status,
    ).toBe(404);
    // Holding it again changes nothing.
    expect((await hold(admin, receipt.id)).held).toBe(true);

    await releaseHold(admin, 'athlete', athlete.profileId);
    expect(await listed()).toEqual([athlete.profileId]);
  });

  it('take a channel out of the lists and answer 404 for its page until released', async () => {
    const admin = await signedInAdmin();
    const made = await newChannel(admin, `Held Court ${randomUUID().slice(0, 6)}`);
    const { channel } = await unwrap(made);
    const visitor = await createTestApp({ dataDir });
    const slugs = async () =>
      (await unwrap(visitor.api.channels.$get())).items.map((item) => item.slug);
    const page = () => visitor.api.channels[':slug'].$get({ param: { slug: channel.slug } });
    expect(await slugs()).toContain(channel.slug);

    const receipt = await fileReport(visitor, {
      targetType: 'channel',
      targetId: channel.slug,
      reason: 'inappropriate',
    });
    await hold(admin, receipt.id);
    expect(await slugs()).not.toContain(channel.slug);
    expect((await page()).status).toBe(404);
    // Its owner still finds it among their channels.
    const own = await unwrap(admin.api.me.channels.$get());
    expect(own.items.map((item) => item.slug)).toContain(channel.slug);

    const stored = onlyRow(await admin.db.select().from(reports).where(eq(reports.id, receipt.id)));
    expect(await releaseHold(admin, 'channel', stored.targetId)).toBe(true);
    expect(await slugs()).toContain(channel.slug);
    expect((await page()).status).toBe(200);
  });

  it('take a training video out of its library and answer 404 for it until released', async () => {
    const visitor = await createTestApp();
    const training = visitor.api.training;
    const libraryIds = async () =>
      (await unwrap(training[':sport'].$get({ param: { sport: 'basketball' } }))).videos.map(
        (video) => video.id,
      );
    const vodIds = async () =>
      (await unwrap(visitor.api.vod.$get())).items.map((video) => video.id);
    const video = (id: string) => training.videos[':id'].$get({ param: { id } });
    expect(await libraryIds()).toContain(VIDEO);
    expect((await video(VIDEO)).status).toBe(200);

    const receipt = await fileReport(visitor, {
      targetType: 'video',
      targetId: VIDEO,
      reason: 'inappropriate',
    });
    const admin = await signedInAdmin();
    try {
      await hold(admin, receipt.id);
      expect(await libraryIds()).not.toContain(VIDEO);
      expect(await vodIds()).not.toContain(VIDEO);
      expect((await video(VIDEO)).status).toBe(404);
      const neighbour = await unwrap(video('bb-basic-1'));
      expect(neighbour.related.map((video) => video.id)).not.toContain(VIDEO);
    } finally {
      // The catalogue is shared by the test files of this worker: put it back.
      await releaseHold(admin, 'video', VIDEO);
    }
    expect(await libraryIds()).toContain(VIDEO);
    expect((await video(VIDEO)).status).toBe(200);
  });
});
