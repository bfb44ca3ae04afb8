import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Locale } from '#shared/locales';
import { playerProfiles } from '../db/schema/athletes';
import { createTestApp, linkIn, uniqueEmail, unwrap } from './test-app';

/**
 * A 15-year-old who signed up (athlete form, in `sport`; on the pages of `language`, English by
 * default) and confirmed their address, and whose guardian consented from the mailed link (on the
 * consent page of `decidedIn`, when given): listed for members. Returns their app, the guardian's
 * consent token (to withdraw it later) and address, the profile's id and the minor's address.
 */
export async function consentedMinor(
  sport = `Minor ${randomUUID().slice(0, 8)}`,
  { language, decidedIn }: { language?: Locale; decidedIn?: Locale } = {},
) {
  const t = await createTestApp();
  const email = uniqueEmail('minor');
  const guardianEmail = uniqueEmail('guardian');
  const password = 'quick-feet-2031';
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear() - 15, now.getUTCMonth() - 1, 1));
  const res = await t.post('/api/auth/sign-up/email', {
    form: 'athlete',
    firstName: 'Robin',
    lastName: 'Minor',
    email,
    password,
    confirmPassword: password,
    sport,
    position: 'Guard',
    school: 'Lakeside High',
    location: 'Austin, TX',
    gender: 'Female',
    birthMonth: String(born.getUTCMonth() + 1),
    birthYear: String(born.getUTCFullYear()),
    guardianEmail,
    language,
  });
  expect(res.status).toBe(200);
  await t.get(linkIn((await t.mailTo(email)).text).replace(t.config.publicUrl, ''));
  const token = linkIn((await t.mailTo(guardianEmail)).text).split('/consent/')[1]!;
  await unwrap(
    t.api.consent[':token'].$post({
      param: { token },
      json: { decision: 'grant', visibility: 'members', language: decidedIn },
    }),
  );
  const [profile] = await t.db
    .select({ id: playerProfiles.id })
    .from(playerProfiles)
    .where(and(eq(playerProfiles.sport, sport), eq(playerProfiles.lastName, 'Minor')));
  return { t, token, id: profile!.id, email, guardianEmail };
}
