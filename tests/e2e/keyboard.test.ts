import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  accounts,
  browserForFile,
  confirmationLink,
  fillBirthDate,
  hydrated,
  logIn,
  newMember,
  openPage,
  videoTime,
  fillAthleteSignup,
} from './support';

const browser = browserForFile();

/** Most Tab presses a journey takes to reach one control; more means it is out of reach. */
const MAX_TABS = 60;

/**
 * Counts pointer and mouse presses on the page from now on, across its page loads: a keyboard
 * journey must end with none (Enter and Space on a button fire `click`, never `pointerdown` or
 * `mousedown`). The count is kept here, so a journey that loads several pages counts them all.
 */
async function watchPointer(page: Page) {
  let presses = 0;
  await page.exposeFunction('__pointerPressed', () => (presses += 1));
  await page.addInitScript(() => {
    for (const type of ['pointerdown', 'mousedown'] as const) {
      window.addEventListener(
        type,
        () => void (window as unknown as { __pointerPressed: () => void }).__pointerPressed(),
        { capture: true },
      );
    }
  });
  return async () => presses;
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
    // Paused, the control bar shows over the picture: the captions sit above it, not under it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('main video')!;
          const cues = Array.from(video.textTracks[0]?.cues ?? []) as VTTCue[];
          return (
            cues.length > 0 && cues.every((cue) => typeof cue.line === 'number' && cue.line < -1)
          );
        }),
      )
      .toBe(true);
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

  it('buys a pass in the sandbox checkout', async () => {
    const { page, errors } = await openPage(browser());
    await newMember(page);
    const pointerPresses = await watchPointer(page);
    await page.goto('/live/premium-game-day');
    const buy = page.getByRole('button', {
      name: 'Buy 48-hour pass · $9.99: Premium Team Channel: Game Day',
    });
    await buy.waitFor();
    await tabTo(page, buy);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'));
    await hydrated(page);
    await expectNoAxeViolations(page, 'sandbox checkout, pass');
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, page.getByLabel('Expiry MM / YY'));
    await page.keyboard.type('12 / 34');
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    await tabTo(page, page.getByLabel('Name on card'));
    await page.keyboard.type('Jamie Cole');
    await tabTo(page, page.getByRole('button', { name: 'Pay' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/success');
    const result = page.getByRole('heading', { name: 'Your pass is active' });
    await result.waitFor({ timeout: 20_000 });
    // The payment's result is in a live region: screen readers hear it as it appears.
    expect(await page.locator('[aria-live="polite"]').filter({ has: result }).count()).toBe(1);
    await expectNoAxeViolations(page, 'checkout success, pass');
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('answers a guardian consent request', async () => {
    const athlete = await openPage(browser());
    const stamp = Date.now().toString(36);
    const guardianEmail = `keyboard.guardian.${stamp}@example.com`;
    await athlete.page.goto('/signup/player');
    const athleteEmail = `keyboard.teen.${stamp}@example.com`;
    await fillAthleteSignup(athlete.page, {
      firstName: 'Riley',
      lastName: `Keys${stamp}`,
      email: athleteEmail,
      password: 'bounce-pass-15',
    });
    await fillBirthDate(athlete.page, new Date().getFullYear() - 15);
    await athlete.page.getByLabel('Parent or guardian email *').fill(guardianEmail);
    await athlete.page.getByRole('button', { name: 'Create Athlete Account' }).click();
    await athlete.page.waitForURL((url) => url.pathname === '/athlete-profiles');
    // The request goes to the guardian once the athlete has confirmed their own address.
    await athlete.page.goto(await confirmationLink(athlete.page, athleteEmail));
    await athlete.page.waitForURL((url) => url.pathname === '/profile');
    await athlete.page.context().close();

    const { page, errors } = await openPage(browser());
    const pointerPresses = await watchPointer(page);
    await page.goto(await confirmationLink(page, guardianEmail));
    await page.getByRole('heading', { name: 'Parent or guardian consent' }).waitFor();
    await expectNoAxeViolations(page, 'consent page, pending');
    // Tab enters the audience choice at its checked option; the arrow keys move the choice.
    const everyone = page.getByLabel(/^Everyone/);
    const members = page.getByLabel(/^Signed-in members only/);
    await tabTo(page, members);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => everyone.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'I consent' }));
    await page.keyboard.press('Enter');
    await page.getByText('You have consented').waitFor();
    await expectNoAxeViolations(page, 'consent page, granted');
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('uses the administrator’s member page', async () => {
    const member = await openPage(browser());
    const email = await newMember(member.page);
    await member.page.context().close();

    const signIn = await openPage(browser());
    await logIn(signIn.page, accounts.admin);
    await signIn.page.waitForURL((url) => url.pathname === '/admin');
    const storageState = await signIn.page.context().storageState();
    await signIn.page.context().close();

    const { page, errors } = await openPage(browser(), { storageState });
    const pointerPresses = await watchPointer(page);
    await page.goto('/admin-dashboard/members');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search members' }));
    await page.keyboard.type(email);
    // The search is in the address once typing pauses (a result followed before then is kept:
    // use-search-text.test.tsx); here the list is the full address's.
    await page.waitForURL((url) => url.searchParams.get('q') === email);
    const open = page.getByRole('row').filter({ hasText: email }).getByRole('link').first();
    await open.waitFor();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/admin-dashboard\/members\/[\w-]+$/.test(url.pathname));

    const access = page.getByRole('switch', { name: 'Training access' });
    await expect.poll(() => access.getAttribute('aria-checked')).toBe('true');
    await tabTo(page, access);
    await page.keyboard.press('Space');
    await page.getByText('Training access is off').waitFor();
    await expect.poll(() => access.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(page, 'admin member page, toast shown');

    // A dialog opens from the keyboard, Escape closes it, and focus returns to its button.
    const ban = page.getByRole('button', { name: 'Ban', exact: true });
    await tabTo(page, ban);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'admin member page, ban dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await ban.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await pointerPresses()).toBe(0);
    expect(errors).toEqual([]);
  });
});
