import { describe, expect, it } from 'vitest';
import { playerProfiles } from '#server/db/schema/athletes';
import { boardEntries, recruitingBoards, savedSearches } from '#server/db/schema/recruiting';
import { verifyCoach } from '#server/test/coach-fixtures';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

describe('a coach’s export', () => {
  it('holds their verification, boards with their own notes, and saved searches', async () => {
    const t = await createTestApp();
    const coach = await createTestUser(t, { userType: 'coach' });
    await verifyCoach(t.db, coach.id, { institution: 'Export State' });
    const athleteOwner = await createTestUser(t, { userType: 'player' });
    const athlete = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({ userId: athleteOwner.id, firstName: 'Noa', lastName: 'Reed', listed: true })
        .returning({ id: playerProfiles.id }),
    );
    const board = onlyRow(
      await t.db
        .insert(recruitingBoards)
        .values({ coachId: coach.id, name: 'Keepers', stages: ['A', 'B', 'C', 'D', 'E'] })
        .returning({ id: recruitingBoards.id }),
    );
    await t.db
      .insert(boardEntries)
      .values({ boardId: board.id, athleteId: athlete.id, stage: 1, rating: 4, notes: 'Calm' });
    await t.db.insert(savedSearches).values({
      coachId: coach.id,
      name: 'Keepers in Ohio',
      filters: { state: 'OH' },
      frequency: 'daily',
    });
    await signIn(t, coach);
    const data = await unwrap(t.api.me.export.$get());
    expect(data.coachVerifications).toEqual([
      expect.objectContaining({ institution: 'Export State', status: 'approved' }),
    ]);
    expect(data.recruitingBoards).toEqual([
      expect.objectContaining({
        name: 'Keepers',
        entries: [expect.objectContaining({ athleteId: athlete.id, stage: 'B', notes: 'Calm' })],
      }),
    ]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Keepers in Ohio', frequency: 'daily' }),
    ]);
    // The athlete's details are not copied into the coach's export.
    expect(JSON.stringify(data.recruitingBoards)).not.toContain('Noa');
  });
});
