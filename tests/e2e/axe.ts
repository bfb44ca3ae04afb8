import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA that axe knows. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules among those that read colours. They are all a change of colour scheme can break:
 * the site's two schemes differ in colours only (no element shows in one scheme alone).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Each broken rule (id, impact, what it asks) and under it each element that breaks it. */
export function describeViolations(state: string, violations: AxeResults['violations']) {
  const lines = [`${state}: ${violations.length} accessibility rule(s) broken`];
  for (const violation of violations) {
    lines.push(`- ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`);
    for (const node of violation.nodes) {
      const target = node.target.map((part) => JSON.stringify(part)).join(' > ');
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      lines.push(`    ${target}${why ? ` — ${why}` : ''}`);
    }
  }
  return lines.join('\n');
}

/**
 * Puts axe into each frame of the page that does not have it yet. The same document checked
 * again (another state after a click, or after a client-side navigation) keeps it, so the
 * half-megabyte script is evaluated once per document rather than on every check.
 */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate('typeof window.axe?.run === "function"');
    if (!loaded) await frame.evaluate(axe.source);
  }
}

/**
 * Resolves once no dialog or toast is fading in or out (looping spinners aside). Two frames
 * first: a toast mounted a moment ago starts its transition on the next.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Checks the page as it is now against WCAG 2.2 AA with axe, and fails with the list of what is
 * wrong: each rule, its impact and the elements that break it, under the name of the state
 * checked (e.g. "/pricing, coach, 390 px, dark"). `rules` narrows the check to those rules (the
 * sweep's `colourRules` after a change of colour scheme alone).
 *
 * axe runs in the page itself (legacy mode): the site has no frames from other origins, and
 * this spares the blank page that axe otherwise opens to combine the results of each frame.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  { rules }: { rules?: string[] } = {},
): Promise<void> {
  // Read from the top of the page: the sticky header lies over whatever is scrolled under it,
  // which axe would count as a target too small to hit (2.5.8) although scrolling uncovers it.
  // Focus hidden under the header is what the keyboard tests check instead (2.4.11).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await loadAxe(page);
  const analyze = async () => {
    await settled(page);
    return new AxeBuilder({ page, axeSource: ';' })
      .options({
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcagTags },
        resultTypes: ['violations'],
      })
      .setLegacyMode()
      .analyze();
  };
  let results = await analyze();
  // A toast that started to leave (or arrive) while axe read the page is caught half-faded; a
  // page read again once it has settled keeps only what is really wrong.
  if (results.violations.length > 0) results = await analyze();
  if (results.violations.length > 0) {
    throw new Error(describeViolations(state, results.violations));
  }
}
