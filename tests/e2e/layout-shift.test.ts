import { describe, expect, it } from 'vitest';
import { specRoutes } from './site-routes';
import { browserForFile, hydrated, openPage } from './support';

const browser = browserForFile();

/** Layout shifts a page makes by itself (not after the visitor's input), summed up. */
declare global {
  interface Window {
    layoutShifts?: { value: number; sources: string[] }[];
  }
}

describe('every public page', () => {
  for (const [name, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ] as const) {
    it(`stays put while it loads on ${name}: layout shift at most 0.01`, async () => {
      const { page } = await openPage(browser(), { viewport });
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
      const [athlete] = (
        (await (await page.request.get('/api/athletes?limit=1')).json()) as {
          items: { id: string }[];
        }
      ).items;
      const shifted: string[] = [];
      for (const route of specRoutes) {
        const path = route.path.startsWith('/athlete/') ? `/athlete/${athlete!.id}` : route.path;
        await page.goto(path, { waitUntil: 'networkidle' });
        await hydrated(page);
        const shifts = await page.evaluate(() => window.layoutShifts ?? []);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > 0.01) {
          shifted.push(
            `${path}: ${total.toFixed(3)} (${shifts.flatMap((s) => s.sources).join(', ')})`,
          );
        }
      }
      expect(shifted).toEqual([]);
    });
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
