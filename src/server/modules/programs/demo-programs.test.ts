import { describe, expect, it } from 'vitest';
import { createSiteAuth } from '#server/site-auth';
import { fakeStorage } from '#server/test/fake-adapters';
import { systemClock } from '#server/lib/clock';
import {
  demoAccounts,
  demoAccountsSeeder,
  demoCoachesSeeder,
  demoParent,
} from '#server/modules/accounts';
import { demoMessagingSeeder } from '#server/modules/messaging';
import { createTestApp, unwrap } from '#server/test/test-app';
import { signIn } from '#server/test/test-users';
import { demoProgramsSeeder, demoProgramSlug } from './demo-programs';
import { exactly } from '#server/test/tuples';

describe('the demo program', () => {
  it('is Lakeside Hoops Club: two teams, the demo athlete on the 17U roster, Avery waiting for her parent', async () => {
    const t = await createTestApp();
    const auth = createSiteAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      caches: t.caches,
    });
    const context = { db: t.db, auth, storage: fakeStorage(), clock: systemClock };
    for (const seeder of [
      demoAccountsSeeder,
      demoCoachesSeeder,
      demoMessagingSeeder,
      demoProgramsSeeder,
    ]) {
      await seeder.run(context);
    }

    const page = await unwrap(t.api.programs[':slug'].$get({ param: { slug: demoProgramSlug } }));
    expect(page.name).toBe('Lakeside Hoops Club');
    expect(page.teams.map((team) => [team.level, team.season])).toEqual([
      ['16U', '2026–27'],
      ['17U', '2026–27'],
    ]);
    const [u16, u17] = exactly(2, page.teams);
    const team17 = await unwrap(t.api.teams[':id'].$get({ param: { id: u17.id } }));
    expect(team17.roster.map((athlete) => `${athlete.firstName} ${athlete.lastName}`)).toContain(
      'Jordan Reyes',
    );

    const club = await createTestApp();
    await signIn(club, demoAccounts.organization);
    const own = await unwrap(club.api.me.program.$get());
    expect(own.slug).toBe(demoProgramSlug);

    const parent = await createTestApp();
    await signIn(parent, demoParent);
    const { children } = await unwrap(parent.api.guardian.$get());
    const avery = children.find((child) => child.firstName === 'Avery');
    expect(avery?.teamRequests).toEqual([
      expect.objectContaining({
        programName: 'Lakeside Hoops Club',
        team: expect.objectContaining({ id: u16.id }),
      }),
    ]);
  });
});
