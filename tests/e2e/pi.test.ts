import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { baseURL, browserForFile, hydrated, openPage, videoTime } from './support';

const browser = browserForFile();

/** The simulated Pi Browser's sign-in dialog: a username, then Allow. */
async function allowPiSignIn(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in with Pi' });
  await dialog.getByText('Pi simulator: no real Pi is moved').waitFor();
  await expectNoAxeViolations(page, 'Pi simulator dialog');
  await dialog.getByLabel('Pi username').fill(username);
  await dialog.getByRole('button', { name: 'Allow' }).click();
}

describe('Pi Network in the simulator', () => {
  it(
    'signs in with Pi from /login, pays All Training in Pi and plays an elite video',
    { tags: ['smoke'] },
    async () => {
      const { page, errors } = await openPage(browser());
      const username = `pioneer_${Date.now().toString(36)}`;
      await page.goto('/login');
      // The wallet button appears once the SDK is initialized (1.5 s after the page loads).
      await page.getByRole('button', { name: 'Sign in with Pi' }).click({ timeout: 15_000 });
      await allowPiSignIn(page, username);
      await page.getByText('Pi Wallet Connected').waitFor();
      await page.waitForURL((url) => url.pathname === '/profile');

      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Start Free Month' }).first().click();
      await allowPiSignIn(page, username);
      const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
      await confirm.getByText('9.99 π to this site').waitFor();
      await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText('Payment Completed').waitFor({ timeout: 20_000 });

      await page.goto('/video/bb-elite-1');
      await page.getByRole('heading', { name: 'Pro-Level Scoring Package' }).waitFor();
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    },
  );

  it('says Payment Cancelled when the payment is cancelled in the wallet', async () => {
    const { page } = await openPage(browser());
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Recruited' }).first().click();
    await allowPiSignIn(page, `pioneer_${Date.now().toString(36)}c`);
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Cancel payment' })
      .click();
    await page.getByText('Payment Cancelled').waitFor();
    await page.getByText('The payment was cancelled by user.').waitFor();
    await expectNoAxeViolations(page, 'Pi payment cancelled');
  });
});

describe('the Pi utilities page', () => {
  it('keeps the sandbox code off until sandbox mode is on, runs a test payment and copies the debug info', async () => {
    const context = await browser().newContext({ baseURL: baseURL() });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const page = await context.newPage();
    await page.goto('/pi-utilities');
    await hydrated(page);

    const code = page.getByLabel('Sandbox code');
    expect(await code.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Sandbox mode' }).click();
    expect(await code.isEnabled()).toBe(true);
    await code.fill('ABC123');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sandbox code saved.').waitFor();

    await page
      .getByText('Connected to Pi Network in sandbox mode')
      .first()
      .waitFor({ timeout: 15_000 });
    const pay = page.getByRole('button', { name: /^Pay / });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Authenticate with Pi' }).click();
    await allowPiSignIn(page, `tester_${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Re-authenticate' }).waitFor();

    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Pay 1.1 π' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByText('1.1 π to this site').waitFor();
    await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Test Payment Completed').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Debug Info Copied').waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      inSandbox: boolean;
      sdkPresent: boolean;
      functions: Record<string, string>;
    };
    expect(copied).toMatchObject({
      inSandbox: true,
      sdkPresent: true,
      functions: {
        init: 'function',
        authenticate: 'function',
        createPayment: 'function',
        openPaymentData: 'function',
      },
    });
    await context.close();
  });
});

describe('a pass paid in Pi', () => {
  it('opens the premium channel', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/live/premium-practice-floor');
    await page
      .getByRole('button', {
        name: 'Pay with Pi: a 48-hour pass for Premium Team Channel: Practice Floor',
      })
      .click();
    await allowPiSignIn(page, `pioneer_${Date.now().toString(36)}p`);
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByText('9.99 π to this site').waitFor();
    await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment Completed').waitFor({ timeout: 20_000 });
    await page.getByText(/^Your pass runs until /).waitFor();
    expect(errors).toEqual([]);
  });
});
