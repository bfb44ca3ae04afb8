import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourRules, expectNoAxeViolations } from './axe';
import { specRoutes } from './site-routes';
import {
  accounts,
  browserForFile,
  logIn,
  openPage,
  overflowing,
  type Credentials,
} from './support';

const browser = browserForFile();

const roles = ['visitor', 'member', 'coach', 'admin'] as const;
type Role = (typeof roles)[number];

const signIns: Record<Exclude<Role, 'visitor'>, Credentials> = {
  member: accounts.member,
  coach: accounts.coach,
  admin: accounts.admin,
};

/** Pages of a signed-in member that the route table does not list. */
const signedInPaths = ['/messages'];

/** The demo program's page and one of its team pages (filled in before the sweep). */
const programPaths = ['/org/lakeside-hoops-club'];

const sizes = [
  { name: '390 px', viewport: { width: 390, height: 844 } },
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
];

type Size = (typeof sizes)[number];
type Theme = 'light' | 'dark';
type View = { size: Size; theme: Theme };

/** Each role's cookies, from one sign-in through the form (sign-in is rate limited). */
const storageStates = new Map<Role, BrowserContextOptions['storageState']>();
let athletePath = '';
let checked = 0;

beforeAll(async () => {
  const { page } = await openPage(browser());
  const [athlete] = (
    (await (await page.request.get('/api/athletes?limit=1')).json()) as { items: { id: string }[] }
  ).items;
  athletePath = `/athlete/${athlete!.id}`;
  const program = (await (await page.request.get('/api/programs/lakeside-hoops-club')).json()) as {
    teams: { id: string }[];
  };
  programPaths.push(`/org/lakeside-hoops-club/teams/${program.teams[0]!.id}`);
  await page.context().close();

  for (const [role, credentials] of Object.entries(signIns)) {
    const { page } = await openPage(browser());
    await logIn(page, credentials);
    await page.waitForURL((url) => url.pathname !== '/login');
    storageStates.set(role as Role, await page.context().storageState());
    await page.context().close();
  }
});

afterAll(() => {
  console.log(`accessibility: ${checked} page states checked against WCAG 2.2 AA`);
});

/** Every route of the table (one real athlete standing in for /athlete/{id}). */
function pathsFor(role: Role): string[] {
  const paths = [
    ...specRoutes.map((route) => (route.path.startsWith('/athlete/') ? athletePath : route.path)),
    ...programPaths,
  ];
  return role === 'visitor' ? paths : [...paths, ...signedInPaths];
}

/**
 * Changes the view with CSS transitions off (for the rest of this page load), then waits for
 * two frames. Colours that transition (buttons, cards) would otherwise be read halfway, and in
 * a section that `content-visibility: auto` keeps unrendered below the fold Chromium does not
 * advance a transition at all once axe has read its styles, so axe would read the colour of the
 * scheme before. Without transitions every element takes its new colour at once, as the next
 * page load would show it.
 */
async function change(page: Page, apply: () => Promise<void>) {
  await page.evaluate(() => {
    if (document.getElementById('no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  await apply();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
  });
}

/** Switches the colour scheme as the system setting would, once the site has followed it. */
const setTheme = (page: Page, theme: Theme) =>
  change(page, async () => {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      theme === 'dark',
    );
  });

/** Resizes the window, as turning a tablet or dragging a window edge would. */
const setSize = (page: Page, size: Size) => change(page, () => page.setViewportSize(size.viewport));

/**
 * The widths WCAG 1.4.10 and 1.4.4 ask about: 320 CSS px (a small phone, or 1280 px at 400 %)
 * and 640 CSS px (1280 px zoomed to 200 %; the browser's zoom shrinks the viewport in CSS px).
 */
const reflowWidths = [
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '200 % zoom', viewport: { width: 640, height: 400 } },
];

/** Where help sits on a page at one size: the support chat, and the footer's Contact link. */
type HelpPlace = { path: string; size: string; place: string };

async function helpPlace(page: Page, path: string, size: Size): Promise<HelpPlace> {
  const box = await page.getByRole('button', { name: 'Support chat' }).boundingBox();
  const contact = await page.locator('footer').getByRole('link', { name: 'Contact' }).count();
  // Where the chat sits, from the window's right and bottom edges.
  const chat = box
    ? `${Math.round(size.viewport.width - box.x - box.width)},${Math.round(size.viewport.height - box.y - box.height)}`
    : 'missing';
  return {
    path,
    size: size.name,
    place: `chat at ${chat}, ${contact ? 'a' : 'no'} footer Contact`,
  };
}

