import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyMessages } from '#shared/schemas/privacy';
import { createMailer } from '#server/adapters/mail/create-mailer';
import { systemClock } from '#server/lib/clock';
import { playerProfiles } from '#server/db/schema/athletes';
import { guardianConsents } from '#server/db/schema/safety';
import { messagingCoach } from '#server/test/messaging-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser } from '#server/test/test-users';
import { verifyCoach } from '#server/test/coach-fixtures';
import { suspendNoGuardians } from './guardian-consent';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const fifteen = () => {
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear() - 15, now.getUTCMonth() - 1, 1));
  return { birthMonth: String(born.getUTCMonth() + 1), birthYear: String(born.getUTCFullYear()) };
};

const minorSignUp = (t: TestApp, guardianEmail: string) =>
  t.post('/api/auth/sign-up/email', {
    form: 'athlete',
    firstName: 'Robin',
    lastName: 'Minor',
    email: uniqueEmail('minor'),
    password: 'quick-feet-2031',
    confirmPassword: 'quick-feet-2031',
    sport: 'Basketball',
    position: 'Guard',
    school: 'Lakeside High',
    location: 'Austin, TX',
    gender: 'Female',
    ...fifteen(),
    guardianEmail,
  });

const sweep = (t: TestApp) =>
  suspendNoGuardians({
    db: t.db,
    mailer: createMailer(t.config, t.db),
    caches: t.caches.athletes,
    siteName: t.config.siteName,
    publicUrl: t.config.publicUrl,
    clock: systemClock,
  });

const listedOf = async (t: TestApp, id: string) =>
  (
    await t.db
      .select({ listed: playerProfiles.listed })
      .from(playerProfiles)
      .where(eq(playerProfiles.id, id))
  )[0]?.listed;

describe("who may be a minor's guardian", () => {
  it('refuses at sign-up the address of a verified coach, an organization or an athlete', async () => {
    const t = await createTestApp();
    const coach = await createTestUser(t, { userType: 'coach' });
    await verifyCoach(t.db, coach.id);
    const club = await createTestUser(t, { userType: 'organization' });
    for (const address of [coach.email, club.email]) {
      const res = await minorSignUp(t, address);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fieldErrors?.guardianEmail).toEqual([
        privacyMessages.guardianNotAGuardian,
      ]);
    }
    // A parent's own address is accepted.
    expect((await minorSignUp(t, uniqueEmail('parent'))).status).toBe(200);
  });

  it("suspends a guardian whose address becomes a coach's: the minor is unlisted, coaches refused, until a new guardian consents", async () => {
    const minor = await consentedMinor();
    const { t } = minor;
    expect(await listedOf(t, minor.id)).toBe(true);
    const profile = onlyRow(
      await t.db
        .select({ userId: playerProfiles.userId })
        .from(playerProfiles)
        .where(eq(playerProfiles.id, minor.id)),
    );
    const consentOf = async () =>
      (
        await t.db
          .select({
            guardianEmail: guardianConsents.guardianEmail,
            status: guardianConsents.status,
          })
          .from(guardianConsents)
          .where(eq(guardianConsents.userId, profile.userId))
      )[0]!;
    const record = await consentOf();
    // The coach the minor named as their guardian.
    const planted = await createTestUser(t, {
      userType: 'coach',
      email: record!.guardianEmail,
    });
    await verifyCoach(t.db, planted.id);
    expect(await sweep(t)).toBeGreaterThanOrEqual(1);

    expect(await listedOf(t, minor.id)).toBe(false);
    expect((await consentOf()).status).toBe('suspended');
    // The consent link no longer decides anything.
    const visitor = await createTestApp();
    const decide = await visitor.api.consent[':token'].$post({
      param: { token: minor.token },
      json: { decision: 'grant', visibility: 'members' },
    });
    expect(decide.status).toBe(403);
    // A coach cannot start a conversation with the minor.
    const college = await messagingCoach();
    const start = await college.api.messages.athletes.$post({
      json: { athleteId: minor.id, text: 'Hello Robin' },
    });
    expect(start.status).toBeGreaterThanOrEqual(403);

    // Naming a coach again is refused.
    const again = await t.api.me.privacy.guardian.$put({
      json: { guardianEmail: planted.email },
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).fieldErrors?.guardianEmail).toEqual([
      privacyMessages.guardianNotAGuardian,
    ]);
    // The athlete names a new guardian, who consents: listed again.
    const parent = uniqueEmail('parent');
    const named = await t.api.me.privacy.guardian.$put({ json: { guardianEmail: parent } });
    expect(named.status).toBe(200);
    const token = linkIn((await t.mailTo(parent)).text).split('/consent/')[1]!;
    await unwrap(
      visitor.api.consent[':token'].$post({
        param: { token },
        json: { decision: 'grant', visibility: 'members' },
      }),
    );
    expect(await listedOf(t, minor.id)).toBe(true);
  });
});
