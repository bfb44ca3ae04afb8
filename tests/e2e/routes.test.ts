import { describe, expect, it } from 'vitest';
import { specRoutes } from './site-routes';
import { browserForFile, chunkOf, hydrated, openPage } from './support';

const browser = browserForFile();

describe('every route', () => {
  it('renders inside the shell with its own title, no console errors and no outside requests', async () => {
    const { page, errors, externalRequests } = await openPage(browser());
    const titles = new Map<string, string>();
    const [athlete] = (
      (await (await page.request.get('/api/athletes?limit=1')).json()) as {
        items: { id: string; firstName: string; lastName: string }[];
      }
    ).items;
    for (let route of specRoutes) {
      // One real athlete stands in for /athlete/{id}.
      const isAthlete = route.path.startsWith('/athlete/');
      await page.goto(isAthlete ? `/athlete/${athlete!.id}` : route.path);
      if (isAthlete) route = { ...route, heading: `${athlete!.firstName} ${athlete!.lastName}` };
      await expect
        .poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 })
        .toBe(route.heading);
      expect(await page.getByRole('banner').count(), route.path).toBe(1);
      expect(await page.getByRole('contentinfo').count(), route.path).toBe(1);
      const title = await page.title();
      expect(title, route.path).toContain('Showcase');
      titles.set(route.path, title);
    }
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    // Each page names itself in the tab, apart from routes that share one page (videos).
    expect(new Set(titles.values()).size).toBeGreaterThanOrEqual(specRoutes.length - 10);
    expect(titles.get('/about')).toBe('About · Showcase');
    expect(titles.get('/')).toBe('Showcase');
  });

  it('fits a phone screen: no page scrolls sideways at 390 px', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const wide: string[] = [];
    for (const route of specRoutes.filter((entry) => !entry.path.startsWith('/athlete/'))) {
      await page.goto(route.path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${route.path} is ${width} px wide`);
    }
    expect(wide).toEqual([]);
  });

  it('loads each page lazily: a page visit fetches that page code, not every page', async () => {
    const { page } = await openPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.locator('main h1').waitFor();
    expect(scripts).toContain(chunkOf('src/client/app/routes/home-route.tsx'));
    expect(scripts).not.toContain(chunkOf('src/client/features/legal/pages/terms-page.tsx'));
  });
});

describe('first load', () => {
  it('shows the page before its code arrives, and keeps early focus when the code takes over', async () => {
    const { page, errors } = await openPage(browser());
    // Hold every script back: what shows now is the server's HTML alone.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    await logIn.focus();
    release();
    // Taking the page over keeps the same elements: focus stays where the visitor put it.
    await hydrated(page);
    expect(await logIn.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('unknown routes', () => {
  it('show the not-found page with a working link home', async () => {
    const { page, errors } = await openPage(browser());
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Showcase');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('heading', { name: 'Train, Get Better, Showcase Your Athletic Talent' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('answer unknown API paths with JSON, not the app', async () => {
    const { page } = await openPage(browser());
    const response = await page.goto('/api/nothing-here');
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a page that fails to load', () => {
  it('shows a friendly message and a retry that recovers', async () => {
    const { page } = await openPage(browser());
    await page.goto('/');
    await page.locator('main h1').waitFor();
    const aboutPage = chunkOf('src/client/features/marketing/pages/about-page.tsx');
    await page.route(`**${aboutPage}`, (route) => route.abort());
    // Enter on the focused link, not a click at a point: on a busy machine the long home page may
    // still be laying out its lower sections when a pointer would land.
    await page.locator('footer').getByRole('link', { name: 'About' }).press('Enter');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);

    await page.unroute(`**${aboutPage}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
  });
});