/** 3.2.6: each size shows help in one place on every page. */
function helpMoves(places: HelpPlace[]) {
  const first = new Map<string, string>();
  const moves: string[] = [];
  for (const { path, size, place } of places) {
    const expected = first.get(size) ?? place;
    first.set(size, expected);
    if (place !== expected) moves.push(`${path}, ${size}: ${place}, not ${expected} (3.2.6)`);
  }
  return moves;
}

/**
 * Checks the page shown for `path` against WCAG 2.2 AA (only `rules`, when given) and adds what
 * failed to `failures`, named by the path, the role and the view.
 */
async function checkPage(
  page: Page,
  path: string,
  role: Role,
  view: View,
  failures: string[],
  rules?: string[],
) {
  const shown = new URL(page.url()).pathname;
  const where = shown === path ? path : `${path} (shown at ${shown})`;
  try {
    await expectNoAxeViolations(page, `${where}, ${role}, ${view.size.name}, ${view.theme}`, {
      rules,
    });
  } catch (error) {
    failures.push((error as Error).message);
  }
  checked += 1;
}

/**
 * One browser page of the role checks its share of the routes in all four views (two sizes,
 * two colour schemes), then at the two reflow widths. Each page is loaded in the view the last
 * one ended in and switched through the three others, one change at a time: colour scheme,
 * size, colour scheme. After a change of size every rule is checked; after a change of colour
 * scheme the colour rules (`colourRules`, the only ones two schemes can answer differently).
 * Every other page is loaded after a change of colour scheme, so page loads happen in all four
 * views too. Returns what failed, and where help sat.
 */
async function sweep(role: Role, paths: string[]) {
  const view: View = { size: sizes[0]!, theme: 'light' };
  const { page } = await openPage(browser(), {
    viewport: view.size.viewport,
    colorScheme: view.theme,
    storageState: storageStates.get(role),
  });
  const failures: string[] = [];
  const places: HelpPlace[] = [];
  const check = (path: string, rules?: string[]) =>
    checkPage(page, path, role, view, failures, rules);
  const flipTheme = () => {
    view.theme = view.theme === 'light' ? 'dark' : 'light';
    return setTheme(page, view.theme);
  };
  const flipSize = () => {
    view.size = view.size === sizes[0] ? sizes[1]! : sizes[0]!;
    return setSize(page, view.size);
  };
  const reflow = async (path: string) => {
    for (const width of reflowWidths) {
      await change(page, () => page.setViewportSize(width.viewport));
      const wide = await overflowing(page);
      if (wide.length > 0) failures.push(`${path}, ${role}, ${width.name}: ${wide.join('; ')}`);
    }
    await setSize(page, view.size);
  };
  for (const [index, path] of paths.entries()) {
    if (index % 2 === 1) await flipTheme();
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await check(path);
    places.push(await helpPlace(page, path, view.size));
    await flipTheme();
    await check(path, colourRules);
    await flipSize();
    await check(path);
    places.push(await helpPlace(page, path, view.size));
    await flipTheme();
    await check(path, colourRules);
    await reflow(path);
  }
  await page.context().close();
  return { failures, places, shownElsewhere: [] as string[] };
}

/** Pages checked side by side: axe keeps one core busy while the other loads the next page. */
const lanes = 2;

/**
 * `npm test` checks each route once (E2E_FULL unset): as a visitor, and as the first signed-in role
 * the site shows it to when it sends a visitor elsewhere (its sign-in page) or refuses them (403),
 * in one of the four views in turn. The full sweep (`npm run test:full`, CI) checks every route for every role in
 * all four views and at the reflow widths.
 */
const full = Boolean(process.env.E2E_FULL);
/** Routes a visitor was sent away from, waiting for the first role the site shows them to. */
const notYetShown = new Set<string>();

/**
 * The quick pass: each path once, in the views in turn. Returns the paths this role was sent away
 * from or refused (unchecked, unless it is the last role).
 */
