import { createHash, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { render } from '#client/entry-server';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { profileViews } from '#server/db/schema/recruiting';
import { promisesTracked } from '#server/test/promises-tracked';
import { createTestApp, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { within } from '#server/test/within';
import { onlyRow } from '#server/test/rows';
import { built, siteApp } from './site-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What an adult soccer player at Harbor High saves in the profile editor, bio "Before.". */
const adultSoccerPlayer = (
  name: Pick<ProfileEditorInput, 'firstName' | 'lastName' | 'position'>,
): ProfileEditorInput => ({
  ...name,
  sport: 'Soccer',
  school: 'Harbor High',
  location: 'Eugene, OR',
  graduationYear: '2028',
  gender: 'Female',
  bio: 'Before.',
  birthMonth: '4',
  birthYear: String(new Date().getFullYear() - 20),
});

async function page(t: TestApp, url: string) {
  const res = await t.get(url);
  expect(res.headers.get('content-type')).toContain('text/html');
  return { res, html: await res.text() };
}

/** The state the browser takes the page over with (#render-state), as JSON. */
function renderStateOf(html: string): unknown {
  const json = /<script type="application\/json" id="render-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error('The page has no render state.');
  return JSON.parse(json);
}

/** The router's part of the render state. */
const renderState = (html: string) =>
  z.object({ router: z.object({ errors: z.unknown() }) }).parse(renderStateOf(html));

/** The inline scripts of a page (not the data blocks), as CSP hash sources. */
const inlineScriptSources = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

describe('a page rendered on the server for a signed-out visitor', () => {
  it('already holds its heading and first content, and runs no inline script its CSP does not name', async () => {
    const t = await siteApp();
    // An athlete of its own, for the athlete page.
    const owner = await siteApp();
    await signIn(owner, await createTestUser(owner, { userType: 'player' }));
    const saved = await owner.api.me.profile.$put({
      json: {
        firstName: 'Sienna',
        lastName: 'Rendered',
        sport: 'Soccer',
        position: 'Winger',
        school: 'Harbor High',
        location: 'Eugene, OR',
        graduationYear: '2028',
        gender: 'Female',
        birthMonth: 4,
        birthYear: new Date().getFullYear() - 20,
      },
    });
    const athlete = (await unwrap(saved)).profile;
    // Other tests on this database may have added athletes dated later: the pages must show
    // whoever the API puts first.
    type Named = { firstName: string; lastName: string };
    const fullName = (named: Named | undefined) => `${named?.firstName} ${named?.lastName}`;
    const newest = fullName((await unwrap(t.api.athletes.recent.$get()))[0]);
    const firstListed = fullName((await unwrap(t.api.athletes.$get({ query: {} }))).items[0]);
    const expectations: [string, string[]][] = [
      ['/', ['Train, Get Better, Showcase Your Athletic Talent', newest]],
      ['/athletes', ['Athlete Database', firstListed]],
      [`/athlete/${athlete.id}`, ['Sienna Rendered']],
      ['/pricing', ['Plans and Pricing', 'All Training Subscription']],
      ['/videos', ['Basketball Training', 'Ball Handling Foundations']],
    ];
    for (const [url, texts] of expectations) {
      const { res, html } = await page(t, url);
      expect(res.status, url).toBe(200);
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="render-state"'));
      for (const text of texts) expect(root, `${url}: ${text}`).toContain(text);
      expect(html, url).toContain('<script type="application/json" id="render-state">');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      // The strict CSP runs the page's own inline scripts by their hashes, and no other.
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      const sources = inlineScriptSources(html);
      expect(sources.length, url).toBeGreaterThan(0);
      for (const source of sources) expect(scriptSrc, url).toContain(source);
      // The page's code is fetched after the page is painted: listed for the loader, not in the head.
      expect(html, url).not.toContain('<script type="module"');
      expect(html, url).toContain(
        '<script type="application/json" id="page-scripts">["/src/client/main.tsx"',
      );
    }
  });

  it("paints a video page's poster before the player's code arrives, asked for first", async () => {
    const t = await siteApp();
    const { html } = await page(t, '/video/bb-basic-1');
    const poster = '/media/training/posters/basketball-basic.jpg';
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${poster}" fetchPriority="high"/>`),
    );
    expect(html).toMatch(new RegExp(`<img src="${poster}" alt="" fetchPriority="high"`));
    expect(html).toContain('Loading video…');
  });

  it('has its own title and description', async () => {
    const t = await siteApp();
    const { html } = await page(t, '/pricing');
    expect(html).toContain('<title>Plans and Pricing · Showcase</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  // React's renderer and the page's API calls keep the page in AsyncLocalStorage stores; left on
  // once used, every promise of the process paid an async hook for them.
  it('leaves no context store on once it has been rendered', async () => {
    const t = await siteApp();
    await page(t, '/');
    await page(t, '/athletes');
    expect(await promisesTracked()).toBe(false);
  });

  it('answers an unknown address with the not-found page and 404', async () => {
    const t = await siteApp();
    const { res, html } = await page(t, '/no/such/page');
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found');
  });

  it('answers an athlete, a training video or a channel that does not exist with the not-found page and 404', async () => {
    const t = await siteApp();
    for (const url of [
      '/live/no-such-channel',
      '/athlete/00000000-0000-4000-8000-000000000000',
      '/athlete/no-such-athlete',
      '/video/no-such-video',
      '/video/bb-basic-999',
      '/videos/bb-basic-999',
    ]) {
      const { res, html } = await page(t, url);
      expect(res.status, url).toBe(404);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, url).toContain('Page not found');
      expect(main, url).toContain('Back to the home page');
      expect(main, url).not.toContain('Loading');
      expect(html, url).toContain('<title>Page not found · Showcase</title>');
      // The browser takes over the same page: the router's state carries the status.
      expect(renderState(html).router.errors, url).toEqual({
        pages: { status: 404, statusText: 'Not Found', internal: false, data: null },
      });
    }
    // A video that exists is still there.
    expect((await page(t, '/video/bb-basic-1')).res.status).toBe(200);
  });

  it('sends members-only pages to the login form before rendering anything', async () => {
    const t = await siteApp();
    const res = await t.get('/profile');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fprofile');
  });
});

describe('a page rendered for a member', () => {
  it('is theirs alone: never kept by a cache, never shown to anyone else', async () => {
    const [first, second, visitor] = [await siteApp(), await siteApp(), await siteApp()];
    const one = await createTestUser(first, { name: 'First Member' });
    const two = await createTestUser(second, { name: 'Second Member' });
    await signIn(first, one);
    await signIn(second, two);

    for (const url of ['/', '/athletes', '/videos', '/pricing']) {
      const mine = await page(first, url);
      expect(mine.html, url).toContain(one.email);
      expect(mine.res.headers.get('cache-control'), url).toBe('private, no-store');
      // The same addresses asked for by another member and by a visitor, straight after.
      const theirs = await page(second, url);
      expect(theirs.html, url).toContain(two.email);
      expect(theirs.html, url).not.toContain(one.email);
      const anonymous = await page(visitor, url);
      expect(anonymous.html, url).not.toContain(one.email);
      expect(anonymous.html, url).not.toContain(two.email);
    }
    // Nor does a visitor's cached page reach a member: they get their own.
    await page(visitor, '/explore');
    expect((await page(first, '/explore')).html).toContain(one.email);
  });

  it('answers a member who is not an administrator with the forbidden page and 403 on admin pages', async () => {
    const t = await siteApp();
    await signIn(t, await createTestUser(t));
    for (const url of ['/admin', '/admin-dashboard', '/admin-dashboard/members']) {
      const { res, html } = await page(t, url);
      expect(res.status, url).toBe(403);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, url).toContain('Administrators only');
      expect(main, url).toContain('This page is for site administrators.');
      expect(main, url).toContain(`href="/login?redirectTo=${encodeURIComponent(url)}"`);
      expect(main, url).toContain('>Log In<');
      expect(main, url).toContain('Back to the home page');
      expect(html, url).toContain('<title>Administrators only · Showcase</title>');
      expect(renderState(html).router.errors, url).toEqual({
        pages: {
          status: 403,
          statusText: 'Forbidden',
          internal: false,
          data: { audience: 'admin' },
        },
      });
    }

    const admin = await siteApp();
    await signIn(admin, await createTestUser(admin, { role: 'admin' }));
    const { res, html } = await page(admin, '/admin');
    expect(res.status).toBe(200);
    expect(html).not.toContain('Administrators only');
  });

  it('renders the signed-in header, so nothing flashes from signed out to signed in', async () => {
    const t = await siteApp();
    await signIn(t, await createTestUser(t));
    const { html } = await page(t, '/about');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain('My Profile');
    expect(header).not.toContain('>Log In<');
  });
});

describe('a page kept for visitors', () => {
  /** The athletes of one section in the state a page was rendered with. */
  const sectionIn = (html: string, section: string) => {
    const { queries } = z
      .object({
        queries: z.object({
          queries: z.array(
            z.object({ queryKey: z.array(z.unknown()), state: z.object({ data: z.unknown() }) }),
          ),
        }),
      })
      .parse(renderStateOf(html));
    const found = queries.queries.find((query) => query.queryKey.includes(section));
    return z
      .array(z.object({ id: z.string() }))
      .optional()
      .parse(found?.state.data)
      ?.map((athlete) => athlete.id);
  };

  it("follows a bio saved elsewhere where it lists the recently updated, and keeps an athlete's page through it", async () => {
    const visitor = await siteApp();
    const owner = await siteApp();
    await signIn(owner, await createTestUser(owner, { userType: 'player' }));
    const unique = randomUUID().slice(0, 8);
    const editor = adultSoccerPlayer({
      firstName: 'Tamsin',
      lastName: `Kept${unique}`,
      position: 'Keeper',
    });
    const save = async (changes: Partial<ProfileEditorInput> = {}) => {
      const res = await owner.api.me.profile.$put({ json: { ...editor, ...changes } });
      expect(res.status).toBe(200);
      return (await unwrap(res)).profile.id;
    };
    const id = await save();
    // Four athletes dated ahead of her saves (each its own time, so their order is settled): she
    // never enters the recently updated, and whoever leads it stays there through her save.
    const others = Array.from({ length: 4 }, () => ({
      id: randomUUID(),
      name: 'x',
      email: uniqueEmail('later'),
      emailVerified: true,
    }));
    await owner.db.insert(user).values(others);
    await owner.db.insert(playerProfiles).values(
      others.map((other, index) => ({
        userId: other.id,
        firstName: 'Later',
        lastName: 'Saver',
        isComplete: true,
        listed: true,
        updatedAt: new Date(Date.now() + 600_000 - index * 1000),
      })),
    );
    await owner.caches.athletes.changed();
    const explore = async () => (await page(visitor, '/explore')).html;
    const improved = sectionIn(await explore(), 'most-improved') ?? [];
    expect(improved).not.toContain(id);
    const athletePage = async () => (await page(visitor, `/athlete/${id}`)).html;
    expect(await athletePage()).toContain(`Tamsin Kept${unique}`);
    // Behind every cache's back: only a page rendered again, from a section computed again,
    // would show these.
    const shown = onlyRow(
      await owner.db
        .select({ firstName: playerProfiles.firstName, updatedAt: playerProfiles.updatedAt })
        .from(playerProfiles)
        .where(eq(playerProfiles.id, improved[0]!)),
    );
    const rename = (firstName: string) =>
      owner.db
        .update(playerProfiles)
        // As it was updated: a new time would move it in the section.
        .set({ firstName, updatedAt: shown.updatedAt })
        .where(eq(playerProfiles.id, improved[0]!));
    await rename(`Renamed${unique}`);
    await owner.db
      .update(playerProfiles)
      .set({ avatarUrl: `/uploads/unseen-${unique}.webp` })
      .where(eq(playerProfiles.id, id));

    try {
      await save({ bio: 'After.' });
      await within(1000, async () => (await explore()).includes(`Renamed${unique}`));
      // Past the time a page may be given out of date for: her page was not rendered again.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await athletePage()).not.toContain(`unseen-${unique}`);
    } finally {
      await rename(shown.firstName);
      await owner.db.delete(user).where(
        inArray(
          user.id,
          others.map((other) => other.id),
        ),
      );
      await owner.caches.athletes.changed();
    }

    // A new name is on her card: her page shows it within a second.
    await save({ firstName: 'Tamara' });
    await within(1000, async () => (await athletePage()).includes(`Tamara Kept${unique}`));
  });
});

describe('an athlete’s page kept for a signed-in audience', () => {
  /** An app that counts the pages it renders, on the shared caches of the others. */
  async function countingApp() {
    const counted = { renders: 0 };
    const t = await createTestApp(
      {},
      {
        clientDir: built,
        renderPage: (input) => {
          counted.renders += 1;
          return render(input);
        },
      },
    );
    return Object.assign(t, { counted });
  }

  /** An adult athlete with a listed profile (its visibility as given), and her page's id. */
  async function listedAthlete(visibility: 'public' | 'private' = 'public') {
    const owner = await countingApp();
    await signIn(owner, await createTestUser(owner, { userType: 'player', name: 'Nia Owner' }));
    const unique = randomUUID().slice(0, 8);
    const editor = adultSoccerPlayer({
      firstName: 'Nia',
      lastName: `Audience${unique}`,
      position: 'Winger',
    });
    const save = (changes: Partial<ProfileEditorInput> = {}) =>
      unwrap(owner.api.me.profile.$put({ json: { ...editor, ...changes } }));
    const { profile } = await save();
    if (visibility !== 'public') {
      await owner.db
        .update(playerProfiles)
        // As the privacy settings leave a private profile: out of every list.
        .set({ visibility, listed: false })
        .where(eq(playerProfiles.id, profile.id));
      await owner.caches.athletes.changed();
    }
    return { owner, save, id: profile.id, name: `Nia Audience${unique}` };
  }

  async function member(name: string) {
    const t = await countingApp();
    const account = await createTestUser(t, { name, userType: 'player' });
    await signIn(t, account);
    return Object.assign(t, { account });
  }

  /** The session the page's state hands the browser. */
  const sessionIn = (html: string) => {
    const { queries } = z
      .object({
        queries: z.object({
          queries: z.array(
            z.object({ queryKey: z.array(z.unknown()), state: z.object({ data: z.unknown() }) }),
          ),
        }),
      })
      .parse(renderStateOf(html));
    const found = queries.queries.find((query) => query.queryKey.includes('session'));
    return z
      .object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) })
      .parse(found?.state.data).user;
  };

  it('is rendered once for members, each served it with their own session, and records each view', async () => {
    const { id, name } = await listedAthlete();
    const first = await member('First </script> Viewer');
    const second = await member('Second Viewer');

    const mine = await page(first, `/athlete/${id}`);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.html).toContain(name);
    expect(sessionIn(mine.html)).toMatchObject({
      id: first.account.id,
      name: 'First </script> Viewer',
      email: first.account.email,
    });
    // The name's closing tag never ends the state's script early.
    expect(mine.html).not.toContain('First </script>');

    const theirs = await page(second, `/athlete/${id}`);
    expect(second.counted.renders).toBe(0);
    expect(sessionIn(theirs.html)).toMatchObject({
      id: second.account.id,
      name: 'Second Viewer',
      email: second.account.email,
    });
    expect(theirs.html).not.toContain(first.account.email);
    expect(theirs.html).not.toContain(first.account.id);
    // The same page, but for whose session its state holds.
    const markup = (html: string) =>
      html.slice(html.indexOf('<div id="root">'), html.indexOf('id="render-state"'));
    expect(markup(theirs.html)).toBe(markup(mine.html));
    // Compressed, it is the same page.
    const zipped = await second.fetch(`/athlete/${id}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(sessionIn(unzipped)).toMatchObject({ id: second.account.id, name: 'Second Viewer' });
    expect(markup(unzipped)).toBe(markup(mine.html));

    // Each viewer's look at the page is recorded, the kept page's too.
    const viewers = await first.db
      .select({ viewerId: profileViews.viewerId })
      .from(profileViews)
      .where(eq(profileViews.athleteId, id));
    expect(viewers.map((row) => row.viewerId).sort()).toEqual(
      [first.account.id, second.account.id].sort(),
    );
  });

  it('shows a saved bio to the next member within a second', async () => {
    const { save, id } = await listedAthlete();
    const viewer = await member('Bio Reader');
    expect((await page(viewer, `/athlete/${id}`)).html).toContain('Before.');
    await save({ bio: 'After the save.' });
    await within(1_000, async () =>
      (await page(viewer, `/athlete/${id}`)).html.includes('After the save.'),
    );
  });

  it('keeps a member’s own /profile frame for the next member, with their session', async () => {
    const first = await member('Profile One');
    const second = await member('Profile Two');
    const mine = await page(first, '/profile');
    expect(mine.res.status).toBe(200);
    expect(sessionIn(mine.html)).toMatchObject({ id: first.account.id, name: 'Profile One' });
    const theirs = await page(second, '/profile');
    expect(theirs.res.status).toBe(200);
    expect(second.counted.renders).toBe(0);
    expect(sessionIn(theirs.html)).toMatchObject({ id: second.account.id, name: 'Profile Two' });
    expect(theirs.html).not.toContain(first.account.email);
    expect(theirs.html).toContain('Loading your account...');
  });

  it('is never kept from a page its owner alone may see', async () => {
    const { owner, id, name } = await listedAthlete('private');
    const own = await page(owner, `/athlete/${id}`);
    expect(own.res.status).toBe(200);
    expect(own.html).toContain(name);
    const other = await member('Not The Owner');
    const theirs = await page(other, `/athlete/${id}`);
    expect(theirs.res.status).toBe(404);
    expect(theirs.html).not.toContain(name);
    expect(other.counted.renders).toBe(1);
  });
});
