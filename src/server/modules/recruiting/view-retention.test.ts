import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerProfiles } from '#server/db/schema/athletes';
import { profileViews } from '#server/db/schema/recruiting';
import { createTestApp } from '#server/test/test-app';
import { createTestUser } from '#server/test/test-users';
import { forgetOldViews } from './view-retention';
import { onlyRow } from '#server/test/rows';

describe('profile views', () => {
  it('are forgotten after 12 months, as the Privacy Policy says', async () => {
    const t = await createTestApp();
    const owner = await createTestUser(t, { userType: 'player' });
    const viewer = await createTestUser(t);
    const athlete = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({ userId: owner.id, firstName: 'Kai', lastName: 'Lane' })
        .returning({ id: playerProfiles.id }),
    );
    const now = new Date('2027-06-01T12:00:00Z');
    await t.db.insert(profileViews).values(
      ['2026-05-31', '2026-06-02'].map((day) => ({
        athleteId: athlete.id,
        viewerId: viewer.id,
        day,
        openedPage: true,
        verified: false,
      })),
    );
    await forgetOldViews(t.db, now);
    const left = await t.db
      .select({ day: profileViews.day })
      .from(profileViews)
      .where(eq(profileViews.athleteId, athlete.id));
    expect(left).toEqual([{ day: '2026-06-02' }]);
  });
});
