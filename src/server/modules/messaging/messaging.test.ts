import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messagingMessages } from '#shared/messaging';
import { startMessages } from '#shared/messaging-rules';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging';
import { programStaff, rosterEntries, teams } from '#server/db/schema/programs';
import { subscriptions } from '#server/db/schema/subscriptions';
import { createFakeClock } from '#server/test/fake-clock';
import { consentedMinor } from '#server/test/minor-fixtures';
import {
  athleteProfileInput,
  messagingAthlete,
  messagingCoach,
} from '#server/test/messaging-fixtures';
import { sessionUser } from '#server/test/session-user';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import type { MessagingDeps } from './messaging-deps';
import { listConversations, openConversation } from './read-conversations';
import { sendMessage } from './send-message';
import { startWithAthlete } from './start-conversation';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const thisYear = new Date().getUTCFullYear();

const coach = messagingCoach;
const athlete = messagingAthlete;

const start = (t: TestApp, athleteId: string, text = 'We would like to talk about next season.') =>
  t.api.messages.athletes.$post({ json: { athleteId, text } });
const send = (t: TestApp, id: string, text: string) =>
  t.api.messages[':id'].$post({ param: { id }, json: { text } });
const thread = (t: TestApp, id: string) => unwrap(t.api.messages[':id'].$get({ param: { id } }));

