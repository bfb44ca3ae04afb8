import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging';
import { guardianConsents } from '#server/db/schema/safety';
import type { DemoSeeder } from '#server/db/seed';
import { createSecretToken } from '#server/lib/secret-token';
import { demoSecondCoachEmail } from '#server/modules/accounts';

/** A family that reads the site in Spanish (README: demo sign-ins). */
export const demoSpanishFamily = {
  minor: { email: 'lucia@showcase.example', password: 'Demo-Lucia-2026' },
  guardian: { email: 'familia@showcase.example', password: 'Demo-Familia-2026' },
};

/**
 * Lucía Hernández, 15, a soccer midfielder in Houston, signed up on the Spanish pages; her mother,
 * Rosa, consented on the Spanish consent page and has an account in Spanish. A verified coach's
 * request waits in Lucía's messages with Rosa copied: signed in as either, the site opens in
 * Spanish, and the coach's words stay as he wrote them.
 */
export const demoSpanishFamilySeeder: DemoSeeder = {
  name: 'demo Spanish-speaking family',
  async run({ db, auth, clock }) {
    const now = new Date(clock.now());
    const year = now.getUTCFullYear();
    const minor = await createVerifiedUser(auth, {
      ...demoSpanishFamily.minor,
      name: 'Lucía Hernández',
      userType: 'player',
      language: 'es',
    });
    const [profile] = await db
      .insert(playerProfiles)
      .values({
        userId: minor.id,
        firstName: 'Lucía',
        lastName: 'Hernández',
        sport: 'Soccer',
        position: 'Midfielder',
        school: 'Lamar High School',
        location: 'Houston, TX',
        state: 'TX',
        graduationYear: year + 3,
        gender: 'Female',
        birthDate: `${year - 15}-02-01`,
        bio: 'Mediocampista zurda. Me gusta organizar el juego y nunca dejo de correr.',
        isComplete: true,
        visibility: 'members',
        listed: true,
      })
      .onConflictDoNothing()
      .returning({ id: playerProfiles.id });
    await createVerifiedUser(auth, {
      ...demoSpanishFamily.guardian,
      name: 'Rosa Hernández',
      userType: 'guardian',
      language: 'es',
    });
    if (!profile) return;
    await db.insert(guardianConsents).values({
      userId: minor.id,
      guardianEmail: demoSpanishFamily.guardian.email,
      tokenHash: createSecretToken().hash,
      status: 'granted',
      allowedVisibility: 'members',
      language: 'es',
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
      sentAt: now,
      decidedAt: now,
    });

    const [coach] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoSecondCoachEmail));
    if (!coach) return;
    const at = new Date(now.getTime() - 45 * 60_000);
    const [request] = await db
      .insert(conversations)
      .values({
        athleteProfileId: profile.id,
        athleteUserId: minor.id,
        coachUserId: coach.id,
        startedByUserId: coach.id,
        status: 'request',
        createdAt: at,
        lastMessageAt: at,
      })
      .returning({ id: conversations.id });
    const [, coachSide] = await db
      .insert(conversationParticipants)
      .values([
        { conversationId: request!.id, role: 'athlete', userId: minor.id },
        { conversationId: request!.id, role: 'coach', userId: coach.id, lastReadAt: at },
        { conversationId: request!.id, role: 'guardian', email: demoSpanishFamily.guardian.email },
      ])
      .returning({ id: conversationParticipants.id });
    await db.insert(messages).values({
      conversationId: request!.id,
      senderParticipantId: coachSide!.id,
      senderRole: 'coach',
      body: 'Hello Lucía, and hello to your mother, who is copied here. We saw you at the Houston Cup: your vision in midfield stood out. Could we talk about our summer camp?',
      createdAt: at,
      deliverAt: at,
    });
  },
};
