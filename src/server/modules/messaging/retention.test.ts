import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '#server/db/schema/messaging';
import { playerProfiles } from '#server/db/schema/athletes';
import { verifyCoach } from '#server/test/coach-fixtures';
import { createTestApp } from '#server/test/test-app';
import { createTestUser } from '#server/test/test-users';
import { forgetOldConversations } from './retention';
import { onlyRow } from '#server/test/rows';

describe('message retention', () => {
  it('deletes a conversation 24 months after its last message, and keeps a younger one', async () => {
    const t = await createTestApp();
    const coach = await createTestUser(t, { userType: 'coach' });
    await verifyCoach(t.db, coach.id);
    // Long ago, so the cut-off is before every other test's conversations (the database is shared).
    const now = new Date('1992-02-01T12:00:00Z');
    const made = [];
    for (const lastMessageAt of [
      new Date('1990-01-31T12:00:00Z'),
      new Date('1990-02-02T12:00:00Z'),
    ]) {
      const athlete = await createTestUser(t, { userType: 'player' });
      const profile = onlyRow(
        await t.db
          .insert(playerProfiles)
          .values({ userId: athlete.id, firstName: 'Old', lastName: 'Thread' })
          .returning({ id: playerProfiles.id }),
      );
      const conversation = onlyRow(
        await t.db
          .insert(conversations)
          .values({
            athleteProfileId: profile.id,
            athleteUserId: athlete.id,
            coachUserId: coach.id,
            status: 'active',
            lastMessageAt,
          })
          .returning({ id: conversations.id }),
      );
      await t.db
        .insert(messages)
        .values({ conversationId: conversation.id, senderRole: 'coach', body: 'Hello' });
      made.push(conversation.id);
    }
    await forgetOldConversations(t.db, now);
    const left = async (id: string) =>
      (await t.db.select().from(conversations).where(eq(conversations.id, id))).length;
    expect(await left(made[0]!)).toBe(0);
    expect(await left(made[1]!)).toBe(1);
    const orphans = await t.db.select().from(messages).where(eq(messages.conversationId, made[0]!));
    expect(orphans).toEqual([]);
  });
});
