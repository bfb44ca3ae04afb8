import { and, desc, eq, ne } from 'drizzle-orm';
import { defaultBoardStages } from '#shared/recruiting';
import { user } from '#server/db/schema/auth';
import { playerProfiles } from '#server/db/schema/athletes';
import {
  athleteStats,
  boardEntries,
  evaluations,
  profileViews,
  recruitingBoards,
  savedSearches,
} from '#server/db/schema/recruiting';
import type { DemoSeeder } from '#server/db/seed';

const DAY_MS = 24 * 3600_000;

/**
 * The demo coach's recruiting (after the demo accounts and athletes): a board of basketball
 * players at several stages with notes and ratings, a saved search, their views of the demo
 * athlete and an evaluation the athlete shows, so /recruiting, "Who viewed me" and the athlete
 * page have something to show on a fresh start. The demo athlete's statistics come too.
 */
export const demoRecruitingSeeder: DemoSeeder = {
  name: 'demo recruiting',
  async run({ db, clock }) {
    const now = clock.now();
    const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const isoDay = (daysAgo: number) => day(daysAgo).toISOString().slice(0, 10);
    const [coach] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'coach@showcase.example'));
    const [jordan] = await db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .innerJoin(user, eq(user.id, playerProfiles.userId))
      .where(eq(user.email, 'athlete@showcase.example'));
    if (!coach || !jordan) return;
    const others = await db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .where(
        and(
          eq(playerProfiles.sport, 'Basketball'),
          eq(playerProfiles.listed, true),
          eq(playerProfiles.visibility, 'public'),
          ne(playerProfiles.id, jordan.id),
        ),
      )
      .orderBy(desc(playerProfiles.createdAt))
      .limit(5);

    const [board] = await db
      .insert(recruitingBoards)
      .values({ coachId: coach.id, name: 'Class of 2027 guards', stages: defaultBoardStages })
      .returning({ id: recruitingBoards.id });
    const notes = [
      'Quick first step, sees the floor. Watch the spring tournament.',
      'Strong on-ball defender; shot needs work.',
      'Good size for the position. Ask the high school coach about grades.',
      'Left-handed, finishes through contact.',
      '',
      'Team captain; plays hard on both ends.',
    ];
    const entries = [jordan, ...others].map((athlete, index) => ({
      boardId: board!.id,
      athleteId: athlete.id,
      stage: [1, 0, 0, 2, 0, 3][index] ?? 0,
      rating: [4, 3, null, 5, null, 4][index] ?? null,
      notes: notes[index] ?? '',
      addedAt: day(18 - index),
      movedAt: day(10 - index),
    }));
    await db.insert(boardEntries).values(entries);

    await db.insert(savedSearches).values({
      coachId: coach.id,
      name: 'Texas guards, class of 2027',
      filters: { sport: 'basketball', state: 'TX', gradYear: 2027, position: 'Guard' },
      frequency: 'weekly',
      lastDigestAt: day(2),
    });

    await db.insert(profileViews).values([
      {
        athleteId: jordan.id,
        viewerId: coach.id,
        day: isoDay(1),
        openedPage: true,
        playedHighlight: true,
        verified: true,
        institution: 'Lakeside State University',
        level: 'ncaa-d1',
        sport: 'Basketball',
        lastAt: day(1),
      },
      {
        athleteId: jordan.id,
        viewerId: coach.id,
        day: isoDay(9),
        openedPage: true,
        playedHighlight: false,
        verified: true,
        institution: 'Lakeside State University',
        level: 'ncaa-d1',
        sport: 'Basketball',
        lastAt: day(9),
      },
    ]);

    await db.insert(evaluations).values({
      athleteId: jordan.id,
      coachId: coach.id,
      assessment:
        'Poised point guard who controls tempo and makes the right read in pick-and-roll. Needs to add strength to finish through contact at the next level. High motor on defense.',
      projectedLevels: ['ncaa-d1', 'ncaa-d2'],
      measurements: [
        { name: 'Vertical jump', value: '31 in', takenOn: isoDay(12) },
        { name: 'Lane agility', value: '10.9 s', takenOn: isoDay(12) },
      ],
      shown: true,
      createdAt: day(8),
    });

    await db.insert(athleteStats).values(
      [
        ['2025–26', 'Points per game', '17.4'],
        ['2025–26', 'Assists per game', '6.8'],
        ['2025–26', 'Steals per game', '2.1'],
        ['2025–26', '3-point %', '36.5'],
      ].map(([season, stat, value], position) => ({
        athleteId: jordan.id,
        season: season!,
        stat: stat!,
        value: value!,
        position,
      })),
    );
  },
};
