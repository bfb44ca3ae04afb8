import { describe, expect, it } from 'vitest';
import { organizations } from '#server/db/schema/accounts';
import { rosterEntries, teams } from '#server/db/schema/programs';
import { consentedMinor } from '#server/test/minor-fixtures';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';
import { siteApp } from './site-app';

/** A program with one team whose roster holds a consented minor shown to members only. */
async function programWithMinor() {
  const t = await siteApp();
  const owner = await createTestUser(t, { userType: 'organization', name: 'Rendered Club' });
  const slug = `rendered-club-${Date.now().toString(36)}`;
  const program = onlyRow(
    await t.db
      .insert(organizations)
      .values({
        ownerUserId: owner.id,
        name: 'Rendered Club',
        type: 'club',
        slug,
        city: 'Madison',
        state: 'WI',
        sports: ['Basketball'],
      })
      .returning({ id: organizations.id }),
  );
  const team = onlyRow(
    await t.db
      .insert(teams)
      .values({
        organizationId: program.id,
        name: 'Rendered 16U',
        sport: 'Basketball',
        level: '16U',
        season: '2026–27',
      })
      .returning({ id: teams.id }),
  );
  const minor = await consentedMinor();
  await t.db
    .insert(rosterEntries)
    .values({ teamId: team.id, profileId: minor.id, status: 'active', jerseyNumber: 12 });
  return { slug, teamId: team.id, minorId: minor.id };
}

describe('program pages rendered on the server', () => {
  it('gives the program page its title and description and lists it in the sitemap', async () => {
    const { slug, teamId } = await programWithMinor();
    const t = await siteApp();
    const res = await t.get(`/org/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Rendered Club · Showcase</title>');
    expect(html).toContain(
      '<meta name="description" content="Rendered Club in Madison, WI: 1 team in Basketball." />',
    );
    expect(html).toContain('Rendered 16U');
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/org/${slug}" />`,
    );
    const sitemap = await (await t.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/org/${slug}</loc>`);
    expect(sitemap).toContain(`/org/${slug}/teams/${teamId}</loc>`);
  });

  it('never puts a hidden minor’s name in a visitor’s team page, and shows her to a member', async () => {
    const { slug, teamId, minorId } = await programWithMinor();
    const visitor = await siteApp();
    const res = await visitor.get(`/org/${slug}/teams/${teamId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Rendered 16U');
    expect(html).toContain('1 more athlete, not shown because of their privacy settings.');
    expect(html).not.toContain('Robin');
    expect(html).not.toContain(minorId);

    const member = await siteApp();
    await signIn(member, await createTestUser(member, { userType: 'player' }));
    const seen = await (await member.get(`/org/${slug}/teams/${teamId}`)).text();
    expect(seen).toContain('Robin');
  });

  it('answers a team of another program’s address, or none, with 404', async () => {
    const { teamId } = await programWithMinor();
    const t = await siteApp();
    expect((await t.get('/org/no-such-program')).status).toBe(404);
    expect((await t.get(`/org/no-such-program/teams/${teamId}`)).status).toBe(404);
  });
});