describe('a coach and an adult athlete', () => {
  it('starts as a request: one message until it is accepted, then both write', async () => {
    const college = await coach();
    const player = await athlete();
    const first = await start(college, player.profileId);
    expect(first.status).toBe(201);
    const { conversationId, heldUntil } = await unwrap(first);
    expect(heldUntil).toBeNull();
    const again = await send(college, conversationId, 'Any news?');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(messagingMessages.waitForAnswer);

    const { conversations } = await unwrap(player.api.messages.$get());
    expect(conversations).toMatchObject([
      { id: conversationId, status: 'request', myRole: 'athlete', unread: 1 },
    ]);
    expect((await thread(player, conversationId)).messages).toMatchObject([
      { text: 'We would like to talk about next season.', fromRole: 'coach', mine: false },
    ]);
    const read = await unwrap(player.api.messages.$get());
    expect(read.conversations[0]!.unread).toBe(0);

    await unwrap(
      player.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );
    expect((await send(college, conversationId, 'Great, talk soon.')).status).toBe(201);
    expect((await send(player, conversationId, 'Thank you, coach!')).status).toBe(201);
    expect((await thread(college, conversationId)).messages.map((one) => one.text)).toEqual([
      'We would like to talk about next season.',
      'Great, talk soon.',
      'Thank you, coach!',
    ]);
    // Starting again reaches the same conversation.
    expect(
      (await unwrap(await start(college, player.profileId, 'Hello again'))).conversationId,
    ).toBe(conversationId);
  });

  it('declined, the coach cannot write until the athlete writes first; a block stops both', async () => {
    const college = await coach();
    const player = await athlete();
    const { conversationId } = await unwrap(await start(college, player.profileId));
    await unwrap(
      player.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'decline' },
      }),
    );
    const refused = await send(college, conversationId, 'Please reconsider');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(messagingMessages.declined);
    expect((await send(player, conversationId, 'Actually, I am interested.')).status).toBe(201);
    expect((await send(college, conversationId, 'Wonderful.')).status).toBe(201);

    await unwrap(player.api.messages[':id'].block.$post({ param: { id: conversationId } }));
    const blocked = await send(college, conversationId, 'Hello?');
    expect(blocked.status).toBe(403);
    expect((await errorOf(blocked)).message).toBe(messagingMessages.blocked);
    expect((await send(player, conversationId, 'One more')).status).toBe(403);
    expect(await thread(player, conversationId)).toMatchObject({ blockedByMe: true });
    // The coach cannot lift the athlete's block; the athlete can.
    await unwrap(college.api.messages[':id'].block.$delete({ param: { id: conversationId } }));
    expect((await send(college, conversationId, 'Hello?')).status).toBe(403);
    await unwrap(player.api.messages[':id'].block.$delete({ param: { id: conversationId } }));
    expect(await thread(player, conversationId)).toMatchObject({ blockedByMe: false });
    expect((await send(college, conversationId, 'Thank you.')).status).toBe(201);
  });

  it('is refused, naming the rule, to anyone but a verified college coach in the window', async () => {
    const player = await athlete();
    const other = await athlete();
    const unverified = await coach('ncaa-d1', false);
    const highSchool = await coach('high-school');
    const visitor = await createTestApp();
    const cases: [TestApp, number, string][] = [
      [unverified, 403, startMessages.verifyFirst],
      [highSchool, 403, startMessages.collegeOnly],
      [other, 403, startMessages.noAthleteToAthlete],
    ];
    for (const [caller, status, message] of cases) {
      const res = await start(caller, player.profileId);
      expect(res.status).toBe(status);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await start(visitor, player.profileId)).status).toBe(401);

    // Too early on the NCAA calendar: the button and the route say from when.
    const young = await athlete(thisYear + 5);
    const college = await coach();
    const expected = `NCAA Division I basketball coaches may contact the class of ${thisYear + 5} from June 1, ${thisYear + 3}.`;
    const early = await start(college, young.profileId);
    expect(early.status).toBe(403);
    expect((await errorOf(early)).message).toBe(expected);
    const button = await unwrap(
      college.api.messages.athletes[':athleteId'].$get({ param: { athleteId: young.profileId } }),
    );
    expect(button).toEqual({
      allowed: false,
      reason: expected,
      rule: 'ncaa-calendar',
      from: { year: thisYear + 3, month: 6, day: 1 },
    });
  });

  it('lets an athlete write first to a verified college coach on the Recruiting Profile plan only', async () => {
    const college = await coach('ncaa-d2');
    const player = await athlete();
    const res = await player.api.messages.coaches.$post({
      json: { coachId: college.account.id, text: 'Hi coach, here is my profile.' },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(startMessages.recruitingPlan);
    await player.db.insert(subscriptions).values({
      userId: player.account.id,
      tier: 'recruiting',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
      provider: 'sandbox',
    });
    const sent = await player.api.messages.coaches.$post({
      json: { coachId: college.account.id, text: 'Hi coach, here is my profile.' },
    });
    expect(sent.status).toBe(201);
    const { conversationId } = await unwrap(sent);
    // Written first by the athlete, it is no request: the coach answers at once.
    expect((await send(college, conversationId, 'Thanks, Jordan!')).status).toBe(201);
    const unverified = await coach('ncaa-d1', false);
    const toUnverified = await player.api.messages.coaches.$post({
      json: { coachId: unverified.account.id, text: 'Hello' },
    });
    expect((await errorOf(toUnverified)).message).toBe(startMessages.coachNotVerified);
  });

  it("lets an athlete attach one of their own clips, never another's", async () => {
    const college = await coach();
    const player = await athlete();
    const other = await athlete();
    const clipOf = async (profileId: string, title: string) =>
      (
        await player.db
          .insert(highlightVideos)
          .values({
            profileId,
            title,
            featured: true,
            provider: 'storage',
            url: `/media/${title}.mp4`,
            contentType: 'video/mp4',
            sizeBytes: 1000,
            status: 'ready',
          })
          .returning({ id: highlightVideos.id })
      )[0]!.id;
    const mine = await clipOf(player.profileId, 'Junior season');
    const theirs = await clipOf(other.profileId, 'Not mine');
    const { conversationId } = await unwrap(await start(college, player.profileId));
    const attach = (clipId: string) =>
      player.api.messages[':id'].$post({
        param: { id: conversationId },
        json: { text: 'My latest film', clipId },
      });
    expect((await attach(theirs)).status).toBe(400);
    expect((await attach(mine)).status).toBe(201);
    expect((await thread(college, conversationId)).messages.at(-1)).toMatchObject({
      clipId: mine,
      clip: {
        title: 'Junior season',
        url: '/media/Junior season.mp4',
        srcType: 'file',
        captionsUrl: null,
      },
    });
    // A coach attaches nothing.
    const fromCoach = await college.api.messages[':id'].$post({
      param: { id: conversationId },
      json: { text: 'Nice', clipId: mine },
    });
    expect(fromCoach.status).toBe(400);
  });

  it('shows a conversation to its participants only, and refuses empty and control text', async () => {
    const college = await coach();
    const player = await athlete();
    const stranger = await athlete();
    const { conversationId } = await unwrap(await start(college, player.profileId));
    const res = await stranger.api.messages[':id'].$get({ param: { id: conversationId } });
    expect(res.status).toBe(404);
    expect((await send(stranger, conversationId, 'hi')).status).toBe(404);
    const empty = await send(player, conversationId, '   ');
    expect(empty.status).toBe(400);
    expect((await send(player, conversationId, 'bad \u0007 bell')).status).toBe(400);
    expect((await send(player, conversationId, 'x'.repeat(2001))).status).toBe(400);
    // Markup is kept as typed: the page escapes it.
    await send(player, conversationId, '<b>bold</b>');
    expect((await thread(college, conversationId)).messages.at(-1)!.text).toBe('<b>bold</b>');
  });
});

