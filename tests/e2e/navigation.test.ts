import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { footerTargets, navigationTargets } from './site-routes';
import { openPage, browserForFile } from './support';

const browser = browserForFile();

const hrefsIn = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('desktop navigation', () => {
  it('links every page of the top navigation, menus included, in the header', async () => {
    const { page, errors } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

    // Log In and Sign Up appear once the session check has answered, which can take a moment
    // while other test files keep the server busy.
    await page.locator('header a[href="/signup"]').first().waitFor();
    const found = new Set(await hrefsIn(page, 'header'));
    for (const menu of ['Athletes', 'Training', 'Pi Network', 'About']) {
      // Opened from the keyboard: a click right after the pointer moved over it would toggle it.
      const trigger = nav.getByRole('button', { name: menu });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await nav.locator('[data-state="open"] a[href]').first().waitFor();
      for (const href of await hrefsIn(page, 'nav[aria-label="Main"]')) found.add(href);
      await page.keyboard.press('Escape');
    }
    for (const target of navigationTargets) expect(found, target).toContain(target);
    expect(errors).toEqual([]);
  });

  it('opens a menu on hover and follows a link from it', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hockey = nav.getByRole('link', { name: 'Hockey' });
    // A pointer that arrives while the page is still busy may not count as entering the menu:
    // it leaves and comes back, as a person's would (at most a few times).
    for (let attempt = 1; ; attempt += 1) {
      await page.mouse.move(0, 600);
      await nav.getByRole('button', { name: 'Training' }).hover();
      const opened = await hockey
        .waitFor({ timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (opened) break;
      if (attempt === 3) throw new Error('The Training menu did not open on hover');
    }
    await hockey.click();
    await page.waitForURL((url) => url.pathname === '/hockey-videos');
    await page.getByRole('heading', { name: 'Hockey Training' }).waitFor();
  });

  it('highlights Training on sport pages and single-video pages', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const training = () =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Training' });
    for (const path of ['/video/bb-basic-1', '/videos', '/videos/bb-basic-1', '/soccer-videos']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(await training().getAttribute('data-current'), path).toBe('true');
    }
    await page.goto('/athletes');
    await page.locator('main h1').waitFor();
    expect(await training().getAttribute('data-current')).toBe('false');
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Athletes' })
        .getAttribute('data-current'),
    ).toBe('true');
  });

  it('can be used with the keyboard alone', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'About' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    // The menu opens on the next render: on a busy machine, a moment after the key press.
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/about');
  });
});

describe('mobile navigation', () => {
  it('opens and closes with the keyboard and groups every navigation link', async () => {
    const { page, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the mobile menu, open');
    const hrefs = await dialog
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const target of navigationTargets) expect(hrefs, target).toContain(target);
    for (const group of ['Athletes', 'Training', 'Pi Network', 'About']) {
      expect(await dialog.getByRole('heading', { name: group }).count(), group).toBe(1);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the Menu button once the sheet has closed.
    await expect
      .poll(() => menuButton.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await page.keyboard.press('Space');
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('closes after a link is chosen and shows that page', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'Wrestling' }).click();
    await page.waitForURL((url) => url.pathname === '/wrestling-videos');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Wrestling Training' }).waitFor();
  });
});

describe('footer and sign-up links', () => {
  it('has every footer link', async () => {
    const { page } = await openPage(browser());
    await page.goto('/');
    await page.locator('main h1').waitFor();
    const hrefs = await hrefsIn(page, 'footer');
    for (const target of footerTargets) expect(hrefs, target).toContain(target);
  });

  it('reaches the three sign-up forms from the home page and from the sign-up switcher', async () => {
    const { page } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('link', { name: /Join as a Coach/ }).click();
    await page.getByRole('heading', { name: 'Coach Sign Up' }).waitFor();
    const switcher = page.getByRole('navigation', { name: 'Account type' });
    await switcher.getByRole('link', { name: 'Organization' }).click();
    await page.getByRole('heading', { name: 'Organization Sign Up' }).waitFor();
    await switcher.getByRole('link', { name: 'Athlete' }).click();
    await page.getByRole('heading', { name: 'Athlete Sign Up' }).waitFor();
    expect(await switcher.getByRole('link', { name: 'Athlete' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
