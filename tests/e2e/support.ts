import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export const baseURL = (): string => inject('baseURL');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium() as string | undefined;
  if (!executablePath)
    throw new Error('Chromium not found: run the tests with `npm run test:e2e`.');
  return chromium.launch({ executablePath, args: chromiumArgs as string[] });
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
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const watched: WatchedPage = { page, errors: [], externalRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!localHosts.has(url.hostname)) watched.externalRequests.push(request.url());
  });
  return watched;
}
