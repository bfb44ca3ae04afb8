import { describe, expect, it } from 'vitest';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { eq } from 'drizzle-orm';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { sendUnreadMails } from './unread-mails';
import { onlyRow } from '#server/test/rows';

const MINUTE = 60_000;

/** A conversation between a coach and an athlete, far in the past so other tests' rows stay out. */
async function conversation() {
  const t = await createTestApp();
  const coach = await createTestUser(t, { userType: 'coach', name: 'Casey Morgan' });
  const athlete = await createTestUser(t, { userType: 'player' });
  const profile = onlyRow(
    await t.db
      .insert(playerProfiles)
      .values({ userId: athlete.id, firstName: 'Jordan', lastName: 'Reyes' })
      .returning({ id: playerProfiles.id }),
  );
  const row = onlyRow(
    await t.db
      .insert(conversations)
      .values({
        athleteProfileId: profile.id,
        athleteUserId: athlete.id,
        coachUserId: coach.id,
        status: 'active',
      })
      .returning({ id: conversations.id }),
  );
  const [athleteSide, coachSide] = await t.db
    .insert(conversationParticipants)
    .values([
      { conversationId: row.id, role: 'athlete', userId: athlete.id },
      { conversationId: row.id, role: 'coach', userId: coach.id },
    ])
    .returning({ id: conversationParticipants.id });
  const mails: MailMessage[] = [];
  const deps = {
    db: t.db,
    mailer: {
      kind: 'dev-mailbox' as const,
      send: async (mail: MailMessage) => void mails.push(mail),
    },
    siteName: 'Showcase',
    publicUrl: 'http://localhost:3000',
  };
  const coachWrites = (at: Date) =>
    t.db.insert(messages).values({
      conversationId: row.id,
      senderParticipantId: coachSide!.id,
      senderRole: 'coach',
      body: 'Are you free on Saturday?',
      createdAt: at,
      deliverAt: at,
    });
  const toAthlete = () => mails.filter((mail) => mail.to === athlete.email);
  return { t, athlete, deps, coachWrites, toAthlete, conversationId: row.id, athleteSide };
}

describe('unread-message mails', () => {
  it('are written in the member’s language, and link the page in it', async () => {
    const { t, athlete, deps, coachWrites, toAthlete, conversationId } = await conversation();
    await t.db.update(user).set({ language: 'es' }).where(eq(user.id, athlete.id));
    const start = new Date('1995-04-01T10:00:00Z');
    await coachWrites(start);
    await coachWrites(new Date(start.getTime() + MINUTE));
    await sendUnreadMails(deps, new Date(start.getTime() + 20 * MINUTE));
    expect(toAthlete()[0]).toMatchObject({ subject: 'Tienes 2 mensajes esperando en Showcase' });
    expect(toAthlete()[0]!.text).toContain(`/es/messages/${conversationId}`);
    expect(toAthlete()[0]!.html).toContain('Abrir la conversación');
  });

  it('mail a member once when a message waits 15 minutes, then at most once an hour', async () => {
    const { deps, coachWrites, toAthlete, conversationId } = await conversation();
    const start = new Date('1995-03-01T10:00:00Z');
    await coachWrites(start);
    // Not yet 15 minutes.
    await sendUnreadMails(deps, new Date(start.getTime() + 10 * MINUTE));
    expect(toAthlete()).toHaveLength(0);
    await sendUnreadMails(deps, new Date(start.getTime() + 16 * MINUTE));
    expect(toAthlete()).toHaveLength(1);
    expect(toAthlete()[0]).toMatchObject({ subject: 'You have a message waiting on Showcase' });
    expect(toAthlete()[0]!.text).toContain(`/messages/${conversationId}`);
    // The text stays on the site.
    expect(toAthlete()[0]!.text).not.toContain('Are you free');
    // Nothing new: nothing more.
    await sendUnreadMails(deps, new Date(start.getTime() + 40 * MINUTE));
    expect(toAthlete()).toHaveLength(1);
    // A new message within the hour waits for the hour to pass.
    await coachWrites(new Date(start.getTime() + 30 * MINUTE));
    await sendUnreadMails(deps, new Date(start.getTime() + 50 * MINUTE));
    expect(toAthlete()).toHaveLength(1);
    await sendUnreadMails(deps, new Date(start.getTime() + 80 * MINUTE));
    expect(toAthlete()).toHaveLength(2);
  });

  it('mail nobody who read the conversation or turned the mails off', async () => {
    const { t, athlete, deps, coachWrites, toAthlete } = await conversation();
    const start = new Date('1995-04-01T10:00:00Z');
    await coachWrites(start);
    await signIn(t, athlete);
    const saved = await unwrap(t.api.messages.settings.$put({ json: { unreadEmails: false } }));
    expect(saved).toEqual({ unreadEmails: false });
    expect(await unwrap(t.api.messages.settings.$get())).toEqual({ unreadEmails: false });
    await sendUnreadMails(deps, new Date(start.getTime() + 20 * MINUTE));
    expect(toAthlete()).toHaveLength(0);
  });
});