describe('data rights', () => {
  it('lists conversations in the export, and a deleted account leaves "Message removed" behind', async () => {
    const college = await coach();
    const player = await athlete();
    const { conversationId } = await unwrap(await start(college, player.profileId, 'Private note'));
    await send(player, conversationId, 'Hello coach');
    const exported = await unwrap(college.api.me.export.$get());
    expect(exported.conversations).toMatchObject([
      {
        conversationId,
        myRole: 'coach',
        messages: [
          { mine: true, text: 'Private note' },
          { mine: false, text: 'Hello coach' },
        ],
      },
    ]);

    const deleted = await college.post('/api/auth/delete-user', {
      password: college.account.password,
    });
    expect(deleted.status).toBe(200);
    const left = await thread(player, conversationId);
    expect(left.messages).toMatchObject([
      { text: 'Message removed: account deleted', removed: true },
      { text: 'Hello coach', mine: true },
    ]);
    const closed = await send(player, conversationId, 'Are you there?');
    expect(closed.status).toBe(403);
    expect((await errorOf(closed)).message).toBe(messagingMessages.closed);
    const stored = onlyRow(
      await player.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .limit(1),
    );
    expect(stored.body).toBe('');
  });

  it('gives a guardian signed in with their address their part in the export, and forgets it', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const { conversationId } = await unwrap(await start(college, minor.id, 'Hello from State'));
    const guardianAddress = await guardianAddressOf(college.db, conversationId);
    const parent = await createTestApp();
    const account = await createTestUser(parent, { email: guardianAddress, name: 'Pat Minor' });
    await signIn(parent, account);
    await unwrap(await send(parent, conversationId, 'Guardian here'));
    const exported = await unwrap(parent.api.me.export.$get());
    expect(exported.conversations).toMatchObject([
      {
        conversationId,
        myRole: 'guardian',
        messages: [
          { mine: false, text: 'Hello from State' },
          { mine: true, text: 'Guardian here' },
        ],
      },
    ]);
    const deleted = await parent.post('/api/auth/delete-user', { password: account.password });
    expect(deleted.status).toBe(200);
    expect((await thread(college, conversationId)).messages.map((one) => one.text)).toEqual([
      'Hello from State',
      'Message removed: account deleted',
    ]);
  });
});

/** The address of the guardian taking part in a conversation with a minor; none fails the test. */
async function guardianAddressOf(db: TestApp['db'], conversationId: string) {
  const { email } = onlyRow(
    await db
      .select({ email: conversationParticipants.email })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.role, 'guardian'),
        ),
      ),
  );
  if (!email) throw new Error('The guardian taking part has no address.');
  return email;
}

/** A consented minor playing basketball for the class of next year, in Texas. */
async function minorAthlete() {
  const minor = await consentedMinor();
  await minor.t.db
    .update(playerProfiles)
    .set({ sport: 'Basketball', graduationYear: thisYear + 1, state: 'TX' })
    .where(eq(playerProfiles.id, minor.id));
  return minor;
}

