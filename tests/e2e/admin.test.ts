import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, hydrated, logIn, openPage } from './support';

const browser = browserForFile();

type AthleteItem = {
  id: string;
  firstName: string;
  lastName: string;
  highlightVideo?: unknown;
};

let adminState: BrowserContextOptions['storageState'];

/**
 * A page of the signed-in administrator. The sign-in form is used once for the file and its
 * cookies reused by every later page, each in a context of its own.
 */
async function adminPage() {
  if (!adminState) {
    const { page } = await openPage(browser());
    await logIn(page, accounts.admin);
    await page.waitForURL((url) => url.pathname === '/admin');
    adminState = await page.context().storageState();
    await page.context().close();
  }
  return openPage(browser(), { storageState: adminState });
}

/** A member's row, as the admin API's member search finds it by their address. */
async function memberRow(page: Page, email: string) {
  const res = await page.request.get(`/api/admin/members?q=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { items: { id: string; email: string; name: string }[] };
  return body.items.find((item) => item.email === email)!;
}

describe('the admin dashboard', () => {
  it(
    'finds the demo athlete by part of their name and switches their training access off',
    { tags: ['smoke'] },
    async () => {
      const { page, errors } = await adminPage();
      const member = await memberRow(page, accounts.athlete.email);
      // Four letters from inside the longest word of their name: a part, not the whole.
      const word = member.name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      const part = word.slice(1, 5);

      await page.goto('/admin-dashboard/members');
      await page.getByRole('searchbox', { name: 'Search members' }).fill(part);
      const row = page.getByRole('row').filter({ hasText: accounts.athlete.email });
      await row.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === `/admin-dashboard/members/${member.id}`);
      const access = page.getByRole('switch', { name: 'Training access' });
      await expect.poll(() => access.getAttribute('aria-checked')).toBe('true');

      // The athlete, in a browser of their own, can play a basic video until access goes off.
      const { page: athletePage } = await openPage(browser());
      const athleteContext = athletePage.context();
      try {
        await logIn(athletePage, accounts.athlete);
        await athletePage.waitForURL((url) => url.pathname === '/profile');
        await athletePage.goto('/video/bb-basic-1');
        await hydrated(athletePage);
        await athletePage.locator('main video').waitFor();

        await access.click();
        await page.getByText('Training access is off').waitFor();
        await expectNoAxeViolations(page, 'admin member page, toast shown');
        await expect.poll(() => access.getAttribute('aria-checked')).toBe('false');

        await athletePage.reload();
        await hydrated(athletePage);
        await athletePage.getByText('Basic access has been disabled by administrators.').waitFor();
        expect(await athletePage.locator('main video').count()).toBe(0);
      } finally {
        // Other tests sign in as the demo athlete: access goes back on whatever happened above.
        await page.request.put(`/api/admin/members/${member.id}/access`, {
          data: { has_access: true },
        });
        await athleteContext.close();
      }

      // The audit log says who did it.
      await page.goto('/admin-dashboard/audit');
      await page
        .getByRole('row')
        .filter({ hasText: 'member.access' })
        .filter({ hasText: accounts.admin.email })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('picks a new Athlete of the Month, and Explore shows them', async () => {
    const { page, errors } = await adminPage();
    const current = (await (
      await page.request.get('/api/athletes/athlete-of-the-month')
    ).json()) as { id: string; month: string; blurb: string | null } | null;
    const list = (await (await page.request.get('/api/athletes')).json()) as {
      items: AthleteItem[];
    };
    // Another athlete with a highlight reel, as the demo's pick has (other tests play it); not
    // the demo athlete, whose reel the highlight test empties while other files run.
    const demoAthlete = await memberRow(page, accounts.athlete.email);
    let next: AthleteItem | undefined;
    for (const item of list.items.filter(
      (candidate) =>
        candidate.id !== current?.id &&
        `${candidate.firstName} ${candidate.lastName}` !== demoAthlete.name,
    )) {
      const one = (await (
        await page.request.get(`/api/athletes/${item.id}`)
      ).json()) as AthleteItem;
      if (one.highlightVideo) {
        next = one;
        break;
      }
    }
    if (!next) throw new Error('no other demo athlete with a highlight reel');
    const name = `${next.firstName} ${next.lastName}`;

    await page.goto('/admin-dashboard/athletes');
    await page.getByRole('searchbox', { name: 'Search athletes' }).fill(name);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: `Choose as Athlete of the Month (${name})` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Blurb (optional)').fill('Led the league in assists this month.');
    await dialog.getByRole('button', { name: 'Choose athlete' }).click();
    await page.getByText('Athlete of the Month chosen').waitFor();
    await expectNoAxeViolations(page, 'admin showcase, toast shown');

    try {
      await page.goto('/explore');
      const section = page.locator('section[aria-labelledby="athlete-of-the-month"]');
      await section.getByText(name).first().waitFor();
      await section.getByText('Led the league in assists this month.').waitFor();
    } finally {
      if (current) {
        await page.request.put('/api/admin/athletes/athlete-of-the-month', {
          data: { profileId: current.id, month: current.month, blurb: current.blurb ?? '' },
        });
      }
    }
    expect(errors).toEqual([]);
  });

  it('answers a contact message by mail and keeps the thread', async () => {
    const { page, errors } = await openPage(browser());
    const email = `asker.${Date.now().toString(36)}@example.com`;
    const subject = `Team discount ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Casey Asker');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Do you offer a discount for a whole team of twelve?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks, your message is on its way.').waitFor();

    const admin = await adminPage();
    await admin.page.goto('/admin-dashboard/inbox');
    await admin.page.getByRole('link', { name: subject }).click();
    const answer =
      'Yes: teams of ten or more get 20% off. Reply with your roster and we will set it up.';
    await admin.page.getByLabel('Your answer').fill(answer);
    await admin.page.getByRole('button', { name: 'Send answer' }).click();
    await admin.page.getByText('Answer sent').first().waitFor();
    await expectNoAxeViolations(admin.page, 'admin inbox, answer sent');
    // The thread now holds the answer under the question.
    await admin.page.getByText(answer).first().waitFor();

    await expect
      .poll(async () => {
        const mail = (await (await page.request.get('/api/dev/mailbox')).json()) as {
          to: string;
          subject: string;
          text: string;
        }[];
        return mail.find((message) => message.to === email && message.subject === `Re: ${subject}`)
          ?.text;
      })
      .toContain(answer);
    expect([...errors, ...admin.errors]).toEqual([]);
  });
});
