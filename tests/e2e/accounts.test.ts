import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  accounts,
  browserForFile,
  confirmationLink,
  fillBirthDate,
  logIn,
  openPage,
  fillAthleteSignup,
} from './support';

const browser = browserForFile();

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first();

describe('an athlete', () => {
  it(
    'signs up, confirms by email, lands on My Profile, logs out and logs in again',
    { tags: ['smoke'] },
    async () => {
      const { page, errors } = await openPage(browser());
      const email = unique('athlete');
      const password = 'layup-drill-24';

      await page.goto('/signup/player');
      await page.getByRole('heading', { name: 'Athlete Sign Up' }).waitFor();
      expect(await page.getByText('Popular', { exact: true }).count()).toBe(1);
      await fillAthleteSignup(page, { firstName: 'Riley', lastName: 'Park', email, password });
      await page.getByLabel('Sport').selectOption('Volleyball');
      await page.getByLabel('Location').fill('Boise, ID');
      await fillBirthDate(page);
      await page.getByRole('button', { name: 'Create Athlete Account' }).click();

      await toast(page, 'Registration successful!').waitFor();
      await page.waitForURL((url) => url.pathname === '/athlete-profiles');

      await page.goto('/dev/mailbox');
      await page.getByText(`to ${email}`).first().waitFor();
      await page.goto(await confirmationLink(page, email));
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor();
      await page.getByText(email).first().waitFor();
      await page.getByText('Player', { exact: true }).waitFor();

      await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
      await toast(page, 'Logged out successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();

      await logIn(page, { email, password });
      await toast(page, 'Logged in successfully!').waitFor();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).waitFor();

      // Signed in, the sign-up forms lead to the athlete profile instead.
      await page.goto('/signup');
      await page.waitForURL((url) => url.pathname === '/player-profile');
      expect(errors).toEqual([]);
    },
  );
});

describe('coaches and organizations', () => {
  it('a coach signs up and is sent to log in', async () => {
    const { page } = await openPage(browser());
    await page.goto('/signup/coach');
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Diaz');
    await page.getByLabel('Coach type').selectOption('youth');
    await page.getByLabel('Sport').selectOption('soccer');
    await page.getByLabel('Program').fill('Northside Youth Soccer');
    await page.getByLabel('Email').fill(unique('coach'));
    await page.getByLabel('Phone number').fill('208-555-0199');
    await page.getByLabel('Password', { exact: true }).fill('corner-kick-8');
    await page.getByLabel('Confirm password').fill('corner-kick-8');
    await page.getByRole('button', { name: 'Create account' }).click();
    await toast(
      page,
      'Registration successful! Please check your email to confirm your account.',
    ).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('an organization signs up with its school level', async () => {
    const { page } = await openPage(browser());
    await page.goto('/signup/organization');
    await page.getByLabel('Organization name').fill('Valley High Athletics');
    await page.getByLabel('Organization type').selectOption('school');
    await page.getByLabel('School level').selectOption('highSchool');
    await page.getByLabel('Email').fill(unique('org'));
    await page.getByLabel('Phone number').fill('208-555-0100');
    await page.getByLabel('Password', { exact: true }).fill('bleachers-full-3');
    await page.getByLabel('Confirm password').fill('bleachers-full-3');
    await page.getByRole('button', { name: 'Create account' }).click();
    await toast(page, 'Registration successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('validation', () => {
  it('shows the fixed messages under their fields', async () => {
    const { page } = await openPage(browser());
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Please select a user type',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    expect(await page.getByText('Password must be at least 8 characters').count()).toBeGreaterThan(
      0,
    );

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    await expectNoAxeViolations(page, 'the login form, showing its errors');
  });
});

describe('access', () => {
  it(
    'sends signed-out visitors to log in and back; admins land on /admin, others see 403',
    { tags: ['smoke'] },
    async () => {
      const { page } = await openPage(browser());
      await page.goto('/profile');
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/profile',
      );

      await logIn(page, accounts.admin);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: 'Administration' }).waitFor();
      await page.getByText('Members', { exact: true }).waitFor();

      const athlete = await openPage(browser());
      await logIn(athlete.page, accounts.athlete, '/login?redirectTo=%2Fadmin');
      await athlete.page.getByRole('heading', { name: 'Administrators only' }).waitFor();
      expect(athlete.errors).toEqual([]);
    },
  );
});
