import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, logIn, openPage } from './support';

const browser = browserForFile();

const unknownAthlete = '/athlete/00000000-0000-4000-8000-000000000000';

describe('a page about something that is not there', () => {
  it('is the not-found page with 404, in the server HTML and once the browser takes over', async () => {
    for (const path of [unknownAthlete, '/video/bb-basic-999', '/videos/no-such-video']) {
      const { page, errors } = await openPage(browser());
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.title(), path).toBe('Page not found · Showcase');
      expect(await page.getByText(/Loading/).count(), path).toBe(0);
      // The browser's code is in charge of the same page: its link works without a reload.
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('heading', { name: 'Train, Get Better, Showcase Your Athletic Talent' })
        .waitFor();
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it('is the not-found page after a navigation inside the site too', async () => {
    const { page } = await openPage(browser());
    await page.goto('/athletes');
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, unknownAthlete);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Loading athlete...').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Page not found · Showcase');
  });
});

describe('an admin page opened by a member who is not an administrator', () => {
  it('is the forbidden page with 403, saying who may open it, with Log In and home', async () => {
    const { page, errors } = await openPage(browser());
    // The browser reports the page's own 403 as a console error; any other request's counts.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('status of 403') && message.location().url !== page.url()) {
        refused.push(message.location().url);
      }
    });
    await logIn(page, accounts.athlete);
    await page.waitForURL((url) => url.pathname !== '/login');
    const response = await page.goto('/admin-dashboard/members');
    expect(response?.status()).toBe(403);
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    await page.getByText('This page is for site administrators.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'forbidden page');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fadmin-dashboard%2Fmembers',
    );
    await main.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(refused).toEqual([]);
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
  });
});
