import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, logIn, openPage, videoTime } from './support';

const browser = browserForFile();

async function expectPlaying(page: Page, scope = 'main') {
  await expect.poll(() => videoTime(page, scope), { timeout: 15_000 }).toBeGreaterThan(1);
}

/** The player's captions track in `scope`: its mode and how many cues it has loaded. */
function captionsIn(page: Page, scope = 'main') {
  return page.evaluate((scope) => {
    const video = document.querySelector<HTMLVideoElement>(`${scope} video`);
    const track = video?.textTracks[0];
    return track ? { mode: track.mode, cues: track.cues?.length ?? 0 } : null;
  }, scope);
}

async function logInAsMember(page: Page) {
  await logIn(page, accounts.member);
  await page.waitForURL((url) => url.pathname === '/profile');
}

describe('a visitor', () => {
  it(
    'plays a basic video in the library and controls it from the keyboard',
    { tags: ['smoke'] },
    async () => {
      const { page, errors, externalRequests } = await openPage(browser());
      await page.goto('/videos');
      await page.getByRole('button', { name: /^Play Ball Handling Foundations/ }).click();
      const player = page.getByRole('region', { name: 'Video player: Ball Handling Foundations' });
      await player.waitFor();
      await expectPlaying(page);

      // k pauses, m mutes, both from the focused player.
      await player.focus();
      await page.keyboard.press('k');
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector<HTMLVideoElement>('main video')!.paused),
        )
        .toBe(true);
      await page.keyboard.press('m');
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector<HTMLVideoElement>('main video')!.muted),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Unmute' }).waitFor();
      await expectNoAxeViolations(page, 'video library, player playing muted');
      // c turns the sample's captions on; the choice holds on the next video page.
      await page.keyboard.press('c');
      await expect.poll(() => captionsIn(page)).toEqual({ mode: 'showing', cues: 3 });
      expect(
        await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.getByRole('button', { name: 'Back to Videos' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-video-id')))
        .toBe('bb-basic-1');
      expect(errors).toEqual([]);
      expect(externalRequests).toEqual([]);
    },
  );

  it('sees the lock and the fixed message on a locked tab, and no way to play it', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/videos');
    await page.getByRole('link', { name: 'Create Account for Full Access' }).waitFor();
    await page.getByRole('tab', { name: 'Basic' }).focus();
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name: 'Intermediate (locked)' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => tab.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('alert')
      .getByText('Subscribe to access intermediate level training videos.')
      .waitFor();
    expect(await panel.getByRole('group', { name: /locked$/ }).count()).toBe(4);
    expect(await panel.getByRole('button', { name: /^Play / }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Elite (locked)' }).click();
    await panel
      .getByText('Subscribe to access elite level training videos designed for serious athletes.')
      .waitFor();
    await page.getByRole('heading', { name: 'Unlock Full Training Access' }).waitFor();
    await expectNoAxeViolations(page, 'locked training tab');
    expect(errors).toEqual([]);
  });

  it('is refused a premium video page with the reason, and gets no video', async () => {
    const { page } = await openPage(browser());
    await page.goto('/video/bb-elite-1');
    await page.getByRole('heading', { name: 'Pro-Level Scoring Package' }).waitFor();
    await page
      .getByText('Subscribe to access elite level training videos designed for serious athletes.')
      .waitFor();
    expect(await page.locator('main video').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Reading Defensive Schemes, 13:35, locked' }).count(),
    ).toBe(1);
  });
});

describe('the subscribed demo member', () => {
  it('plays an elite video (HLS through signed links) and an elite video page', async () => {
    const { page, errors } = await openPage(browser());
    await logInAsMember(page);
    await page.goto('/videos?level=elite');
    await page.getByText('Your subscription is active: every level is unlocked.').waitFor();
    expect(
      await page.getByRole('tab', { name: 'Elite', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('tabpanel').getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: /^Play Reading Defensive Schemes/ }).click();
    await expectPlaying(page);
    // An HLS source keeps its captions track (loaded, hidden until asked for).
    await expect.poll(() => captionsIn(page)).toEqual({ mode: 'hidden', cues: 3 });

    await page.goto('/video/bb-elite-1');
    await page.getByRole('heading', { name: 'Pro-Level Scoring Package' }).waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectPlaying(page);
    const src = await page.evaluate(() =>
      document.querySelector('main video')!.getAttribute('src'),
    );
    expect(src).toMatch(/^\/media\/s\/bb-elite-1\/\d+\/[\w-]+\/clip\.mp4$/);
    // Premium captions come through a signed link too; the CC button shows them.
    const track = await page.evaluate(() =>
      document.querySelector('main video track')!.getAttribute('src'),
    );
    expect(track).toMatch(/^\/media\/s\/bb-elite-1\/\d+\/[\w-]+\/captions\.en\.vtt$/);
    await page.getByRole('button', { name: 'Captions' }).click();
    await expect.poll(() => captionsIn(page)).toEqual({ mode: 'showing', cues: 3 });
    expect(errors).toEqual([]);
  });
});

describe('the home page', () => {
  it('opens a basic video in a modal that closes on Escape, the close button and Back', async () => {
    const { page, errors, externalRequests } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Basketball Training' }).waitFor();
    const card = page.getByRole('button', { name: /^Play Ball Handling Foundations/ });
    expect(
      await page.getByRole('link', { name: 'View all basketball videos' }).getAttribute('href'),
    ).toBe('/videos');
    expect(
      await page.getByRole('link', { name: /^Attacking Closeouts/ }).getAttribute('href'),
    ).toBe('/video/bb-intermediate-1');

    // The section's code loads as it comes into view (the server's HTML shows before).
    await card.scrollIntoViewIfNeeded();
    await page.locator('#home-lower-sections[data-interactive]').waitFor({ state: 'attached' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Ball Handling Foundations' });
    await dialog.waitFor();
    await expectPlaying(page, '[role=dialog]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => card.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(new URL(page.url()).search).toBe('');

    await card.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card.click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});

describe('the video player', () => {
  it('shows a message and a retry that recovers when the video cannot load', async () => {
    const { page } = await openPage(browser());
    await page.route('**/media/training/basic/basketball-basic/clip.mp4', (route) => route.abort());
    await page.goto('/video/bb-basic-1');
    // The player loads the video's metadata at once, so the failure shows before any click,
    // over the picture and in place of the controls.
    const player = page.getByRole('region', { name: 'Video player: Ball Handling Foundations' });
    await player
      .getByRole('alert')
      .getByText(/could not be/)
      .waitFor();
    expect(await player.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(false);

    await page.unroute('**/media/training/basic/basketball-basic/clip.mp4');
    await player.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectPlaying(page);
    expect(await player.getByRole('alert').count()).toBe(0);
  });

  it('says so when full screen is refused', async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () =>
        Promise.reject(new TypeError('Fullscreen is not allowed'));
    });
    await page.goto('/video/bb-basic-1');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.getByRole('alert').getByText('Full screen is not available here.').waitFor();
    await expectNoAxeViolations(page, 'player, full screen refused');
  });
});
