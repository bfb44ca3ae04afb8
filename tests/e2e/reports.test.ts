import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserForFile, openPage } from './support';

const browser = browserForFile();

/** The safety mailbox the server uses when SAFETY_EMAIL is not set (docs/configuration.md). */
const SAFETY = 'safety@showcase.example';

describe('safety reports', () => {
  it('lets a visitor report an athlete, shows the receipt and mails the safety team', async () => {
    const { page, errors } = await openPage(browser());
    const list = (await (await page.request.get('/api/athletes')).json()) as {
      items: { id: string; firstName: string; lastName: string }[];
    };
    const athlete = list.items[0]!;
    const name = `${athlete.firstName} ${athlete.lastName}`;

    await page.goto(`/athlete/${athlete.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Report ${name}` }).click();
    await page.getByRole('dialog', { name: 'Report this athlete profile' }).waitFor();
    await expectNoAxeViolations(page, 'the report dialog, open');
    // Once sent, the dialog says thank you in its title.
    const dialog = page.getByRole('dialog');

    // Without a reason, the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose a reason').waitFor();
    await expectNoAxeViolations(page, 'the report dialog, saying what is missing');
    await dialog.getByRole('radio', { name: 'Pretends to be someone else' }).check();
    await dialog
      .getByLabel('Anything else we should know? (optional)')
      .fill('This is my teammate’s name and photo, but not their profile.');
    const email = `reporter.${Date.now().toString(36)}@example.com`;
    await dialog.getByLabel('Your email (optional)').fill(email);
    await dialog.getByRole('button', { name: 'Send report' }).click();

    const status = dialog.getByRole('status');
    await status.getByText('Your report has reached our safety team.').waitFor();
    const reference = (await status.locator('strong').first().textContent())!;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await status.getByText(`We have sent you a receipt at ${email}.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe(`Report ${name}`);

    await page.goto('/dev/mailbox');
    const toSafety = page
      .getByRole('listitem')
      .filter({ hasText: `to ${SAFETY}` })
      .filter({ hasText: `Report ${reference}` });
    await toSafety.getByText(`[Showcase safety] Report ${reference}`, { exact: false }).click();
    await toSafety.getByText(`/athlete/${athlete.id}`).waitFor();
    await toSafety.getByText('Reason: Pretends to be someone else').waitFor();
    const receipt = page
      .getByRole('listitem')
      .filter({ hasText: `to ${email}` })
      .filter({ hasText: `We received your report (${reference})` });
    await receipt.waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the dialog from the keyboard and closes it with Escape', async () => {
    const { page } = await openPage(browser());
    await page.goto('/video/bb-basic-1');
    const report = page.getByRole('button', { name: 'Report Ball Handling Foundations' });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report this training video' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => report.evaluate((node) => node === document.activeElement)).toBe(true);
  });
});
