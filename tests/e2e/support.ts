import { readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { demoAccounts, demoMinor, demoParent } from '#server/modules/accounts';
import { demoMember } from '#server/modules/subscriptions';
// @ts-expect-error plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export const baseURL = (): string => inject('baseURL');

async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium() as string | undefined;
  if (!executablePath)
    throw new Error('Chromium not found: run the tests with `npm run test:e2e`.');
  return chromium.launch({ executablePath, args: chromiumArgs as string[] });
}

/** One Chromium for the test file, started before its tests and closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // Whatever a test checks, a page that did not hydrate cleanly fails it.
  beforeEach(() => {
    hydrationErrors = [];
  });
  afterEach(() => {
    expect(hydrationErrors).toEqual([]);
  });
  return () => {
    if (!browser)
      throw new Error('The browser is not started: call browserForFile() at the top level.');
    return browser;
  };
}

export type WatchedPage = {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests that tried to leave this machine. */
  externalRequests: string[];
};

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A page that records console errors and every request that would leave the machine. */
/**
 * React's hydration errors (a server page that did not match what the browser rendered), in
 * production builds reported by number: https://react.dev/errors/418 and its neighbours.
 */
const hydrationError = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Hydration errors seen by any page of the running test; each test fails on one. */
let hydrationErrors: string[] = [];

/**
 * A page of the site is painted before its code arrives (index.html's loader fetches it after
 * the first paint), and a test acts like a visitor who waits for the page to work: goto and
 * reload return once the page's code has taken it over (`data-hydrated`). Tests of the moments
 * before that ask for `waitUntil: 'commit'` or `'domcontentloaded'` and are left alone, as are
 * answers that are not the site's pages (JSON, the dev mailbox's raw mail).
 */
function waitForCodeAfterNavigation(page: Page) {
  const afterNavigation = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return response;
    if (!response?.headers()['content-type']?.includes('text/html')) return response;
    await hydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterNavigation(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => afterNavigation(await reload(options), options?.waitUntil);
}

let contexts = 0;

/**
 * The address a new browser context's requests come from, as the proxy in front of the server
 * (TRUST_PROXY, see global-setup.ts) reports it: one per context, different in each test file's
 * process, so rate limits per address count each context as the visitor it stands for. They are
 * loopback addresses (127.0.0.0/8), as the browser is on the server's machine: the dev mailbox
 * answers them.
 */
export function clientAddressHeader(): Record<string, string> {
  contexts += 1;
  return {
    'x-forwarded-for': `127.${(process.pid % 200) + 20}.${Math.floor(contexts / 250)}.${(contexts % 250) + 1}`,
  };
}

/** A page that records console errors and every request that would leave the machine. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...options,
    extraHTTPHeaders: { ...clientAddressHeader(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  waitForCodeAfterNavigation(page);
  const watched: WatchedPage = { page, errors: [], externalRequests: [] };
  const record = (text: string) => {
    watched.errors.push(text);
    if (hydrationError.test(text)) hydrationErrors.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An unknown address answers 404 on purpose; the browser reports the page's own status.
    if (message.text().includes('status of 404') && message.location().url === page.url()) return;
    record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!localHosts.has(url.hostname)) watched.externalRequests.push(request.url());
  });
  return watched;
}

/** The demo sign-ins the server seeds (README), by role. */
export const accounts = {
  admin: demoAccounts.admin,
  athlete: demoAccounts.athlete,
  member: { email: demoMember.email, password: demoMember.password },
  coach: demoAccounts.coach,
  organization: demoAccounts.organization,
  minor: { email: demoMinor.email, password: demoMinor.password },
  parent: { email: demoParent.email, password: demoParent.password },
} as const;

export type Credentials = { email: string; password: string };

/**
 * Logs in through the login form, from `/login` or the path given (e.g. with a redirectTo),
 * and leaves the page wherever the site sends the user next.
 */
export async function logIn(page: Page, account: Credentials, from = '/login') {
  await page.goto(from);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * What `pick` finds in the mail the dev mailbox holds for an address (the first message in which
 * it finds something), once it has arrived.
 */
export async function fromMailbox(
  page: Page,
  to: string,
  pick: (text: string) => string | undefined,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await (await page.request.get('/api/dev/mailbox')).json()) as {
          to: string;
          text: string;
        }[];
        found = mail
          .filter((message) => message.to === to)
          .map((message) => pick(message.text))
          .find(Boolean);
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The confirmation link the dev mailbox holds for an address, once it has arrived. */
export const confirmationLink = (page: Page, email: string): Promise<string> =>
  fromMailbox(page, email, (text) => text.match(/https?:\/\/\S+/)?.[0]);

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * Resolves once the page's scripts have taken over its server-rendered HTML. Pages from
 * openPage wait for this after goto and reload themselves; a whole-page load the site starts
 * (a checkout's address) or a page of another context waits with this.
 */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** Picks a date of birth on a sign-up form: an adult's unless a year is given. */
export async function fillBirthDate(page: Page, year = new Date().getFullYear() - 25) {
  await page.getByLabel('Month', { exact: true }).selectOption('April');
  await page.getByLabel('Year', { exact: true }).selectOption(String(year));
}

/** Fills the athlete sign-up form's names, address and password (the page is /signup/player). */
export async function fillAthleteSignup(
  page: Page,
  athlete: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.getByLabel('First name *').fill(athlete.firstName);
  await page.getByLabel('Last name *').fill(athlete.lastName);
  await page.getByLabel('Email *').fill(athlete.email);
  await page.getByLabel('Password *', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm password *').fill(athlete.password);
}

/** A new athlete, signed up on /signup/player and signed in by the confirmation link. */
export async function newMember(page: Page): Promise<string> {
  const email = uniqueEmail('buyer');
  await page.goto('/signup/player');
  await fillAthleteSignup(page, {
    firstName: 'Jamie',
    lastName: 'Cole',
    email,
    password: 'full-court-press-9',
  });
  await fillBirthDate(page);
  await page.getByRole('button', { name: 'Create Athlete Account' }).click();
  await page.waitForURL((url) => url.pathname === '/athlete-profiles');

  await page.goto(await confirmationLink(page, email));
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor();
  return email;
}

/** Fills the built-in sandbox checkout's card form and presses its button. */
export async function payInSandbox(page: Page, cardNumber: string, button: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry MM / YY').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jamie Cole');
  await page.getByRole('button', { name: button }).click();
}

/** Where the first video inside `scope` has got to, in seconds (0 when there is none). */
export const videoTime = (page: Page, scope = 'main') =>
  page.evaluate(
    (selector) => document.querySelector<HTMLVideoElement>(`${selector} video`)?.currentTime ?? 0,
    scope,
  );

/**
 * The address of a source module's chunk in the build (chunks are named by their hash), from
 * the client build's manifest.
 */
export function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}

/**
 * What sticks out past the right edge of the window, so the page would scroll sideways: each
 * element that does, outside a region that scrolls on its own (a wide table may, 1.4.10).
 */
export function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const scrollsItself = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !scrollsItself(element))
      .slice(0, 5)
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const text = element.textContent?.trim().slice(0, 40) ?? '';
        return `${element.tagName.toLowerCase()}${id} "${text}"`;
      });
  });
}
