import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, browserForFile, openPage, videoTime } from './support';

const browser = browserForFile();

/** Most Tab presses a journey takes to reach one control; more means it is out of reach. */
const MAX_TABS = 60;

/**
 * Counts pointer and mouse presses on the page: a keyboard journey must end with none (Enter
 * and Space on a button fire `click`, never `pointerdown` or `mousedown`).
 */
async function watchPointer(page: Page) {
  await page.addInitScript(() => {
    const seen = { count: 0 };
    (window as unknown as { __pointerPresses: typeof seen }).__pointerPresses = seen;
    for (const type of ['pointerdown', 'mousedown'] as const) {
      window.addEventListener(type, () => (seen.count += 1), { capture: true });
    }
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __pointerPresses?: { count: number } }).__pointerPresses?.count,
    );
}

/**
 * What the focused element shows of itself: whether it is in sight, not covered by the sticky
 * header (WCAG 2.4.11), and has a focus indicator (an outline or a box-shadow ring).
 */
function focusReport(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // Hidden: the sticky header is what lies on top at the middle of the focused element.
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const header = document.querySelector('header');
    const covered =
      hit !== null && !element.contains(hit) && !header?.contains(element) && header?.contains(hit);
    // The ring may be drawn by the element or by the card around it (has-focus-visible).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    let ring = false;
    for (let node: Element | null = element, up = 0; node && up < 4; node = node.parentElement) {
      if (ringed(node)) ring = true;
      up += 1;
    }
    return {
      label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
      hiddenUnderHeader: Boolean(covered),
      visibleIndicator: ring,
    };
  });
}

/**
 * Presses Tab until `target` has focus, checking at every stop that focus is neither hidden
 * under the sticky header nor without a visible indicator.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const report = await focusReport(page);
    if (report) {
      expect(report.hiddenUnderHeader, `focus hidden under the header: ${report.label}`).toBe(
        false,
      );
      expect(report.visibleIndicator, `no visible focus on: ${report.label}`).toBe(true);
    }
  }
  throw new Error(`${MAX_TABS} presses of Tab did not reach ${target.toString()}`);
}

describe('keyboard only', () => {
  it('logs in, searches athletes and opens one', async () => {
    const { page, errors } = await openPage(browser());
    const pointerPresses = await watchPointer(page);
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(accounts.member.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(accounts.member.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.goto('/athletes');
    const search = page.getByRole('searchbox').first();
    await tabTo(page, search);
    await page.keyboard.type('Jordan');
    const result = page.getByRole('link', { name: /Jordan Reyes/ }).first();
    await result.waitFor();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/athlete\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Jordan Reyes' }).waitFor();
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('plays a training video and controls it from the player’s keys', async () => {
    const { page, errors } = await openPage(browser());
    const pointerPresses = await watchPointer(page);
    await page.goto('/videos');
    const play = page.getByRole('button', { name: /^Play Ball Handling Foundations/ });
    await tabTo(page, play);
    await page.keyboard.press('Enter');
    const player = page.getByRole('region', { name: 'Video player: Ball Handling Foundations' });
    await player.waitFor();
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // From the title the picked video focused, Tab reaches the player's controls.
    await tabTo(page, player.getByRole('button', { name: 'Pause' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector<HTMLVideoElement>('main video')!.paused),
      )
      .toBe(true);
    await tabTo(page, player.getByRole('button', { name: 'Captions' }));
    await page.keyboard.press('Space');
    expect(
      await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('creates a parent or guardian account', async () => {
    const { page, errors } = await openPage(browser());
    const pointerPresses = await watchPointer(page);
    const email = `keyboard.parent.${Date.now().toString(36)}@example.com`;
    await page.goto(`/signup/guardian?email=${encodeURIComponent(email)}`);
    // The address from the mail is there already: nothing to type twice (WCAG 3.3.7).
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Robin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Parent');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('steady-hands-2031');
    await tabTo(page, page.getByLabel('Confirm password'));
    await page.keyboard.type('steady-hands-2031');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });
});
