import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ageOn } from '#shared/privacy';
import { fakeStorage } from '#server/test/fake-adapters';
import { createSiteAuth } from '#server/site-auth';
import { openDatabase } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { seedDemoData } from '#server/db/seed';
import { systemClock } from '#server/lib/clock';
import { demoAccounts, demoAccountsSeeder } from '#server/modules/accounts';
import { isMinor } from '#server/modules/privacy';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import {
  DEMO_ATHLETE_COUNT,
  demoAthletesSeeder,
  demoBirthDate,
  initialsAvatar,
} from './demo-athletes';

describe('demo athletes’ portraits', () => {
  it('are square WebP pictures, as uploaded photos are stored, not SVG documents', async () => {
    const bytes = await initialsAvatar('Jordan', 'Lee', 3);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The initials are drawn: the middle of the picture is not one flat colour.
    const { data, info } = await sharp(bytes)
      .extract({ left: 64, top: 100, width: 128, height: 60 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const brightest = Math.max(...data.filter((_, i) => i % info.channels === 0));
    expect(brightest).toBeGreaterThan(240);
  });
});

describe('demo athletes’ dates of birth', () => {
  it('follow their class, and never make a minor of an athlete the site shows as an adult', () => {
    const today = new Date('2026-12-06T12:00:00Z');
    // Born in the school year that graduates in their class (18 at graduation), when that is 18
    // or over today: a March birthday of the class of 2026.
    expect(demoBirthDate(2026, 'J', today)).toBe('2008-03-31');
    for (const graduationYear of [2025, 2026, 2027, 2028, 2029, 2030]) {
      for (const name of ['Marcus Johnson', 'Aaliyah Martinez', 'Jordan Reyes', 'Kai Ito']) {
        const born = demoBirthDate(graduationYear, name, today);
        expect(born).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(isMinor(born, today)).toBe(false);
        // A younger class is made 18 or 19, never older than it needs to be.
        expect(ageOn(born, today)).toBeLessThanOrEqual(Math.max(19, 2026 - graduationYear + 19));
        expect(demoBirthDate(graduationYear, name, today)).toBe(born);
      }
    }
  });

  it('are seeded, given at every start to demo profiles without one, and spare the editor’s birth question', async () => {
    // A database of its own (migrated here, hence the longer time): the demo athletes would show
    // in the lists other tests read.
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await database.migrate();
      const t = await createTestApp({}, { database });
      const auth = createSiteAuth({
        config: t.config,
        db: t.db,
        mailer: { kind: 'dev-mailbox', send: async () => {} },
        caches: t.caches,
      });
      const storage = fakeStorage({
        put: async () => {},
        publicUrl: (key: string) => `/uploads/${key}`,
      });
      const seeders = [demoAccountsSeeder, demoAthletesSeeder];
      expect(
        await seedDemoData({ db: t.db, auth, storage, clock: systemClock }, seeders),
      ).toMatchObject({
        seeded: true,
      });
      const profiles = () =>
        t.db
          .select({
            email: user.email,
            birthDate: playerProfiles.birthDate,
            listed: playerProfiles.listed,
            visibility: playerProfiles.visibility,
          })
          .from(playerProfiles)
          .innerJoin(user, eq(user.id, playerProfiles.userId))
          .orderBy(user.email);
      const seeded = await profiles();
      // The demo athletes and the demo account's own athlete, Jordan Reyes.
      expect(seeded).toHaveLength(DEMO_ATHLETE_COUNT + 1);
      expect(seeded.map((row) => row.email)).toContain(demoAccounts.athlete.email);
      for (const row of seeded) {
        expect(row.birthDate, row.email).not.toBeNull();
        expect(isMinor(row.birthDate, new Date()), row.email).toBe(false);
        expect(row).toMatchObject({ listed: true, visibility: 'public' });
      }

      // Seeded before dates of birth were: the next start gives them theirs, the same again after.
      await t.db.update(playerProfiles).set({ birthDate: null });
      expect(await seedDemoData({ db: t.db, auth, storage, clock: systemClock }, seeders)).toEqual({
        seeded: false,
        seeders: [],
      });
      expect(await profiles()).toEqual(seeded);
      await seedDemoData({ db: t.db, auth, storage, clock: systemClock }, seeders);
      expect(await profiles()).toEqual(seeded);

      // A seeded athlete saves the editor without being asked for a date of birth.
      const demo = seeded.find((row) => row.email.endsWith('@demo.showcase.example'))!;
      await signIn(t, await createTestUser(t, { email: demo.email, userType: 'player' }));
      const { profile } = await unwrap(
        t.api.me.profile.$put({
          json: {
            firstName: 'Demo',
            lastName: 'Athlete',
            sport: 'Basketball',
            position: 'Guard',
            school: 'Northside High',
            location: 'Austin, TX',
            graduationYear: '2027',
            bio: 'Saved from the editor.',
            height: null,
            weight: null,
            gender: 'Female',
          },
        }),
      );
      expect(profile).toMatchObject({ firstName: 'Demo', bio: 'Saved from the editor.' });
    } finally {
      await database.close();
    }
  }, 60_000);
});
