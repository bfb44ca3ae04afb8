import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specRoutes } from './site-routes';
import { baseURL, browserForFile, hydrated, openPage } from './support';

const browser = browserForFile();

/** Layout shifts a page makes by itself (not after the visitor's input), summed up. */
declare global {
  interface Window {
    layoutShifts?: { value: number; sources: string[] }[];
  }
}

/** Starts recording the layout shifts of every page the tab opens from now on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts!.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page has made so far, summed up, with the elements that moved. */
async function layoutShiftOf(page: Page) {
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    sources: shifts.flatMap((shift) => shift.sources),
  };
}

describe('every public page', () => {
  // Each width's pages in two halves: one test for all of them took over a minute on a machine
  // running other suites too.
  const half = Math.ceil(specRoutes.length / 2);
  const halves = [specRoutes.slice(0, half), specRoutes.slice(half)];
  for (const [name, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ] as const) {
    for (const [index, routes] of halves.entries()) {
      it(`stays put while it loads on ${name} (half ${index + 1} of the pages): layout shift at most 0.01`, async () => {
        const { page } = await openPage(browser(), { viewport });
        await recordLayoutShifts(page);
        const [athlete] = (
          (await (await page.request.get('/api/athletes?limit=1')).json()) as {
            items: { id: string }[];
          }
        ).items;
        const shifted: string[] = [];
        for (const route of routes) {
          const path = route.path.startsWith('/athlete/') ? `/athlete/${athlete!.id}` : route.path;
          await page.goto(path, { waitUntil: 'networkidle' });
          await hydrated(page);
          const { total, sources } = await layoutShiftOf(page);
          if (total > 0.01) shifted.push(`${path}: ${total.toFixed(3)} (${sources.join(', ')})`);
        }
        expect(shifted).toEqual([]);
      });
    }
  }

  // A busy machine paints a page before all of it has arrived: whatever sits beside text that is
  // still coming must not be placed by that text's height.
  it('keeps the featured player in place on a desktop while the text beside it grows', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/live-vod');
    const card = page.getByRole('region', { name: 'Featured live stream' });
    const player = card.locator('.aspect-video').first();
    const before = await player.boundingBox();
    await card.locator('h2').evaluate((heading) => {
      heading.insertAdjacentHTML('afterend', '<p style="height: 240px">More text arriving</p>');
    });
    const after = await player.boundingBox();
    expect({ x: after!.x, y: after!.y }).toEqual({ x: before!.x, y: before!.y });
  });
});

/**
 * A relay in front of the site that sends each page's HTML in two parts, the second a moment
 * after the first, as a slow network or a slow device's parser that yields part-way does.
 */
describe('a page whose HTML arrives in two parts', () => {
  let relay: Server;
  let relayURL = '';
  beforeAll(async () => {
    const site = new URL(baseURL());
    relay = createServer((incoming, answer) => {
      const forwarded = request(
        {
          host: site.hostname,
          port: site.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' },
        },
        (response) => {
          const html = response.headers['content-type']?.includes('text/html');
          if (!html) {
            answer.writeHead(response.statusCode!, response.headers);
            response.pipe(answer);
            return;
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const { 'content-length': _length, ...headers } = response.headers;
            answer.writeHead(response.statusCode!, headers);
            // The first part ends where the test says (?split=), or in the middle of the page.
            const marker = new URL(incoming.url!, relayURL).searchParams.get('split');
            const start = body.indexOf('<div id="root">');
            const split = marker
              ? body.indexOf(marker) + marker.length
              : start + Math.floor((body.length - start) / 2);
            answer.write(body.subarray(0, split));
            setTimeout(() => answer.end(body.subarray(split)), 400);
          });
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    relayURL = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    relay.closeAllConnections();
    return new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  // A paint of the first part alone moved what it showed once the rest came: the utilities'
  // tab row was stretched to the settings' height while the panel was half there, the
  // coming-soon text centred beside a card that was not there yet.
  for (const [path, split] of [
    ['/pi-utilities', 'id="pi-panel-demo"'],
    ['/coming-soon', 'Coming soon'],
    ['/pi-mining', 'App Store'],
    ['/pricing', undefined],
    ['/', undefined],
  ] as const) {
    it(`is painted once it has all come, without moving: ${path}`, async () => {
      const { page } = await openPage(browser(), {
        baseURL: relayURL,
        viewport: { width: 1280, height: 900 },
      });
      await recordLayoutShifts(page);
      await page.goto(split ? `${path}?split=${encodeURIComponent(split)}` : path, {
        waitUntil: 'networkidle',
      });
      const { total, sources } = await layoutShiftOf(page);
      expect(total, sources.join(', ')).toBeLessThanOrEqual(0.01);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      expect(firstPaint).toBeGreaterThanOrEqual(400);
    });
  }
});
