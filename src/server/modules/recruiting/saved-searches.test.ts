import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, recruitingMessages } from '#shared/recruiting';
import { savedSearchMessages } from '#shared/schemas/saved-searches';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { playerProfiles } from '#server/db/schema/athletes';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { savedSearches, savedSearchSent } from '#server/db/schema/recruiting';
import { addCoachProfile, verifyCoach } from '#server/test/coach-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { adultAthlete, verifiedCoach } from '#server/test/recruiting-fixtures';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { runDigests } from './digests';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY_MS = 24 * 3600_000;

const searches = (t: TestApp) => t.api.recruiting.searches;
const search = (t: TestApp) => t.api.recruiting.searches[':searchId'];
const uniqueSport = () => `Search ${randomUUID().slice(0, 8)}`;

/** Mail kept in memory, for the digests' runs. */
function captureMail() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: { kind: 'smtp' as const, send: async (mail: MailMessage) => void sent.push(mail) },
    to: (email: string) => sent.filter((mail) => mail.to === email),
  };
}

/** Moves a saved search's last digest back, as if it were due. */
async function makeDue(t: TestApp, searchId: string, daysAgo = 2) {
  await t.db
    .update(savedSearches)
    .set({ lastDigestAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(savedSearches.id, searchId));
}

describe('saved searches: who may keep them', () => {
  it('refuses signed-out callers, members and unverified coaches, with the way to get verified', async () => {
    const signedOut = await createTestApp();
    expect((await searches(signedOut).$get()).status).toBe(401);

    const player = await adultAthlete({ sport: uniqueSport() });
    const refused = await searches(player).$post({
      json: { name: 'Mine', filters: { sport: 'Basketball' }, frequency: 'daily' },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(recruitingMessages.notACoach);

    const coach = await createTestApp();
    const account = await createTestUser(coach, { userType: 'coach' });
    await addCoachProfile(coach.db, account.id);
    await signIn(coach, account);
    const unverified = await searches(coach).$get();
    expect(unverified.status).toBe(403);
    expect((await errorOf(unverified)).message).toBe(recruitingMessages.notVerified);
  });

  it('lists, creates, renames, changes the frequency and deletes, only the coach’s own', async () => {
    const coach = await verifiedCoach();
    const filters = { sport: 'Basketball', position: 'Guard', heightMin: 70, hasHighlight: true };
    const created = await unwrap(
      searches(coach).$post({ json: { name: 'Tall guards', filters, frequency: 'weekly' } }),
      201,
    );
    expect(created).toMatchObject({ name: 'Tall guards', filters, frequency: 'weekly' });

    const changed = await unwrap(
      search(coach).$patch({
        param: { searchId: created.id },
        json: { name: 'Tall guards 2027', frequency: 'daily' },
      }),
    );
    expect(changed).toMatchObject({ name: 'Tall guards 2027', frequency: 'daily', filters });
    expect((await unwrap(searches(coach).$get())).searches.map((row) => row.id)).toEqual([
      created.id,
    ]);

    // Another coach neither sees nor changes it.
    const other = await verifiedCoach();
    expect((await unwrap(searches(other).$get())).searches).toEqual([]);
    const foreign = await search(other).$delete({ param: { searchId: created.id } });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(savedSearchMessages.noSearch);

    await unwrap(search(coach).$delete({ param: { searchId: created.id } }));
    expect((await unwrap(searches(coach).$get())).searches).toEqual([]);
  });

  it('refuses a search without filters, unknown filters and more than the limit', async () => {
    const coach = await verifiedCoach();
    const empty = await searches(coach).$post({
      json: { name: 'Everyone', filters: {}, frequency: 'daily' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(savedSearchMessages.noFilters);

    const unknown = await coach.post('/api/recruiting/searches', {
      name: 'Odd',
      filters: { sport: 'Soccer', birthDate: '2010-01-01' },
      frequency: 'daily',
    });
    expect(unknown.status).toBe(400);

    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      await unwrap(
        searches(coach).$post({
          json: { name: `Search ${i}`, filters: { gradYear: 2027 }, frequency: 'weekly' },
        }),
        201,
      );
    }
    const over = await searches(coach).$post({
      json: { name: 'One more', filters: { gradYear: 2028 }, frequency: 'weekly' },
    });
    expect(over.status).toBe(409);
    expect((await errorOf(over)).message).toBe(recruitingMessages.tooManySearches);
  });
});

describe('coach filters on the athlete list', () => {
  it('finds athletes by position, height, weight, highlight and recent update, for verified coaches only', async () => {
    const sport = uniqueSport();
    const tall = await adultAthlete({
      sport,
      firstName: 'Tall',
      height: `6'4"`,
      weight: '210 lbs',
    });
    const short = await adultAthlete({
      sport,
      firstName: 'Short',
      position: 'Center',
      height: '5-9',
      weight: '160',
    });
    const coach = await verifiedCoach();
    const list = async (query: Record<string, string>) =>
      (await unwrap(coach.api.athletes.$get({ query: { sport, ...query } }))).items.map(
        (item) => item.id,
      );

    expect(await list({ heightMin: '72' })).toEqual([tall.profileId]);
    expect(await list({ heightMax: '70' })).toEqual([short.profileId]);
    expect(await list({ weightMin: '200', weightMax: '220' })).toEqual([tall.profileId]);
    expect(await list({ position: 'center' })).toEqual([short.profileId]);
    expect(await list({ updatedWithinDays: '7' })).toHaveLength(2);
    expect(await list({ hasHighlight: 'true' })).toEqual([]);
    // The highlight's readiness is what counts (kept by the database, drizzle/0023).
    await coach.db.insert(highlightVideos).values({
      profileId: short.profileId,
      url: '/uploads/clip.mp4',
      contentType: 'video/mp4',
      sizeBytes: 1000,
      provider: 'storage',
      status: 'ready',
    });
    await coach.caches.athletes.changed();
    expect(await list({ hasHighlight: 'true' })).toEqual([short.profileId]);
    await coach.db.delete(highlightVideos).where(eq(highlightVideos.profileId, short.profileId));
    await coach.caches.athletes.changed();
    expect(await list({ hasHighlight: 'true' })).toEqual([]);

    // A member who is not a verified coach is told how to get verified.
    const member = await adultAthlete({ sport: uniqueSport() });
    const refused = await member.api.athletes.$get({ query: { sport, heightMin: '72' } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(recruitingMessages.notVerified);
    const visitor = await createTestApp();
    expect((await visitor.api.athletes.$get({ query: { position: 'Guard' } })).status).toBe(403);
  });

  it('shows a profile for verified coaches only to verified coaches, in the list and the sections', async () => {
    const sport = uniqueSport();
    const shy = await adultAthlete({ sport, firstName: 'Shy' });
    await unwrap(shy.api.me.privacy.$put({ json: { visibility: 'coaches' } }));
    const coach = await verifiedCoach();
    const member = await adultAthlete({ sport: uniqueSport() });
    const visitor = await createTestApp();
    const ids = async (t: TestApp) =>
      (await unwrap(t.api.athletes.$get({ query: { sport } }))).items.map((item) => item.id);
    expect(await ids(coach)).toEqual([shy.profileId]);
    expect(await ids(member)).toEqual([]);
    expect(await ids(visitor)).toEqual([]);

    // The test database is shared with other files, some of which date profiles ahead: this one
    // is made the newest of all for the section, and removed after.
    await coach.db
      .update(playerProfiles)
      .set({ createdAt: new Date(Date.now() + 100 * 365 * 24 * 3600_000) })
      .where(eq(playerProfiles.id, shy.profileId));
    await coach.caches.athletes.changed();
    const recent = async (t: TestApp) =>
      (await unwrap(t.api.athletes.recent.$get())).map((item) => item.id);
    try {
      expect(await recent(coach)).toContain(shy.profileId);
      expect(await recent(member)).not.toContain(shy.profileId);
      expect(await recent(visitor)).not.toContain(shy.profileId);
    } finally {
      await coach.db.delete(playerProfiles).where(eq(playerProfiles.id, shy.profileId));
      await coach.caches.athletes.changed();
    }
  });
});

describe('digests', () => {
  it('mails each new matching athlete once, leaves out hidden minors, and a rerun sends nothing', async () => {
    const sport = uniqueSport();
    const coach = await verifiedCoach();
    const saved = await unwrap(
      searches(coach).$post({
        json: { name: 'New guards', filters: { sport }, frequency: 'daily' },
      }),
      201,
    );
    await makeDue(coach, saved.id);
    const match = await adultAthlete({ sport, firstName: 'Avery' });
    await adultAthlete({ sport: uniqueSport(), firstName: 'Elsewhere' });
    // A minor listed with their guardian's consent, then hidden when it is withdrawn.
    const minor = await consentedMinor(sport);
    await unwrap(
      minor.t.api.consent[':token'].$post({
        param: { token: minor.token },
        json: { decision: 'withdraw' },
      }),
    );

    const mail = captureMail();
    const deps = {
      db: coach.db,
      mailer: mail.mailer,
      siteName: 'Showcase',
      publicUrl: 'https://x.test',
    };
    await runDigests(deps, new Date());
    const [digest, ...more] = mail.to(coach.account.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('1 new athlete for your saved searches on Showcase');
    expect(digest!.text).toContain('New guards (1 new)');
    expect(digest!.text).toContain(`https://x.test/athlete/${match.profileId}`);
    expect(digest!.text).not.toContain(minor.id);
    expect(digest!.text).not.toContain('Robin');
    expect(digest!.html).toContain('Avery Reyes');

    // The second run sends nothing: the search is not due, and were it due again, the athlete is
    // recorded as sent.
    await runDigests(deps, new Date());
    expect(mail.to(coach.account.email)).toHaveLength(1);
    await makeDue(coach, saved.id);
    await runDigests(deps, new Date());
    expect(mail.to(coach.account.email)).toHaveLength(1);
    // Hidden and shown again, the athlete is newly listed: still never twice for this search.
    await unwrap(match.api.me.privacy.$put({ json: { visibility: 'private' } }));
    await unwrap(match.api.me.privacy.$put({ json: { visibility: 'public' } }));
    await makeDue(coach, saved.id);
    await runDigests(deps, new Date());
    expect(mail.to(coach.account.email)).toHaveLength(1);
    const recorded = await coach.db
      .select()
      .from(savedSearchSent)
      .where(eq(savedSearchSent.searchId, saved.id));
    expect(recorded.map((row) => row.athleteId)).toEqual([match.profileId]);
  });

  it('gives two coaches with the same filters each their own new athletes', async () => {
    const sport = uniqueSport();
    const early = await verifiedCoach();
    const late = await verifiedCoach();
    const first = await adultAthlete({ sport, firstName: 'First' });
    const search = (t: TestApp) =>
      unwrap(
        searches(t).$post({ json: { name: 'Same', filters: { sport }, frequency: 'daily' } }),
        201,
      );
    const earlySearch = await search(early);
    const lateSearch = await search(late);
    await makeDue(early, earlySearch.id, 3);
    // The late coach's last digest came after the first athlete was listed.
    await early.db
      .update(savedSearches)
      .set({ lastDigestAt: new Date(Date.now() - 1.5 * DAY_MS) })
      .where(eq(savedSearches.id, lateSearch.id));
    await early.db
      .update(playerProfiles)
      .set({ listedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(playerProfiles.id, first.profileId));
    const second = await adultAthlete({ sport, firstName: 'Second' });

    const mail = captureMail();
    await runDigests(
      { db: early.db, mailer: mail.mailer, siteName: 'Showcase', publicUrl: '' },
      new Date(),
    );
    const [earlyMail] = exactly(1, mail.to(early.account.email));
    const [lateMail] = exactly(1, mail.to(late.account.email));
    expect(earlyMail.text).toContain(first.profileId);
    expect(earlyMail.text).toContain(second.profileId);
    expect(lateMail.text).not.toContain(first.profileId);
    expect(lateMail.text).toContain(second.profileId);
  });

  it('sends nothing to a coach who is no longer verified, and nothing for a weekly search not yet due', async () => {
    const sport = uniqueSport();
    const coach = await createTestApp();
    const account = await createTestUser(coach, { userType: 'coach' });
    await verifyCoach(coach.db, account.id);
    await signIn(coach, account);
    const lapsing = await unwrap(
      searches(coach).$post({ json: { name: 'Lapsing', filters: { sport }, frequency: 'daily' } }),
      201,
    );
    const weekly = await verifiedCoach();
    const notDue = await unwrap(
      searches(weekly).$post({ json: { name: 'Weekly', filters: { sport }, frequency: 'weekly' } }),
      201,
    );
    await makeDue(coach, lapsing.id);
    await makeDue(weekly, notDue.id, 3);
    await adultAthlete({ sport });
    // The year of the verification ends.
    await verifyCoach(coach.db, account.id, { expiresAt: new Date(Date.now() - 1000) });

    const mail = captureMail();
    await runDigests(
      { db: coach.db, mailer: mail.mailer, siteName: 'Showcase', publicUrl: '' },
      new Date(),
    );
    expect(mail.to(account.email)).toEqual([]);
    expect(mail.to(weekly.account.email)).toEqual([]);
  });
});