/** The token of the guardian's thread link in a mail; none fails the test. */
function threadTokenIn(text: string): string {
  const token = text.match(/https?:\/\/\S+\/guardian\/thread\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`No link to a guardian's thread in:\n${text}`);
  return token;
}

describe('a coach and a minor', () => {
  it('lists each conversation with its own other members and unread count', async () => {
    const college = await coach();
    const adult = await athlete();
    const minor = await minorAthlete();
    const toAdult = (await unwrap(await start(college, adult.profileId))).conversationId;
    const toMinor = (await unwrap(await start(college, minor.id, 'Hello Robin'))).conversationId;
    await unwrap(
      adult.api.messages[':id'].answer.$post({
        param: { id: toAdult },
        json: { answer: 'accept' },
      }),
    );
    expect((await send(adult, toAdult, 'Thank you, coach!')).status).toBe(201);

    const { conversations } = await unwrap(college.api.messages.$get());
    const byRole = (list: { role: string }[]) =>
      [...list].sort((a, b) => a.role.localeCompare(b.role));
    expect(conversations.map((one) => one.id)).toEqual([toAdult, toMinor]);
    expect(conversations[0]).toMatchObject({ myRole: 'coach', unread: 1 });
    expect(conversations[0]!.with).toEqual([{ role: 'athlete', name: 'Jordan Reyes' }]);
    expect(conversations[1]).toMatchObject({ myRole: 'coach', unread: 0 });
    expect(byRole(conversations[1]!.with)).toEqual([
      { role: 'athlete', name: expect.stringContaining('Robin') },
      { role: 'guardian', name: 'Parent or guardian' },
    ]);

    const mine = (await unwrap(adult.api.messages.$get())).conversations;
    expect(mine).toMatchObject([{ id: toAdult, myRole: 'athlete', unread: 0 }]);
    expect(mine[0]!.with).toEqual([{ role: 'coach', name: 'Casey Morgan' }]);
  });

  it('always copies the guardian, whose link opens, answers and switches contact off', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const res = await start(college, minor.id, 'Hello Robin, we saw your film.');
    expect(res.status).toBe(201);
    const { conversationId } = await unwrap(res);
    const participants = await college.db
      .select({ role: conversationParticipants.role, email: conversationParticipants.email })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    const guardian = participants.find((one) => one.role === 'guardian');
    expect(guardian?.email).toMatch(/guardian/);
    expect(participants.map((one) => one.role).sort()).toEqual(['athlete', 'coach', 'guardian']);

    const mail = await college.mailTo(await guardianAddressOf(college.db, conversationId));
    expect(mail.subject).toContain("Robin Minor's conversation with Casey Morgan");
    expect(mail.text).toContain('Hello Robin, we saw your film.');
    const token = threadTokenIn(mail.text);
    expect(token).toBeTruthy();

    const visitor = await createTestApp();
    const seen = await unwrap(visitor.api.messages.guardian[':token'].$get({ param: { token } }));
    expect(seen).toMatchObject({ myRole: 'guardian', status: 'request' });
    expect(seen.messages.map((one) => one.text)).toEqual(['Hello Robin, we saw your film.']);
    await unwrap(
      visitor.api.messages.guardian[':token'].answer.$post({
        param: { token },
        json: { answer: 'accept' },
      }),
    );
    await unwrap(
      visitor.api.messages.guardian[':token'].$post({
        param: { token },
        json: { text: 'Thank you, coach. Please copy me on everything.' },
      }),
    );
    expect((await thread(college, conversationId)).messages.at(-1)).toMatchObject({
      fromRole: 'guardian',
      text: 'Thank you, coach. Please copy me on everything.',
    });

    await unwrap(
      visitor.api.messages.guardian[':token']['contact-off'].$post({
        param: { token },
        json: { scope: 'this-coach' },
      }),
    );
    const off = await send(college, conversationId, 'One more thing');
    expect(off.status).toBe(403);
    expect((await errorOf(off)).message).toBe(messagingMessages.contactOffOne);
    // A link that does not exist opens nothing.
    const wrong = await visitor.api.messages.guardian[':token'].$get({
      param: { token: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(404);
  });

  it('lets a guardian signed in with their address read, reply and switch contact off from /messages', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const { conversationId } = await unwrap(await start(college, minor.id, 'Hello from State'));
    const guardianAddress = await guardianAddressOf(college.db, conversationId);
    const parent = await createTestApp();
    await signIn(
      parent,
      await createTestUser(parent, { email: guardianAddress, name: 'Pat Minor' }),
    );
    const { conversations } = await unwrap(parent.api.messages.$get());
    expect(conversations).toMatchObject([{ id: conversationId, myRole: 'guardian', unread: 1 }]);
    const seen = await thread(parent, conversationId);
    expect(seen.messages.map((one) => one.text)).toEqual(['Hello from State']);
    expect((await send(parent, conversationId, 'Thank you, we will talk it over.')).status).toBe(
      201,
    );
    // A guardian does not block; they switch contact off.
    const block = await parent.api.messages[':id'].block.$post({ param: { id: conversationId } });
    expect(block.status).toBe(403);
    await unwrap(
      parent.api.messages[':id']['contact-off'].$post({
        param: { id: conversationId },
        json: { scope: 'all-coaches' },
      }),
    );
    const off = await send(college, conversationId, 'Following up');
    expect((await errorOf(off)).message).toBe(messagingMessages.contactOff);
    // Someone else with another address sees none of it.
    const stranger = await createTestApp();
    await signIn(stranger, await createTestUser(stranger, { userType: 'player' }));
    expect(
      (await stranger.api.messages[':id'].$get({ param: { id: conversationId } })).status,
    ).toBe(404);
  });

  it('holds a coach message sent in the athlete’s quiet hours until 8 am their time', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const deps = (at: string): MessagingDeps => ({
      db: college.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      siteName: 'Showcase',
      publicUrl: 'http://localhost',
      clock: createFakeClock(Date.parse(at)),
    });
    const coachUser = sessionUser({ id: college.account.id, userType: 'coach' });
    // 10 pm in Texas (CST, UTC-6) on a January night.
    const night = `${thisYear + 1}-01-10T04:00:00.000Z`;
    const sent = await startWithAthlete(deps(night), coachUser, minor.id, 'Late thought');
    expect(sent.heldUntil).toBe(`${thisYear + 1}-01-10T14:00:00.000Z`);
    const me = onlyRow(
      await college.db
        .select({ userId: playerProfiles.userId })
        .from(playerProfiles)
        .where(eq(playerProfiles.id, minor.id)),
    );
    const athleteUser = sessionUser({ id: me.userId, userType: 'player' });
    const before = await openConversation(deps(night), athleteUser, sent.conversationId);
    expect(before.messages).toEqual([]);
    // The guardian's copy is in their mail already: on their page it counts and reads at once.
    const guardianAddress = await guardianAddressOf(college.db, sent.conversationId);
    const guardianUser = sessionUser({
      id: 'guardian-account',
      email: guardianAddress,
      emailVerified: true,
      userType: 'guardian',
    });
    expect(await listConversations(deps(night), guardianUser)).toMatchObject([
      { id: sent.conversationId, unread: 1 },
    ]);
    expect(await listConversations(deps(night), athleteUser)).toMatchObject([
      { id: sent.conversationId, unread: 0 },
    ]);
    // The coach sees their own held message.
    expect(
      (await openConversation(deps(night), coachUser, sent.conversationId)).messages,
    ).toHaveLength(1);
    const morning = `${thisYear + 1}-01-10T14:00:00.000Z`;
    const after = await openConversation(deps(morning), athleteUser, sent.conversationId);
    expect(after.messages.map((one) => one.text)).toEqual(['Late thought']);
    // The athlete's own messages are never held: a reply a minute later, still in the night (at
    // the same instant the two would tie in the thread's order).
    const reply = `${thisYear + 1}-01-10T04:01:00.000Z`;
    const answered = await sendMessage(deps(reply), athleteUser, sent.conversationId, {
      text: 'Got it',
    });
    expect(answered.heldUntil).toBeNull();
    expect(
      (await openConversation(deps(reply), coachUser, sent.conversationId)).messages.at(-1)?.text,
    ).toBe('Got it');
  });

  it('has no way to a minor without the guardian: every coach message reaches their mail', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const { conversationId } = await unwrap(await start(college, minor.id, 'First'));
    const guardianAddress = await guardianAddressOf(college.db, conversationId);
    await unwrap(
      minor.t.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );
    // A message stores nothing the database announces on account_changes, so the route answers
    // without waiting to hear announcements (changesNoAccount): checked here, guardian's copy included.
    const members = onlyRow(
      await college.db
        .select({ athlete: conversations.athleteUserId, coach: conversations.coachUserId })
        .from(conversations)
        .where(eq(conversations.id, conversationId)),
    );
    const announced: string[] = [];
    college.caches.accounts.on((userId) => announced.push(userId));
    for (const text of ['Second', `Third ${randomUUID()}`]) {
      await unwrap(await send(college, conversationId, text));
      expect((await college.lastMailTo(guardianAddress))?.text).toContain(text);
    }
    // The minor's own reply is copied too.
    await unwrap(await send(minor.t, conversationId, 'Thanks coach'));
    expect((await college.lastMailTo(guardianAddress))?.text).toContain('Thanks coach');
    await college.heard();
    expect(announced.filter((id) => id === members.athlete || id === members.coach)).toEqual([]);
  });

  it('keeps the guardian until the athlete turns 18, then lets the athlete take them off', async () => {
    const college = await coach();
    const minor = await minorAthlete();
    const { conversationId } = await unwrap(await start(college, minor.id, 'First'));
    const remove = () =>
      minor.t.api.messages[':id'].guardians.$delete({ param: { id: conversationId } });
    expect(await thread(minor.t, conversationId)).toMatchObject({ mayRemoveGuardians: false });
    const refused = await remove();
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(messagingMessages.guardiansStayForMinors);
    // The coach cannot take the guardian off either.
    expect(
      (await college.api.messages[':id'].guardians.$delete({ param: { id: conversationId } }))
        .status,
    ).toBe(403);

    // Eighteen now: the athlete may, and the guardian gets no more copies.
    await minor.t.db
      .update(playerProfiles)
      .set({ birthDate: '2000-01-01' })
      .where(eq(playerProfiles.id, minor.id));
    expect(await thread(minor.t, conversationId)).toMatchObject({ mayRemoveGuardians: true });
    const guardianAddress = await guardianAddressOf(college.db, conversationId);
    await unwrap(remove());
    const seen = await thread(minor.t, conversationId);
    expect(seen.participants.map((one) => one.role).sort()).toEqual(['athlete', 'coach']);
    expect(seen.mayRemoveGuardians).toBe(false);
    await unwrap(await send(minor.t, conversationId, `Just us now ${randomUUID()}`));
    expect((await college.lastMailTo(guardianAddress))?.text).not.toContain('Just us now');
  });
});

