import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { specRoutes } from './site-routes';
import { browserForFile, openPage, overflowing } from './support';

const browser = browserForFile();

/**
 * The page as a pseudo-language shows it: every word of its text accented and 30 % longer, as
 * languages longer than English are (Spanish runs 20 to 30 % longer). A page whose layout holds
 * this holds any of its translations. Addresses (mailto links) and what is marked
 * translate="no" stay as written, as they do in every language.
 */
function pseudoLocalize(page: Page) {
  return page.evaluate(() => {
    const accents: Record<string, string> = {
      a: 'á',
      e: 'é',
      i: 'í',
      o: 'ó',
      u: 'ú',
      n: 'ñ',
      c: 'ç',
      y: 'ý',
      A: 'Á',
      E: 'É',
      I: 'Í',
      O: 'Ó',
      U: 'Ú',
      N: 'Ñ',
      C: 'Ç',
      Y: 'Ý',
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest(
          'script, style, noscript, svg, a[href^="mailto:"], [translate="no"]',
        ) || !/\p{L}/u.test((node as Text).data)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    for (const node of nodes) {
      // Each word 30 % longer, so lines break where a longer language's would.
      node.data = node.data.replace(/\p{L}+/gu, (word) => {
        const accented = [...word].map((letter) => accents[letter] ?? letter).join('');
        return accented + '~'.repeat(Math.ceil(word.length * 0.3));
      });
    }
    return nodes.length;
  });
}

/** npm test checks the pages in both languages so far; the full run (CI) every route. */
const full = Boolean(process.env.E2E_FULL);
const translated = ['/', '/signup/player', '/login', '/signup/guardian', '/about', '/pricing'];
const paths = full
  ? specRoutes.map((route) => route.path).filter((path) => !path.startsWith('/athlete/'))
  : translated;

describe('a pseudo-language 30 % longer than English', { tags: full ? [] : ['smoke'] }, () => {
  it('fits every page at 390 px without sideways scrolling', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await pseudoLocalize(page)).toBeGreaterThan(0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const wide = await overflowing(page);
      if (wide.length > 0) failures.push(`${path}: ${wide.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
