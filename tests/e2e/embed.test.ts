import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { startBroadcast } from './broadcast';
import { accounts, baseURL, browserForFile, hydrated, openPage } from './support';

// A channel embedded on another site (a club's own page): its player plays there, its media can
// be fetched from there, and a channel sold as a pass cannot be.

const browser = browserForFile();

/** A channel anyone may watch that no other browser test broadcasts on. */
const PUBLIC_CHANNEL = 'weekend-podcast';
/** A channel sold as a pass, with replays in the demo data. */
const PASS_CHANNEL = 'premium-game-day';

/** The demo administrator's cookies (they own the demo channels). */
async function adminCookie(): Promise<string> {
  const origin = baseURL();
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(accounts.admin),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

/** A channel as the administrator gets it: its live address, and its replays signed for them. */
async function channelAsAdmin(slug: string, cookie: string) {
  const res = await fetch(`${baseURL()}/api/channels/${slug}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    channel: { playbackUrl: string | null; isActive: boolean };
    replays: { playbackUrl: string | null }[];
  };
}

/** Another site, on another origin (localhost rather than 127.0.0.1): one page, `html`. */
async function otherSite(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://localhost:${port}`, server };
}

/** What a fetch from the page's own origin got: the status, or that the browser refused it. */
const fetchFrom = (page: Page, url: string) =>
  page.evaluate(
    (address) =>
      fetch(address).then(
        (res) => `status ${res.status}`,
        () => 'refused',
      ),
    url,
  );

let broadcast: ReturnType<typeof startBroadcast> | undefined;
let site: Awaited<ReturnType<typeof otherSite>> | undefined;
let cookie = '';

beforeAll(async () => {
  cookie = await adminCookie();
});

afterEach(async () => {
  await broadcast?.stop().catch(() => undefined);
  broadcast = undefined;
});

afterAll(async () => {
  await new Promise((resolve) => site?.server.close(resolve));
});

describe('a channel embedded on another site', () => {
  it('plays there, and its media are open to that site while a pass channel’s are not', async () => {
    const rotated = await fetch(`${baseURL()}/api/me/channels/${PUBLIC_CHANNEL}/stream-key`, {
      method: 'POST',
      headers: { origin: baseURL(), cookie },
    });
    expect(rotated.status).toBe(200);
    broadcast = startBroadcast(
      ((await rotated.json()) as { streamKey: string }).streamKey,
      'embed',
    );
    await broadcast.started;

    site = await otherSite(
      `<!doctype html><html><head><title>Riverside Club</title></head><body>` +
        `<h1>Riverside Club</h1>` +
        `<iframe src="${baseURL()}/embed/${PUBLIC_CHANNEL}" title="Live" width="640" ` +
        `height="408" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>` +
        `</body></html>`,
    );
    // A visitor of the other site, as a browser is: no headers of the tests' own (openPage's
    // client address would make every cross-origin request a preflighted one).
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Not a page of the site: nothing to wait for but its frame.
    await page.goto(site.origin, { waitUntil: 'domcontentloaded' });
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL()).origin);

    // The player in the frame plays the live stream.
    const frame = page.frameLocator('iframe');
    await frame.getByText('LIVE', { exact: true }).first().waitFor({ timeout: 15_000 });
    await frame.getByRole('link', { name: /^Watch on / }).waitFor();
    const embedded = page.frames().find((candidate) => candidate.url().includes('/embed/'))!;
    const time = () => embedded.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    const later = await time();
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(later + 0.5);

    // The other site's own scripts may fetch a public channel's playlist...
    const live = await channelAsAdmin(PUBLIC_CHANNEL, cookie);
    expect(live.channel.isActive).toBe(true);
    expect(await fetchFrom(page, `${baseURL()}${live.channel.playbackUrl}`)).toBe('status 200');
    // ...but not a pass channel's, even with a good signed link.
    const pass = await channelAsAdmin(PASS_CHANNEL, cookie);
    const signed = pass.replays.find((replay) => replay.playbackUrl)?.playbackUrl;
    expect(signed).toContain('?t=');
    expect((await fetch(`${baseURL()}${signed}`)).status).toBe(200);
    expect(await fetchFrom(page, `${baseURL()}${signed}`)).toBe('refused');

    // Only the refused fetch is complained about.
    expect(errors.filter((error) => !error.includes(signed!.split('?')[0]!))).toEqual([
      'Failed to load resource: net::ERR_FAILED',
    ]);
    await context.close();
  });

  it('shows the player alone, says a pass channel plays on the site only, and 404s unknown channels', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 300 } });
    const open = await page.goto(`/embed/${PUBLIC_CHANNEL}`);
    expect(open?.status()).toBe(200);
    expect(open?.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(open?.headers()['x-frame-options']).toBeUndefined();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const watch = page.getByRole('link', { name: /^Watch on / });
    expect(await watch.getAttribute('href')).toBe(`/live/${PUBLIC_CHANNEL}`);
    expect(await watch.getAttribute('target')).toBe('_blank');

    const pass = await page.goto(`/embed/${PASS_CHANNEL}`);
    expect(pass?.status()).toBe(200);
    await page.getByText(/This channel can only be watched on /).waitFor();
    await expectNoAxeViolations(page, 'embed, pass channel');
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Watch on / }).getAttribute('href')).toBe(
      `/live/${PASS_CHANNEL}`,
    );

    const missing = await page.goto('/embed/no-such-channel');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Channel not found' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);

    // The site's own pages still refuse frames.
    const channelPage = await page.goto(`/live/${PUBLIC_CHANNEL}`);
    expect(channelPage?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await hydrated(page);
  });
});
