import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messagingMessages } from '#shared/messaging';
import { playerProfiles } from '#server/db/schema/athletes';
import { guardianConsents } from '#server/db/schema/safety';
import { consentedMinor } from '#server/test/minor-fixtures';
import { messagingCoach } from '#server/test/messaging-fixtures';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A consented minor, and their guardian signed in on an app of their own with that address. */
async function family() {
  const minor = await consentedMinor();
  const consent = onlyRow(
    await minor.t.db
      .select({ email: guardianConsents.guardianEmail })
      .from(guardianConsents)
      .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
      .where(eq(playerProfiles.id, minor.id)),
  );
  const parent = await createTestApp();
  await signIn(parent, await createTestUser(parent, { email: consent.email, name: 'Pat Minor' }));
  return { minor, parent };
}

const overview = (t: TestApp) => unwrap(t.api.guardian.$get());
const send = (t: TestApp, id: string, text: string) =>
  t.api.messages[':id'].$post({ param: { id }, json: { text } });
const setContact = (
  t: TestApp,
  profileId: string,
  json: { coachUserId: string | null; allowed: boolean },
) => t.api.guardian.children[':profileId'].contact.$put({ param: { profileId }, json });

describe('/guardian', () => {
  it('shows the guardian their child: consent, conversations and contact from coaches', async () => {
    const { minor, parent } = await family();
    const college = await messagingCoach();
    const { conversationId } = await unwrap(
      college.api.messages.athletes.$post({
        json: { athleteId: minor.id, text: 'We would like to talk about next season.' },
      }),
    );
    const { email, children } = await overview(parent);
    expect(email).toMatch(/guardian/);
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({
      profileId: minor.id,
      firstName: 'Robin',
      minor: true,
      listed: true,
      consent: { status: 'granted', allowedVisibility: 'members' },
      contact: { allCoachesOff: false, coachesOff: [] },
      conversations: [{ id: conversationId, status: 'request', myRole: 'guardian' }],
    });

    // The guardian accepts the request for their child.
    await unwrap(
      parent.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );

    // Every coach off, then back on: the coach is refused, then may write again.
    expect(
      await unwrap(setContact(parent, minor.id, { coachUserId: null, allowed: false })),
    ).toEqual({ allCoachesOff: true, coachesOff: [] });
    const refused = await send(college, conversationId, 'Following up');
    expect((await errorOf(refused)).message).toBe(messagingMessages.contactOff);
    // The Message button says so too, though the coach has a conversation with her already.
    const button = () =>
      unwrap(college.api.messages.athletes[':athleteId'].$get({ param: { athleteId: minor.id } }));
    expect(await button()).toMatchObject({ allowed: false, rule: 'guardian-switched-off' });
    await unwrap(setContact(parent, minor.id, { coachUserId: null, allowed: true }));
    expect(await button()).toEqual({ allowed: true, conversationId });

    // One coach off, named on the page, and back on.
    const one = await unwrap(
      setContact(parent, minor.id, { coachUserId: college.account.id, allowed: false }),
    );
    expect(one).toEqual({
      allCoachesOff: false,
      coachesOff: [{ coachUserId: college.account.id, name: 'Casey Morgan' }],
    });
    expect((await overview(parent)).children[0]!.contact.coachesOff).toHaveLength(1);
    const offOne = await send(college, conversationId, 'Following up');
    expect((await errorOf(offOne)).message).toBe(messagingMessages.contactOffOne);
    await unwrap(setContact(parent, minor.id, { coachUserId: college.account.id, allowed: true }));
    expect((await send(college, conversationId, 'Thanks for hearing me out')).status).toBe(201);
  });

  it('lets the guardian withdraw and give consent again, and read who viewed their child', async () => {
    const { minor, parent } = await family();
    const consent = (
      decision: { decision: 'withdraw' } | { decision: 'grant'; visibility: 'coaches' },
    ) =>
      unwrap(
        parent.api.guardian.children[':profileId'].consent.$post({
          param: { profileId: minor.id },
          json: decision,
        }),
      );
    const college = await messagingCoach();
    const { conversationId } = await unwrap(
      college.api.messages.athletes.$post({ json: { athleteId: minor.id, text: 'Hello Robin' } }),
    );
    await unwrap(
      parent.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );
    expect(await consent({ decision: 'withdraw' })).toMatchObject({ status: 'withdrawn' });
    // Without consent no coach writes to the child, even in a conversation already open.
    const refused = await send(college, conversationId, 'Checking in');
    expect((await errorOf(refused)).message).toBe(messagingMessages.consentWithdrawn);
    expect((await overview(parent)).children[0]).toMatchObject({
      listed: false,
      consent: { status: 'withdrawn' },
    });
    expect(await consent({ decision: 'grant', visibility: 'coaches' })).toMatchObject({
      status: 'granted',
      allowedVisibility: 'coaches',
    });
    expect((await overview(parent)).children[0]).toMatchObject({
      listed: true,
      visibility: 'coaches',
    });
    expect((await send(college, conversationId, 'Checking in')).status).toBe(201);
    // The confirmation goes to the guardian's address, pointing at their page.
    const mail = await parent.lastMailTo((await overview(parent)).email!);
    expect(mail?.text).toContain('/guardian');

    const views = await unwrap(
      parent.api.guardian.children[':profileId']['profile-views'].$get({
        param: { profileId: minor.id },
        query: {},
      }),
    );
    expect(views).toMatchObject({ hasProfile: true, items: [] });
  });

  it('shows nothing of other people’s children and refuses their settings', async () => {
    const { minor } = await family();
    const stranger = await createTestApp();
    await signIn(stranger, await createTestUser(stranger, { userType: 'player' }));
    expect((await overview(stranger)).children).toEqual([]);
    for (const res of [
      await setContact(stranger, minor.id, { coachUserId: null, allowed: false }),
      await stranger.api.guardian.children[':profileId']['profile-views'].$get({
        param: { profileId: minor.id },
        query: {},
      }),
      await stranger.api.guardian.children[':profileId'].consent.$post({
        param: { profileId: minor.id },
        json: { decision: 'withdraw' },
      }),
    ]) {
      expect(res.status).toBe(404);
    }
    const signedOut = await createTestApp();
    expect((await signedOut.api.guardian.$get()).status).toBe(401);
  });
});
