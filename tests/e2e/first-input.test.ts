import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserForFile, chunkOf, hydrated, openPage } from './support';

const browser = browserForFile();

/** Scripts whose address matches `pattern` wait until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp | string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The home page's lower sections' chunk (read from the build when a test runs). */
const lowerSections = () =>
  `**${chunkOf('src/client/features/marketing/components/home-lower-sections.tsx')}`;
const playCard = (page: Page) =>
  page.getByRole('button', { name: /^Play Ball Handling Foundations,/ });
const player = (page: Page) => page.getByRole('dialog', { name: 'Ball Handling Foundations' });

/** The home page's lower sections have not been taken over by their code. */
const sectionWaiting = (page: Page) =>
  page.evaluate(
    () => !document.getElementById('home-lower-sections')?.hasAttribute('data-interactive'),
  );

describe('the first click or key press on a section whose code has not arrived', () => {
  it('opens the Basketball Training video clicked before the section could', async () => {
    const { page, errors } = await openPage(browser());
    const release = await holdScripts(page, lowerSections());
    await page.goto('/');
    await playCard(page).click();
    expect(await sectionWaiting(page)).toBe(true);
    release();
    await player(page).waitFor();
    expect(new URL(page.url()).searchParams.get('play')).toBe('bb-basic-1');
    await expectNoAxeViolations(page, 'home, training video open in its dialog');
    expect(errors).toEqual([]);
  });

  it('opens it on Enter as well', async () => {
    const { page, errors } = await openPage(browser());
    const release = await holdScripts(page, lowerSections());
    await page.goto('/');
    await playCard(page).focus();
    await page.keyboard.press('Enter');
    expect(await sectionWaiting(page)).toBe(true);
    release();
    await player(page).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens it when clicked before any of the page code arrived', async () => {
    const { page, errors } = await openPage(browser());
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await playCard(page).click();
    release();
    await hydrated(page);
    await player(page).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the menu bar menu clicked before the menu bar could', async () => {
    const { page, errors } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    const release = await holdScripts(
      page,
      `**${chunkOf('src/client/app/layout/desktop-nav.tsx')}`,
    );
    await page.goto('/');
    const menu = page.locator('#desktop-nav').getByRole('button').first();
    await menu.click();
    release();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });
});
