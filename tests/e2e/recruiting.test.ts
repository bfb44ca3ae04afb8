import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import type { Page } from 'playwright-core';
import {
  accounts,
  browserForFile,
  confirmationLink,
  fromMailbox,
  logIn,
  openPage,
} from './support';

const browser = browserForFile();

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The six-digit code the dev mailbox holds for an address, once it has arrived. */
const mailedCode = (page: Page, to: string) =>
  fromMailbox(page, to, (text) => text.match(/\b(\d{6})\b/)?.[1]);

describe('recruiting, both sides', () => {
  it(
    'verifies a new college coach, who finds the demo athlete, boards them, moves them with the keyboard and exports; the athlete sees the coach',
    { tags: ['smoke'] },
    async () => {
      const { page: coach } = await openPage(browser());
      const email = `${unique('coach')}@example.com`;
      const password = 'full-court-press-9';
      const lastName = `Vance${Math.random().toString(36).slice(2, 6)}`;

      // Sign up as a college coach and confirm the account's address.
      await coach.goto('/signup/coach');
      await coach.getByLabel('First name').fill('Riley');
      await coach.getByLabel('Last name').fill(lastName);
      await coach.getByLabel('Coach type').selectOption('college');
      await coach.getByLabel('Sport').selectOption('basketball');
      await coach.getByLabel('College or university').fill('Lakeside Tech');
      await coach.getByLabel('Email').fill(email);
      await coach.getByLabel('Phone number').fill('208-555-0142');
      await coach.getByLabel('Password', { exact: true }).fill(password);
      await coach.getByLabel('Confirm password').fill(password);
      await coach.getByRole('button', { name: 'Create account' }).click();
      await coach.waitForURL((url) => url.pathname === '/login');
      await coach.goto(await confirmationLink(coach, email));
      await coach.waitForURL((url) => url.pathname === '/profile');

      // Ask to be verified with an address at the college, and type the mailed code.
      await coach.getByRole('link', { name: 'Recruiting', exact: true }).first().click();
      await coach.getByRole('heading', { name: 'Get verified' }).waitFor();
      const college = `${unique('rv')}@lakeside-tech.edu`;
      await coach.getByLabel('Your address at the college').fill(college);
      await coach.getByRole('button', { name: 'Ask to be verified' }).click();
      await coach.getByRole('heading', { name: 'Enter the code we sent' }).waitFor();
      await expectNoAxeViolations(coach, 'coach verification, code form');
      await coach.getByLabel('Code').fill(await mailedCode(coach, college));
      await coach.getByRole('button', { name: 'Confirm' }).click();
      await coach.getByRole('heading', { name: 'Waiting for an administrator' }).waitFor();

      // The administrator approves from the Verification queue.
      const { page: admin } = await openPage(browser());
      await logIn(admin, accounts.admin);
      await admin.waitForURL((url) => url.pathname === '/admin');
      await admin.goto('/admin-dashboard/verifications');
      await admin.getByRole('button', { name: `Approve Riley ${lastName}` }).click();
      await admin.getByText(`Riley ${lastName} is verified`).waitFor();

      await coach.reload();
      await coach.getByText('Verified · Lakeside Tech · NCAA D1').first().waitFor();

      // Make a board, then find the demo athlete with the coach filters.
      await coach.getByLabel('New board name').fill('Class of 2027 guards');
      await coach.getByRole('button', { name: 'Create board' }).click();
      await coach.getByRole('heading', { name: 'Class of 2027 guards' }).waitFor();

      await coach.goto('/athletes');
      await coach.getByLabel('Position').fill('Point Guard');
      await coach.getByLabel('Position').press('Enter');
      await coach.getByLabel('Has a highlight video').uncheck();
      await coach.getByLabel('Search', { exact: true }).fill('Jordan Reyes');
      await coach
        .getByRole('link', { name: /Jordan Reyes/ })
        .first()
        .click();
      await coach.getByRole('heading', { name: 'Jordan Reyes' }).waitFor();
      await coach.getByRole('button', { name: 'Add to board: Jordan Reyes' }).click();
      await coach.getByRole('button', { name: /Add Jordan Reyes to Class of 2027 guards/ }).click();
      await coach.getByText('Added Jordan Reyes to Class of 2027 guards.').waitFor();
      await coach.keyboard.press('Escape');

      // Move them to Evaluating with the keyboard alone.
      await coach.goto('/recruiting');
      const moveRight = coach.getByRole('button', {
        name: 'Move Jordan Reyes right, to Evaluating',
      });
      await moveRight.focus();
      await coach.keyboard.press('Enter');
      await coach.getByText('Moved Jordan Reyes to Evaluating').waitFor();
      await expectNoAxeViolations(coach, 'recruiting board, entry moved');

      // Export the board.
      const [download] = await Promise.all([
        coach.waitForEvent('download'),
        coach.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain('Jordan');
      expect(csv).toContain('Evaluating');

      // The athlete sees this coach in "Who viewed me".
      const { page: athlete } = await openPage(browser());
      await logIn(athlete, accounts.athlete);
      await athlete.waitForURL((url) => url.pathname === '/profile');
      const viewed = athlete.getByRole('region', { name: 'Who viewed me' });
      await viewed.getByText(`Riley ${lastName}`).waitFor();
      await viewed
        .getByText(/Lakeside Tech/)
        .first()
        .waitFor();
    },
  );
});
