import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging';
import { guardianConsents } from '#server/db/schema/safety';
import type { DemoSeeder } from '#server/db/seed';
import { createSecretToken } from '#server/lib/secret-token';
import {
  demoAccounts,
  demoMinor,
  demoParent,
  demoSecondCoachEmail,
} from '#server/modules/accounts';

const MINUTE_MS = 60_000;

/**
 * A minor athlete with her parent's consent (Avery Chen, 16, women's basketball, a class the
 * NCAA calendar already opens to Division I coaches), her parent's account, and two conversations of the demo coach:
 * one with the demo athlete, answered, and a second coach's request to Avery, her parent copied
 * (the demo coach may still write to her first). Messages and
 * requests show on a fresh start from both sides.
 */
export const demoMessagingSeeder: DemoSeeder = {
  name: 'demo messaging',
  async run({ db, auth, clock }) {
    const now = new Date(clock.now());
    const year = now.getUTCFullYear();
    const minor = await createVerifiedUser(auth, {
      email: demoMinor.email,
      password: demoMinor.password,
      name: 'Avery Chen',
      userType: 'player',
    });
    const [profile] = await db
      .insert(playerProfiles)
      .values({
        userId: minor.id,
        firstName: 'Avery',
        lastName: 'Chen',
        sport: 'Basketball',
        position: 'Shooting Guard',
        school: 'Riverside High School',
        location: 'Columbus, OH',
        state: 'OH',
        // Division I women's basketball opens on June 1 after the sophomore year.
        graduationYear: year + (now.getUTCMonth() >= 5 ? 2 : 1),
        gender: 'Female',
        birthDate: `${year - 16}-03-01`,
        height: `5'9"`,
        weight: '140 lbs',
        heightInches: 69,
        weightLbs: 140,
        bio: 'Catch-and-shoot guard, 41% from three, and the first one in the gym.',
        isComplete: true,
        visibility: 'members',
        listed: true,
      })
      .returning({ id: playerProfiles.id });
    await createVerifiedUser(auth, {
      email: demoParent.email,
      password: demoParent.password,
      name: 'Lin Chen',
      userType: 'guardian',
    });
    await db.insert(guardianConsents).values({
      userId: minor.id,
      guardianEmail: demoMinor.guardianEmail,
      tokenHash: createSecretToken().hash,
      status: 'granted',
      allowedVisibility: 'members',
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
      sentAt: now,
      decidedAt: now,
    });

    const coachByEmail = async (email: string) =>
      (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0];
    const coach = await coachByEmail(demoAccounts.coach.email);
    const second = await coachByEmail(demoSecondCoachEmail);
    const [athlete] = await db
      .select({ userId: playerProfiles.userId, id: playerProfiles.id })
      .from(playerProfiles)
      .innerJoin(user, eq(user.id, playerProfiles.userId))
      .where(eq(user.email, demoAccounts.athlete.email));
    if (!coach || !second || !athlete || !profile) return;

    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
    const [answered] = await db
      .insert(conversations)
      .values({
        athleteProfileId: athlete.id,
        athleteUserId: athlete.userId,
        coachUserId: coach.id,
        startedByUserId: coach.id,
        status: 'active',
        createdAt: at(3 * 24 * 60),
        lastMessageAt: at(90),
      })
      .returning({ id: conversations.id });
    const [athleteSide, coachSide] = await db
      .insert(conversationParticipants)
      .values([
        {
          conversationId: answered!.id,
          role: 'athlete',
          userId: athlete.userId,
          lastReadAt: at(200),
        },
        { conversationId: answered!.id, role: 'coach', userId: coach.id, lastReadAt: at(90) },
      ])
      .returning({ id: conversationParticipants.id });
    await db.insert(messages).values(
      [
        [
          coachSide,
          'coach',
          3 * 24 * 60,
          'Jordan, we watched your junior season film. Your pace in transition stood out. Would you be open to talking about Lakeside State?',
        ],
        [
          athleteSide,
          'athlete',
          2 * 24 * 60,
          'Thank you, Coach Ellis! Yes, I would love to learn more about the program.',
        ],
        [
          coachSide,
          'coach',
          90,
          'Great. Our staff will be at the Austin showcase next month. Send us your schedule when you have it.',
        ],
      ].map(([sender, role, minutesAgo, body]) => ({
        conversationId: answered!.id,
        senderParticipantId: (sender as { id: string }).id,
        senderRole: role as 'coach' | 'athlete',
        body: body as string,
        createdAt: at(minutesAgo as number),
        deliverAt: at(minutesAgo as number),
      })),
    );

    const [request] = await db
      .insert(conversations)
      .values({
        athleteProfileId: profile.id,
        athleteUserId: minor.id,
        coachUserId: second.id,
        startedByUserId: second.id,
        status: 'request',
        createdAt: at(30),
        lastMessageAt: at(30),
      })
      .returning({ id: conversations.id });
    const [, coachInRequest] = await db
      .insert(conversationParticipants)
      .values([
        { conversationId: request!.id, role: 'athlete', userId: minor.id },
        { conversationId: request!.id, role: 'coach', userId: second.id, lastReadAt: at(30) },
        { conversationId: request!.id, role: 'guardian', email: demoMinor.guardianEmail },
      ])
      .returning({ id: conversationParticipants.id });
    await db.insert(messages).values({
      conversationId: request!.id,
      senderParticipantId: coachInRequest!.id,
      senderRole: 'coach',
      body: 'Hello Avery, and hello to your parent, who is copied here. Northern Plains liked your shooting at the fall league. Could we set up a call with you both?',
      createdAt: at(30),
      deliverAt: at(30),
    });
  },
};
