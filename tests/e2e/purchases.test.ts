import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserForFile, hydrated, newMember, openPage, payInSandbox, videoTime } from './support';

const browser = browserForFile();

describe('a pay-per-view pass', () => {
  it('is bought in the sandbox checkout and opens the premium channel’s replays', async () => {
    const { page, errors } = await openPage(browser());
    await newMember(page);

    await page.goto('/live/premium-game-day');
    await page
      .getByText(
        'This is a premium channel: a pass opens its live stream and replays for 48 hours.',
      )
      .waitFor();
    const replay = page.getByRole('button', {
      name: /^Play Game Day: Lakeside vs Central, .*locked$/,
    });
    await replay.waitFor();
    expect(await page.locator('main video').count()).toBe(0);

    await page
      .getByRole('button', { name: 'Buy 48-hour pass · $9.99: Premium Team Channel: Game Day' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'));
    await hydrated(page);
    await page
      .getByRole('heading', {
        name: 'Pay-per-view pass: Premium Team Channel: Game Day (48 hours)',
      })
      .waitFor();
    await page.getByText('$9.99', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'sandbox checkout, pass');
    await payInSandbox(page, '4242 4242 4242 4242', 'Pay');

    await page.waitForURL((url) => url.pathname === '/checkout/success');
    await page.getByRole('heading', { name: 'Your pass is active' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Watch now' }).click();
    await page.waitForURL((url) => url.pathname === '/live/premium-game-day');
    await page.getByText(/^Your pass runs until /).waitFor();
    await expectNoAxeViolations(page, 'premium channel, pass held');

    await page
      .getByRole('button', { name: /^Play Game Day: Lakeside vs Central, [\d:]+$/ })
      .click();
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
    // The demo replays carry captions written for the sample broadcast.
    await page.locator('main').getByRole('button', { name: 'Captions' }).waitFor();
    expect(
      await page.evaluate(() => document.querySelector('main video track')?.getAttribute('src')),
    ).toMatch(/\/uploads\/captions\/replays\/.+\.vtt$/);
    expect(errors).toEqual([]);
  });
});

describe('a training session', () => {
  it('is booked from the Live Training Hub and shows one seat fewer', async () => {
    const { page, errors } = await openPage(browser());
    await newMember(page);

    await page.goto('/live-vod');
    const sessions = page.getByRole('list', { name: 'Next sessions: Trainer-Led Live Sessions' });
    const first = sessions.getByRole('listitem').first();
    await first.getByText('12 seats left').waitFor();
    const when = (await first.locator('p').first().textContent())!;
    await first.getByRole('button', { name: /^Book / }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'));
    await hydrated(page);
    await page.getByText('Book a session', { exact: true }).waitFor();
    await page.getByText('$30.00', { exact: true }).first().waitFor();
    await payInSandbox(page, '4242 4242 4242 4242', 'Pay');

    await page.waitForURL((url) => url.pathname === '/checkout/success');
    await page.getByRole('heading', { name: 'Your seat is booked' }).waitFor({ timeout: 20_000 });
    await page.getByText(when, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to the channel' }).click();
    await page.waitForURL((url) => url.pathname === '/live/trainer-led-sessions');

    const booked = page
      .getByRole('region', { name: 'Book a session' })
      .getByRole('listitem')
      .filter({ hasText: when })
      .first();
    await booked.getByText('Booked', { exact: true }).waitFor();
    await booked.getByText('11 seats left').waitFor();
    await expectNoAxeViolations(page, 'training hub, session booked');
    expect(errors).toEqual([]);
  });
});
