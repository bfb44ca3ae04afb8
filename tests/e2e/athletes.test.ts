import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  browserForFile,
  fillBirthDate,
  hydrated,
  openPage,
  fillAthleteSignup,
  confirmationLink,
} from './support';

const browser = browserForFile();

const count = (page: Page) => page.getByText(/^\d+ of \d+ athletes$/).textContent();

describe('the athlete database', () => {
  it(
    'searches with typos, filters by sport, shows badges and the no-match empty state',
    { tags: ['smoke'] },
    async () => {
      const { page, errors } = await openPage(browser());
      await page.goto('/athletes');
      await page.getByRole('heading', { name: 'Athlete Database' }).waitFor();
      await expect.poll(() => count(page)).toMatch(/^24 of \d+ athletes$/);

      await page.getByRole('searchbox', { name: 'Search' }).fill('okafr');
      await page.waitForURL((url) => url.searchParams.get('q') === 'okafr');
      await page.getByRole('button', { name: 'Search: okafr' }).waitFor();
      // The previous results stay on screen until the new ones arrive.
      await expect
        .poll(async () => {
          const names = await page.getByRole('article').getByRole('heading').allTextContents();
          return names.length > 0 && names.every((name) => name.endsWith('Okafor'));
        })
        .toBe(true);

      await page.getByLabel('Sport').selectOption('Hockey');
      await page.getByRole('button', { name: 'Sport: Hockey' }).waitFor();
      expect(await page.getByLabel('Graduation Year').isDisabled()).toBe(true);

      await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
      await page.getByRole('heading', { name: 'No athletes found' }).waitFor();
      await page.getByText('Try adjusting your search criteria or clearing the filters.').waitFor();
      await expectNoAxeViolations(page, 'athlete database, no match');
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => count(page)).toMatch(/^24 of \d+ athletes$/);

      // Scrolling to the end loads the next page.
      await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
      await expect.poll(() => count(page)).toMatch(/^(4[0-9]|[5-9][0-9]) of \d+ athletes$/);
      expect(errors).toEqual([]);
    },
  );

  it('lays out only the first cards of a long list at first; a later one shows in its place when reached', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto('/athletes');
    await hydrated(page);
    const cards = page.locator('main ul:has(article) > li');
    expect(await cards.count()).toBe(24);
    // What the browser has laid out: a card that is skipped for now is not.
    const shown = (index: number) =>
      cards
        .nth(index)
        .locator('article')
        .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    // The first card is on the screen; the twentieth, far below, is not laid out yet.
    expect(await shown(0)).toBe(true);
    expect(await shown(19)).toBe(false);

    // Reached by the keyboard, it is drawn, one gap below the card before it, with room around
    // it for its shadow.
    await cards
      .nth(19)
      .getByRole('link', { name: /View Profile/ })
      .focus();
    await expect.poll(() => shown(19)).toBe(true);
    const before = (await cards.nth(18).locator('article').boundingBox())!;
    const card = (await cards.nth(19).locator('article').boundingBox())!;
    const item = (await cards.nth(19).boundingBox())!;
    expect(card.y - (before.y + before.height)).toBeCloseTo(16, 0);
    expect(card.height).toBeGreaterThan(200);
    expect(card.y - item.y).toBeGreaterThanOrEqual(8);
    expect(item.y + item.height - (card.y + card.height)).toBeGreaterThanOrEqual(8);
  });

  it('says no athletes have registered yet when there are none at all', async () => {
    const { page } = await openPage(browser());
    // The server renders a page with the real list; an empty one is shown when the browser asks
    // for it itself, on the way there from another page.
    await page.goto('/about');
    await hydrated(page);
    await page.route(/\/api\/athletes(\?|$)/, (route) =>
      route.fulfill({ json: { items: [], total: 0, nextCursor: null } }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Athlete Search' }).click();
    await page.getByRole('heading', { name: 'No athletes found' }).waitFor();
    await page.getByText('No athletes have registered yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
  });

  it('shows signed-out visitors the subscriber overlay on an athlete page', async () => {
    const { page } = await openPage(browser());
    await page.goto('/athletes');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View Profile/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/athlete/'));
    // The athlete page, not the list it came from: its own heading and Create Account prompt.
    await page.getByRole('link', { name: 'Create Account' }).waitFor();
    expect(await page.getByText('Subscribe to view athlete details').count()).toBe(1);
    expect(await page.getByText('Subscriber-only content').count()).toBe(1);
  });
});

describe('an athlete', () => {
  it(
    'completes the profile editor with a photo, then finds themself by name',
    { tags: ['smoke'] },
    async () => {
      const { page, errors } = await openPage(browser());
      const email = `editor.${Date.now()}@example.com`;
      const password = 'free-throw-90';
      const lastName = `Quill${Date.now().toString(36)}`;

      await page.goto('/signup/player');
      await fillAthleteSignup(page, { firstName: 'Wren', lastName, email, password });
      await fillBirthDate(page);
      await page.getByRole('button', { name: 'Create Athlete Account' }).click();
      await page.waitForURL((url) => url.pathname === '/athlete-profiles');
      await page.goto(await confirmationLink(page, email));
      await page.waitForURL((url) => url.pathname === '/profile');

      await page.goto('/player-profile');
      await page.getByRole('heading', { name: 'Your Athlete Profile' }).waitFor();
      expect(await page.getByLabel('First name').inputValue()).toBe('Wren');
      await page.getByLabel('Sport').selectOption('Soccer');
      await page.getByLabel('Position').fill('Goalkeeper');
      await page.getByLabel('School').fill('Riverside High School');
      await page.getByLabel('Location').fill('Spokane, WA');
      await page.getByLabel('Graduation year').fill('20');
      await page.getByLabel('Gender').selectOption('Female');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Graduation year must be a 4-digit number.').waitFor();
      await expectNoAxeViolations(page, 'profile editor, showing an error');
      await page.getByLabel('Graduation year').fill('2029');
      await page.getByLabel('Bio').fill('Vocal keeper with quick feet.');
      await page.getByText('29/160').waitFor();

      const photo = path.join(mkdtempSync(path.join(os.tmpdir(), 'photo-')), 'me.png');
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } })
        .png()
        .toFile(photo);
      await page.locator('input[type=file][accept^="image"]').setInputFiles(photo);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page
        .locator('[data-sonner-toast]', { hasText: 'Profile updated successfully!' })
        .waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/athletes');
      await expect.poll(() => count(page)).toMatch(/^24 of \d+ athletes$/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(`wren ${lastName}`);
      // The search narrows the list to this athlete alone, not just somewhere on the first page.
      await expect.poll(() => count(page)).toBe('1 of 1 athletes');
      const card = page.getByRole('article').filter({ hasText: `Wren ${lastName}` });
      await card.getByText('Riverside High School').waitFor();
      expect(await card.locator('img').getAttribute('src')).toMatch(
        /\/uploads\/player-avatars\/.+\.webp\?v=/,
      );

      await page.getByLabel('State').selectOption('WA');
      await page.getByRole('button', { name: 'State: WA' }).waitFor();
      await expect.poll(() => count(page)).toBe('1 of 1 athletes');
      await card.waitFor();
      // Another state leaves them out.
      await page.getByLabel('State').selectOption('TX');
      await page.getByRole('button', { name: 'State: TX' }).waitFor();
      await page.getByRole('heading', { name: 'No athletes found' }).waitFor();
      expect(errors).toEqual([]);
    },
  );
});
