import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { startBroadcast } from './broadcast';
import { accounts, baseURL, browserForFile, hydrated, openPage, videoTime } from './support';

const browser = browserForFile();

/** A new stream key for a channel, as its owner (the demo administrator) gets one. */
async function streamKeyFor(slug: string): Promise<string> {
  const origin = baseURL();
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(accounts.admin),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const rotated = await fetch(`${origin}/api/me/channels/${slug}/stream-key`, {
    method: 'POST',
    headers: { origin, cookie },
  });
  expect(rotated.status).toBe(200);
  return ((await rotated.json()) as { streamKey: string }).streamKey;
}

let broadcast: ReturnType<typeof startBroadcast> | undefined;
afterEach(async () => {
  await broadcast?.stop().catch(() => undefined);
  broadcast = undefined;
});

describe('a live channel', () => {
  it(
    'goes live on /live-vod and the home page, plays, then goes offline and is kept as a replay',
    { tags: ['smoke'] },
    async () => {
      broadcast = startBroadcast(await streamKeyFor('main-event'));
      await broadcast.started;

      const { page, errors, externalRequests } = await openPage(browser());
      await page.goto('/live-vod');
      const featured = page.locator('article[aria-labelledby="featured-stream-title"]');
      await featured.getByText('LIVE NOW', { exact: true }).waitFor();
      await featured.getByRole('link', { name: 'Watch Now' }).waitFor();

      // It plays in the page's own player, at the live edge.
      const player = featured.getByRole('region', { name: /^Video player: / });
      await player.waitFor();
      await player.getByRole('button', { name: 'Play' }).click();
      await expect
        .poll(() => videoTime(page, 'article[aria-labelledby="featured-stream-title"]'), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0.5);
      await player.getByText('LIVE', { exact: true }).first().waitFor();
      await expectNoAxeViolations(page, 'live channel, playing');

      // The home page's hero button follows the main event.
      const home = await openPage(browser());
      await home.page.goto('/');
      await home.page.getByRole('link', { name: 'Watch Live' }).first().waitFor();
      expect(
        await home.page
          .getByRole('link', { name: 'Watch Live' })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toContain('/live/main-event');

      // The broadcaster stops: the open page hears it without a reload.
      await broadcast.stop();
      broadcast = undefined;
      await featured.getByText('STREAM OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
      await featured
        .getByText('Stream currently offline or unavailable. Please check back later.')
        .waitFor();
      expect(await featured.getByRole('button', { name: 'Watch Now' }).isDisabled()).toBe(true);

      // The home page hears it too, and a fresh visit is not served an old rendering.
      await home.page.getByRole('button', { name: 'Stream Offline' }).waitFor();
      await home.page.reload();
      await home.page.getByRole('button', { name: 'Stream Offline' }).waitFor();

      // The broadcast is the newest replay, and it plays.
      await page.getByRole('tab', { name: 'Replays' }).click();
      const today = new Date().toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const replay = page
        .getByRole('button', { name: new RegExp(`Live: Showcase Main Event: ${today}`) })
        .first();
      await replay.click();
      await page.getByRole('button', { name: 'Back to Videos' }).waitFor();
      await expect
        .poll(() => videoTime(page, '[role="tabpanel"]'), { timeout: 20_000 })
        .toBeGreaterThan(0.5);

      expect(errors).toEqual([]);
      expect(home.errors).toEqual([]);
      expect(externalRequests).toEqual([]);
    },
  );

  it('shares a channel by copying its link when there is no share sheet', async () => {
    const context = await browser().newContext({ baseURL: baseURL() });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Desktop Chromium may offer a share sheet; this test is about the clipboard fallback.
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto('/live/hoops-tournament');
    await hydrated(page);
    await page.getByRole('button', { name: 'Share' }).first().click();
    await page.getByText('Link copied to clipboard!').waitFor();
    await expectNoAxeViolations(page, 'channel page, share toast');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/live/hoops-tournament`,
    );
    await context.close();
  });
});
