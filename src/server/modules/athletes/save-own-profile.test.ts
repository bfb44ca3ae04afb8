import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileEditorSchema } from '#shared/schemas/athletes';
import { createMailer } from '#server/adapters/mail/create-mailer';
import { playerProfiles } from '#server/db/schema/athletes';
import { athleteProfileInput } from '#server/test/messaging-fixtures';
import { createTestApp } from '#server/test/test-app';
import { createTestUser } from '#server/test/test-users';
import { saveOwnProfile } from './save-own-profile';

describe('saveOwnProfile', () => {
  it('says whether a save may have changed what is announced of the account: a profile created or completed', async () => {
    const t = await createTestApp();
    const user = await createTestUser(t, { userType: 'player' });
    const owner = { id: user.id, email: user.email, emailVerified: true };
    const consent = {
      db: t.db,
      mailer: createMailer(t.config, t.db),
      caches: t.caches.athletes,
      siteName: t.config.siteName,
      publicUrl: t.config.publicUrl,
    };
    const save = (bio: string) =>
      saveOwnProfile(
        { db: t.db, caches: t.caches.athletes, consent },
        owner,
        profileEditorSchema.parse({ ...athleteProfileInput(), bio }),
      );

    const created = await save('First.');
    expect(created).toMatchObject({ created: true, changedAccount: true });
    expect(created.profile).not.toHaveProperty('wasComplete');
    // An edit of a complete profile: nothing announced changes.
    const edited = await save('Edited.');
    expect(edited).toMatchObject({ created: false, changedAccount: false });
    expect(edited.profile).toMatchObject({ bio: 'Edited.' });
    expect(edited.profile).not.toHaveProperty('wasComplete');
    // Made incomplete by another path: the next save completes it again.
    await t.db
      .update(playerProfiles)
      .set({ isComplete: false })
      .where(eq(playerProfiles.userId, user.id));
    expect(await save('Completed again.')).toMatchObject({ created: false, changedAccount: true });
    expect(await save('And edited.')).toMatchObject({ created: false, changedAccount: false });
  });
});