async function quickPass(role: Role, paths: string[], lane: number, last: boolean) {
  const { page } = await openPage(browser(), {
    viewport: sizes[lane % 2]!.viewport,
    colorScheme: 'light',
    storageState: storageStates.get(role),
  });
  const failures: string[] = [];
  const shownElsewhere: string[] = [];
  for (const [index, path] of paths.entries()) {
    const view: View = {
      size: sizes[(index + lane) % 2]!,
      theme: index % 4 < 2 ? 'light' : 'dark',
    };
    await setSize(page, view.size);
    await page.emulateMedia({ colorScheme: view.theme });
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    const refused =
      new URL(page.url()).pathname !== new URL(path, page.url()).pathname ||
      (await page.locator('main h1').first().textContent()) === 'Administrators only';
    if (refused && !last) {
      // Checked by the role the site shows it to.
      shownElsewhere.push(path);
      continue;
    }
    await checkPage(page, path, role, view, failures);
  }
  await page.context().close();
  return { failures, places: [] as HelpPlace[], shownElsewhere };
}

describe(
  full
    ? 'every page, at both sizes and in both colour schemes, meets WCAG 2.2 AA, reflows at 320 px and 200 % zoom, and keeps help in one place'
    : 'every page meets WCAG 2.2 AA, checked once',
  // The quick pass runs in npm test; the full sweep in CI.
  { tags: full ? [] : ['smoke'] },
  () => {
    for (const role of roles) {
      it(`as ${role === 'visitor' ? 'a visitor' : `the ${role}`}`, async () => {
        const last = role === roles[roles.length - 1];
        const paths = full
          ? pathsFor(role)
          : role === 'visitor'
            ? pathsFor(role)
            : pathsFor(role).filter(
                (path) => notYetShown.has(path) || signedInPaths.includes(path),
              );
        const shares = Array.from({ length: lanes }, (_, lane) =>
          paths.filter((_, index) => index % lanes === lane),
        );
        const results = await Promise.all(
          shares.map((share, lane) =>
            full ? sweep(role, share) : quickPass(role, share, lane, last),
          ),
        );
        if (!full) {
          for (const path of paths) notYetShown.delete(path);
          // A page this role was sent away from waits for the next role.
          for (const path of results.flatMap((result) => result.shownElsewhere)) {
            notYetShown.add(path);
          }
        }
        const failures = [
          ...results.flatMap((result) => result.failures),
          ...helpMoves(results.flatMap((result) => result.places)),
        ];
        expect(failures.join('\n\n')).toBe('');
        // About 2 minutes a role here in the full sweep; a CI machine under load has taken twice
        // as long and more, and the administrator's many pages past 8 minutes on a slow hour.
      }, 900_000);
    }
  },
);

describe('what axe cannot see', () => {
  it('lets a password manager fill sign-in and sign-up, pastes allowed, no puzzle to solve (3.3.8)', async () => {
    const { page } = await openPage(browser());
    const autocomplete = (label: string, exact = false) =>
      page.getByLabel(label, { exact }).first().getAttribute('autocomplete');
    await page.goto('/login');
    expect(['username', 'email']).toContain(await autocomplete('Email'));
    expect(await autocomplete('Password', true)).toBe('current-password');
    // A pasted password arrives: nothing cancels the paste.
    const pasted = await page
      .getByLabel('Password', { exact: true })
      .evaluate((input: HTMLInputElement) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'from-a-password-manager');
        return input.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
    expect(pasted).toBe(true);
    expect(await page.locator('iframe, [class*="captcha" i]').count()).toBe(0);
    for (const path of ['/signup/player', '/signup/guardian']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      const passwords = page.locator('input[type="password"]');
      const kinds = await passwords.evaluateAll((inputs) =>
        inputs.map((input) => input.getAttribute('autocomplete')),
      );
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((kind) => kind === 'new-password')).toBe(true);
      expect(await page.locator('iframe, [class*="captcha" i]').count()).toBe(0);
    }
    await page.context().close();
  });

  it('stops animations when the system asks for reduced motion', async () => {
    // The site's looping animations (a loading card's pulse, a spinner, the LIVE dot's ping),
    // on the page as its components draw them: running normally, stopped with reduced motion.
    const running = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await openPage(browser(), { reducedMotion });
      await page.goto('/athletes');
      await page.locator('main h1').first().waitFor();
      const names = await page.evaluate(async () => {
        const probe = document.createElement('div');
        probe.innerHTML =
          '<div class="animate-pulse">.</div><div class="animate-spin">.</div><span class="animate-ping">.</span>';
        document.querySelector('main')!.append(probe);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName);
      });
      await page.context().close();
      return names;
    };
    expect((await running('no-preference')).sort()).toEqual(['ping', 'pulse', 'spin']);
    expect(await running('reduce')).toEqual([]);
  });
});
