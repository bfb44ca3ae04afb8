import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { openPage, browserForFile } from './support';

const browser = browserForFile();

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const toggle = (page: Page) => page.getByRole('button', { name: /theme/ });

describe('theme', () => {
  it('follows the system by default', async () => {
    const dark = await openPage(browser(), { colorScheme: 'dark' });
    await dark.page.goto('/');
    await toggle(dark.page).waitFor();
    expect(await isDark(dark.page)).toBe(true);
    expect(await stored(dark.page)).toBeNull();

    const light = await openPage(browser(), { colorScheme: 'light' });
    await light.page.goto('/');
    await toggle(light.page).waitFor();
    expect(await isDark(light.page)).toBe(false);
  });

  it('cycles dark, light, system and keeps the choice across a reload', async () => {
    const { page, errors } = await openPage(browser(), { colorScheme: 'light' });
    await page.goto('/');
    await toggle(page).click();
    expect(await stored(page)).toBe('dark');
    expect(await isDark(page)).toBe(true);

    await page.reload();
    await toggle(page).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await toggle(page).getAttribute('aria-label')).toContain('now dark theme');
    await expectNoAxeViolations(page, 'home, dark theme chosen');

    await toggle(page).click();
    expect(await stored(page)).toBe('light');
    expect(await isDark(page)).toBe(false);

    await toggle(page).click();
    expect(await stored(page)).toBe('system');
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('is applied before the app runs, so a dark reload never flashes light', async () => {
    const { page } = await openPage(browser(), { colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // With the app's code blocked, only the blocking script in <head> can set the class.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  });
});
