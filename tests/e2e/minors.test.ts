import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  browserForFile,
  confirmationLink,
  fillBirthDate,
  openPage,
  fillAthleteSignup,
} from './support';

const browser = browserForFile();

const count = (page: Page) => page.getByText(/^\d+ of \d+ athletes$/).textContent();

describe("a 15-year-old and their guardian's consent", () => {
  it(
    'keeps the athlete hidden until the guardian consents from the mailbox, then lists them',
    { tags: ['smoke'] },
    async () => {
      const athlete = await openPage(browser());
      const stamp = Date.now().toString(36);
      const email = `teen.${stamp}@example.com`;
      const guardianEmail = `parent.${stamp}@example.com`;
      const lastName = `Minor${stamp}`;
      const password = 'bounce-pass-15';

      const { page } = athlete;
      await page.goto('/signup/player');
      await fillAthleteSignup(page, { firstName: 'Casey', lastName, email, password });
      await page.getByLabel('Sport').selectOption('Soccer');
      await fillBirthDate(page, new Date().getFullYear() - 15);
      // Under 18: the form asks for a parent or guardian.
      await page.getByLabel('Parent or guardian email *').fill(guardianEmail);
      await page.getByRole('button', { name: 'Create Athlete Account' }).click();
      await page.waitForURL((url) => url.pathname === '/athlete-profiles');

      await page.goto(await confirmationLink(page, email));
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText('Your profile is hidden from other people').waitFor();
      await page.getByText(/Because you are under 18, we need the consent/).waitFor();
      await expectNoAxeViolations(page, 'profile of a minor waiting for consent');

      // A visitor does not find the athlete.
      const visitor = await openPage(browser());
      await visitor.page.goto('/athletes');
      await visitor.page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
      await visitor.page.getByRole('heading', { name: 'No athletes found' }).waitFor();

      // The guardian opens the link in their mail, reads what is shown, and consents for everyone.
      const guardian = await openPage(browser());
      const link = await confirmationLink(guardian.page, guardianEmail);
      expect(link).toContain('/consent/');
      await guardian.page.goto(link);
      await guardian.page.getByRole('heading', { name: 'Parent or guardian consent' }).waitFor();
      await guardian.page.getByText(`Casey ${lastName}`).first().waitFor();
      await guardian.page
        .getByRole('heading', { name: "What Casey's profile would show" })
        .waitFor();
      await expectNoAxeViolations(guardian.page, 'consent page, pending');
      await guardian.page.getByLabel(/^Everyone/).check();
      await guardian.page.getByRole('button', { name: 'I consent' }).click();
      await guardian.page.getByText('You have consented').waitFor();
      await expectNoAxeViolations(guardian.page, 'consent page, granted');

      // The athlete appears in the Athlete Database, for visitors too.
      await visitor.page.reload();
      await visitor.page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
      await expect.poll(() => count(visitor.page)).toBe('1 of 1 athletes');
      await visitor.page
        .getByRole('article')
        .filter({ hasText: `Casey ${lastName}` })
        .waitFor();

      // The athlete's own privacy card no longer says it is hidden.
      await page.reload();
      await page.getByRole('heading', { name: 'Who can see my profile' }).waitFor();
      expect(await page.getByText('Your profile is hidden from other people').count()).toBe(0);
      expect(await page.getByLabel(/^Everyone/).isChecked()).toBe(true);

      for (const watched of [athlete, visitor, guardian]) {
        expect(watched.errors).toEqual([]);
        expect(watched.externalRequests).toEqual([]);
      }
    },
  );
});
