import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, logIn, openPage } from './support';

const browser = browserForFile();

/**
 * A short MP4 to upload: one of the sample clips the repository ships (made once by
 * scripts/media/make-samples.mjs), copied under a name of the run's own.
 */
function makeClip(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'highlight-')), 'highlight.mp4');
  copyFileSync(path.resolve('media/training/premium/baseball-intermediate/clip.mp4'), file);
  return file;
}

const videoIn = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const video = document.querySelector<HTMLVideoElement>(`${selector} video`);
    return video ? { src: video.currentSrc || video.src, time: video.currentTime } : null;
  }, scope);

async function logInAs(page: Page, account: { email: string; password: string }) {
  await logIn(page, account);
  await page.waitForURL((url) => url.pathname === '/profile');
}

describe('a highlight reel', () => {
  it('is built in the profile editor, plays on the athlete page clip by clip and is emptied', async () => {
    const clip = makeClip();
    const { page, errors } = await openPage(browser());
    await logInAs(page, accounts.athlete);
    await page.goto('/player-profile');
    const field = page.getByRole('region', { name: 'Highlight reel', exact: true });
    await field.getByText(/MP4, WebM or MOV, up to 200 MB and 5 minutes/).waitFor();

    // Held on its way, the upload shows its progress and can be cancelled.
    let held: Route | undefined;
    await page.route('**/api/me/highlights?*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      held = route;
    });
    await field.getByLabel('Add a highlight video').setInputFiles(clip);
    await field.getByRole('progressbar', { name: 'Uploading highlight video' }).waitFor();
    await field.getByText('Uploading highlight.mp4').waitFor();
    await expectNoAxeViolations(page, 'profile editor, highlight uploading');
    await field.getByRole('button', { name: 'Cancel upload' }).click();
    await field.getByText('Upload cancelled. Nothing was changed.').waitFor();
    await held?.abort().catch(() => undefined);
    await page.unroute('**/api/me/highlights?*');

    await field.getByLabel('Clip title').fill('Junior season');
    await field.getByLabel('Add a highlight video').setInputFiles(clip);
    await field.getByText('"Junior season" is added to your highlight reel.').waitFor();
    await field
      .getByRole('region', { name: 'Video player: Your highlight: Junior season' })
      .waitFor();
    expect((await videoIn(page, 'main'))?.src).toMatch(/\/uploads\/highlights\/[\w-]+\.mp4$/);
    await field.getByLabel('Clip title').fill('Defense');
    await field.getByLabel('Add a clip').setInputFiles(clip);
    await field.getByText('"Defense" is added to your highlight reel.').waitFor();
    // Moved with the keyboard: the second clip goes first, and then featured.
    await field.getByRole('button', { name: 'Move Defense up' }).focus();
    await page.keyboard.press('Enter');
    await field.getByText('Moved "Defense" to place 1 of 2.').waitFor();
    await field.getByRole('button', { name: 'Feature Defense' }).focus();
    await page.keyboard.press('Enter');
    await field.getByText('"Defense" is now your featured clip.').waitFor();
    await expectNoAxeViolations(page, 'profile editor, highlight reel of two');
    // Captions for one clip, from a .vtt file; a file with markup is refused with its line.
    const captionsFile = field.getByLabel('Captions file for Defense');
    await captionsFile.setInputFiles({
      name: 'bad.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\n<script>alert(1)</script>\n'),
    });
    await field.getByText(/^Line 4: only WebVTT/).waitFor();
    await captionsFile.setInputFiles({
      name: 'defense.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:04.000\nA steal at half court.\n'),
    });
    await field.getByText('Captions added', { exact: true }).waitFor();

    const { profile } = (await (await page.request.get('/api/me/profile')).json()) as {
      profile: { id: string; firstName: string; lastName: string };
    };
    const name = `${profile.firstName} ${profile.lastName}`;
    await page.goto(`/athlete/${profile.id}`);
    const player = page.getByRole('region', { name: `Video player: ${name}: highlights` });
    await player.waitFor();
    // The featured clip plays with its captions: a Captions switch, not "No captions".
    await player.getByRole('button', { name: 'Captions' }).waitFor();
    expect(
      await page.evaluate(() => document.querySelector('main video track')?.getAttribute('src')),
    ).toMatch(/\/uploads\/.+\.vtt$/);
    const clips = page.getByRole('list', { name: 'Clips in this highlight reel' });
    expect(await clips.getByRole('button').allInnerTexts()).toEqual([
      expect.stringContaining('Defense'),
      expect.stringContaining('Junior season'),
    ]);
    // Played from the keyboard: the focused player takes k.
    await player.focus();
    await page.keyboard.press('k');
    await expect
      .poll(async () => (await videoIn(page, 'main'))?.time ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    // The other clip plays in the same place.
    await clips.getByRole('button', { name: /Junior season/ }).click();
    await page.getByRole('region', { name: `Video player: ${name}: Junior season` }).waitFor();

    // Deleted after a question, and gone from the athlete page.
    await page.goto('/player-profile');
    for (const title of ['Defense', 'Junior season']) {
      await field.getByRole('button', { name: `Delete ${title}` }).click();
      await field.getByRole('button', { name: 'Delete clip' }).click();
      await field.getByText(`"${title}" is deleted.`).waitFor();
    }
    await field.getByLabel('Add a highlight video').waitFor();
    // A page kept for its audience shows an edit within 750 ms (PAGE_EDIT_SHOWS_WITHIN_MS): the
    // athlete page is asked for until it no longer lists the clips, then opened.
    await expect
      .poll(async () => (await page.request.get(`/athlete/${profile.id}`)).text(), {
        timeout: 10_000,
      })
      .not.toContain('Junior season');
    await page.goto(`/athlete/${profile.id}`);
    await page.getByRole('heading', { name }).waitFor();
    expect(await player.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says which files it takes before sending one', async () => {
    const { page } = await openPage(browser());
    await logInAs(page, accounts.athlete);
    await page.goto('/player-profile');
    const field = page.getByRole('region', { name: 'Highlight reel', exact: true });
    await field.getByLabel('Add a highlight video').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await field
      .getByRole('alert')
      .filter({ hasText: 'Choose an MP4, WebM or MOV video.' })
      .waitFor();
  });

  it('of the Athlete of the Month plays inline for a member on Explore', async () => {
    const { page, errors } = await openPage(browser());
    await logInAs(page, accounts.member);
    await page.goto('/explore');
    const scope = 'section[aria-labelledby="athlete-of-the-month"]';
    const section = page.locator(scope);
    const player = section.getByRole('region', { name: /^Video player: .+: highlights$/ });
    await player.waitFor();
    // With a video there is nothing to open elsewhere: it plays here.
    expect(await section.getByRole('button', { name: 'Watch highlights' }).count()).toBe(0);
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await videoIn(page, scope))?.time ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect((await videoIn(page, scope))?.src).toMatch(
      /\/media\/training\/basic\/[\w-]+\/clip\.mp4$/,
    );

    // The home page's spotlight shows the same athlete with the same video.
    await page.goto('/');
    const spotlight = page.locator('section[aria-labelledby="athlete-spotlight"]');
    await spotlight.scrollIntoViewIfNeeded();
    await spotlight.getByRole('region', { name: /^Video player: .+: highlights$/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('is kept from signed-out visitors, who are asked to create an account', async () => {
    const { page } = await openPage(browser());
    await page.goto('/explore');
    const section = page.locator('section[aria-labelledby="athlete-of-the-month"]');
    await section.getByRole('link', { name: 'Create Account to Watch' }).waitFor();
    expect(await section.locator('video').count()).toBe(0);
  });
});
