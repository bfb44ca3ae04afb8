import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specRoutes } from './site-routes';
import { launchBrowser, openPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every route', () => {
  it('renders inside the shell with its own title, no console errors and no outside requests', async () => {
    const { page, errors, externalRequests } = await openPage(browser);
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

  it('loads each page lazily: a page visit fetches that page code, not every page', async () => {
    const { page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.locator('main h1').waitFor();
    expect(scripts.some((src) => src.includes('home-route'))).toBe(true);
    expect(scripts.some((src) => src.includes('terms-page'))).toBe(false);
  });
});

describe('first load', () => {
  it('keeps the same header while the first page loads, so early focus and clicks are not lost', async () => {
    const { page } = await openPage(browser);
    // Hold the page's code back so the loading state is certain to show first.
    await page.route(/\/assets\/about-page-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('status').getByText('Loading…').waitFor();
    const header = await page.waitForSelector('header');
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    expect(await header.evaluate((element) => element.isConnected)).toBe(true);
  });
});

describe('unknown routes', () => {
  it('show the not-found page with a working link home', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
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
    const { page } = await openPage(browser);
    const response = await page.goto('/api/nothing-here');
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a page that fails to load', () => {
  it('shows a friendly message and a retry that recovers', async () => {
    const { page } = await openPage(browser);
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await page.route(/\/assets\/about-page-.*\.js$/, (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);

    await page.unroute(/\/assets\/about-page-.*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
  });
});
