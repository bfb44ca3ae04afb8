import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { messagingAthlete, messagingCoach } from '#server/test/messaging-fixtures';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A verified coach who wrote to an adult athlete: both signed in, the message's id. */
async function conversation(text = 'Call me tonight, just us, do not tell your coach.') {
  const coach = await messagingCoach();
  const athlete = await messagingAthlete();
  const profile = { id: athlete.profileId };
  const sent = await unwrap(
    coach.api.messages.athletes.$post({ json: { athleteId: profile.id, text } }),
  );
  return { coach, athlete, conversationId: sent.conversationId, messageId: sent.message.id };
}

const report = (t: TestApp, messageId: string) =>
  t.api.reports.$post({
    json: { targetType: 'message', targetId: messageId, reason: 'minor-safety' },
  });

async function signedInAdmin() {
  const admin = await createTestApp();
  await signIn(admin, await createTestUser(admin, { role: 'admin' }));
  return admin;
}

const readAsAdmin = (admin: TestApp, messageId: string) =>
  admin.api.admin.reports.messages[':messageId'].conversation.$get({ param: { messageId } });

describe('reporting a message', () => {
  it('is open to the conversation’s members only', async () => {
    const { coach, athlete, messageId } = await conversation();
    const stranger = await createTestApp();
    await signIn(stranger, await createTestUser(stranger, { userType: 'player' }));
    expect((await report(stranger, messageId)).status).toBe(404);
    expect((await report(await createTestApp(), messageId)).status).toBe(404);
    expect((await report(athlete, messageId)).status).toBe(201);
    // Either side may report.
    expect((await report(coach, messageId)).status).toBe(201);
  });

  it('lets an administrator read a reported conversation, and only that one, each reading audited', async () => {
    const { athlete, messageId } = await conversation();
    const other = await conversation('An ordinary message nobody reported.');
    const admin = await signedInAdmin();
    expect((await readAsAdmin(admin, messageId)).status).toBe(404);
    await unwrap(await report(athlete, messageId));

    const read = await unwrap(await readAsAdmin(admin, messageId));
    expect(read.messages).toMatchObject([
      {
        id: messageId,
        from: 'Casey Morgan',
        fromRole: 'coach',
        text: 'Call me tonight, just us, do not tell your coach.',
        reported: true,
        held: false,
      },
    ]);
    const audited = await admin.db
      .select({ action: adminAuditLog.action, label: adminAuditLog.targetLabel })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'report.read-conversation'),
          eq(adminAuditLog.targetType, 'report'),
        ),
      );
    expect(audited.length).toBeGreaterThan(0);
    // A conversation no report names stays closed to administrators.
    expect((await readAsAdmin(admin, other.messageId)).status).toBe(404);
    // Members cannot use the administrators' route.
    expect((await readAsAdmin(athlete, messageId)).status).toBe(403);
  });

  it('held by a moderator, the message is hidden from both sides', async () => {
    const { coach, athlete, conversationId, messageId } = await conversation();
    const { id: reportId } = await unwrap(await report(athlete, messageId));
    const admin = await signedInAdmin();
    await unwrap(
      admin.api.admin.reports[':id'].hold.$post({
        param: { id: reportId },
        json: { reason: 'Asks for private contact' },
      }),
    );
    for (const side of [athlete, coach]) {
      const thread = await unwrap(side.api.messages[':id'].$get({ param: { id: conversationId } }));
      expect(thread.messages).toMatchObject([
        { id: messageId, text: 'Message held by a moderator.', removed: true },
      ]);
    }
    // The administrator still reads it, marked held.
    expect((await unwrap(await readAsAdmin(admin, messageId))).messages[0]).toMatchObject({
      held: true,
      text: 'Call me tonight, just us, do not tell your coach.',
    });
  });
});