describe("the staff of an athlete's own team", () => {
  /** A club whose team has the athlete on its roster (as `status`), with these coaches as staff. */
  async function clubWith(
    db: TestApp['db'],
    profileId: string,
    staff: { id: string; email: string }[],
  ) {
    const owner = await createTestUser(await createTestApp(), { userType: 'organization' });
    const program = onlyRow(
      await db
        .insert(organizations)
        .values({ ownerUserId: owner.id, name: 'Roster Test Club', type: 'club' })
        .returning(),
    );
    const team = onlyRow(
      await db
        .insert(teams)
        .values({
          organizationId: program.id,
          name: 'Roster 16U',
          sport: 'Basketball',
          level: '16U',
          season: '2026–27',
        })
        .returning(),
    );
    const entry = onlyRow(
      await db
        .insert(rosterEntries)
        .values({ teamId: team.id, profileId, status: 'active', jerseyNumber: 7 })
        .returning(),
    );
    await db.insert(programStaff).values(
      staff.map((member) => ({
        organizationId: program.id,
        userId: member.id,
        email: member.email,
        role: 'coach' as const,
        status: 'active' as const,
        acceptedAt: new Date(),
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    return { entry: entry };
  }

  it('may write to a minor on their roster, the guardian copied; not once the athlete left, nor to another team', async () => {
    const minor = await minorAthlete();
    // Club coaches who never asked to be verified: the roster, not a badge, lets them write.
    const clubCoach = await coach('club-youth', false);
    const assistant = await coach('club-youth', false);
    const { entry } = await clubWith(minor.t.db, minor.id, [clubCoach.account, assistant.account]);
    const may = (caller: TestApp) =>
      unwrap(caller.api.messages.athletes[':athleteId'].$get({ param: { athleteId: minor.id } }));
    expect(await may(clubCoach)).toEqual({ allowed: true, conversationId: null });

    const res = await start(clubCoach, minor.id, 'Practice moves to 6 pm on Thursday.');
    expect(res.status).toBe(201);
    const { conversationId } = await unwrap(res);
    const guardianAddress = await guardianAddressOf(clubCoach.db, conversationId);
    expect(guardianAddress).toMatch(/guardian/);
    const mail = await clubCoach.lastMailTo(guardianAddress);
    expect(mail?.text).toContain('Practice moves to 6 pm on Thursday.');

    // Another team's coach is not their staff.
    const stranger = await coach('club-youth', false);
    const refused = await start(stranger, minor.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(startMessages.verifyFirst);

    // Once the athlete has left the team, its staff cannot start a conversation; one they
    // already have goes on.
    await minor.t.db
      .update(rosterEntries)
      .set({ status: 'left' })
      .where(eq(rosterEntries.id, entry.id));
    expect(await may(assistant)).toMatchObject({ allowed: false, rule: 'verify-first' });
    expect((await start(assistant, minor.id)).status).toBe(403);
    expect(await may(clubCoach)).toEqual({ allowed: true, conversationId });
  });
});

describe('a first message under races, and a guardian named later', () => {
  it('makes one conversation with one message of ten sent at once, the others refused', async () => {
    const college = await coach();
    const player = await athlete();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => start(college, player.profileId, `Hello ${n}`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const rows = await college.db
      .select({ id: conversations.id })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        eq(conversationParticipants.conversationId, conversations.id),
      )
      .where(eq(conversationParticipants.userId, player.account.id));
    expect(rows).toHaveLength(1);
    const stored = await college.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, rows[0]!.id));
    expect(stored).toHaveLength(1);
  });

  it('copies a guardian named after the conversation began, and holds the coach until they consent', async () => {
    const college = await coach();
    const player = await athlete();
    // An account that never gave its date of birth (made by signing in with Pi).
    await player.db
      .update(playerProfiles)
      .set({ birthDate: null })
      .where(eq(playerProfiles.id, player.profileId));
    const { conversationId } = await unwrap(await start(college, player.profileId));
    await unwrap(
      player.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );
    const now = new Date();
    const guardianEmail = `parent-${randomUUID().slice(0, 8)}@example.com`;
    const saved = await player.api.me.profile.$put({
      json: {
        ...athleteProfileInput(),
        birthMonth: '1',
        birthYear: String(now.getUTCFullYear() - 16),
        guardianEmail,
      },
    });
    expect(saved.status).toBe(200);

    const held = await send(college, conversationId, 'Are you free on Friday?');
    expect(held.status).toBe(403);
    expect((await errorOf(held)).message).toBe(messagingMessages.consentNeeded);
    const own = await send(player, conversationId, 'Yes coach!');
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(messagingMessages.consentFirst);

    const mail = await player.mailTo(guardianEmail);
    const token = mail.text.match(/\/consent\/([\w-]+)/)![1]!;
    await unwrap(
      (await createTestApp()).api.consent[':token'].$post({
        param: { token },
        json: { decision: 'grant', visibility: 'members' },
      }),
    );
    expect((await send(college, conversationId, 'Are you free on Friday?')).status).toBe(201);
    const participants = await college.db
      .select({ role: conversationParticipants.role, email: conversationParticipants.email })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    expect(participants).toContainEqual({ role: 'guardian', email: guardianEmail });
    expect((await college.lastMailTo(guardianEmail))?.text).toContain('Are you free on Friday?');
  });
});
