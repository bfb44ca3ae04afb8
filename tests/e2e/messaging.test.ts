import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoMinor } from '#server/modules/accounts';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, fromMailbox, logIn, openPage } from './support';

const browser = browserForFile();

/** The thread link of the guardian copy the dev mailbox holds for an address. */
const guardianLink = (page: Page, to: string, containing: string) =>
  fromMailbox(page, to, (text) =>
    text.includes(containing)
      ? text.match(/https?:\/\/\S+(\/guardian\/thread\/[\w-]{43})/)?.[1]
      : undefined,
  );

async function signedIn(account: { email: string; password: string }) {
  const watched = await openPage(browser());
  await logIn(watched.page, account);
  await watched.page.waitForURL((url) => url.pathname === '/profile');
  return watched;
}

describe('messaging, guardians copied', () => {
  it(
    'a verified coach writes to the demo minor; the parent reads it from the mail; the athlete accepts and replies; the coach sees it arrive',
    { tags: ['smoke'] },
    async () => {
      const text = `Hello Avery, Lakeside State would like to talk. (${Date.now().toString(36)})`;
      const { page: coach, errors } = await signedIn(accounts.coach);

      // The Message button on the athlete's page, then the first message as a request.
      await coach.goto('/athletes?q=Avery');
      await coach
        .getByRole('link', { name: /Avery Chen/ })
        .first()
        .click();
      await coach.getByRole('heading', { name: 'Avery Chen' }).waitFor();
      await coach.getByRole('button', { name: 'Message', exact: true }).click();
      const dialog = coach.getByRole('dialog', { name: 'Message Avery Chen' });
      await dialog.getByLabel('Message', { exact: true }).fill(text);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await coach.waitForURL(/\/messages\/[\w-]+$/);
      const thread = coach.getByRole('region', { name: 'Avery Chen' });
      await thread.getByText(text).waitFor();
      await thread
        .getByText(
          'A parent or guardian is part of this conversation and receives every message by email.',
        )
        .waitFor();
      await thread.getByText('Your request has not been answered yet.', { exact: false }).waitFor();

      // The parent's copy: its link opens this one conversation, signed in or not.
      const parent = (await openPage(browser())).page;
      await parent.goto(await guardianLink(parent, demoMinor.guardianEmail, text));
      await parent.getByText(text).waitFor();
      await parent.getByRole('button', { name: 'Accept' }).waitFor();

      // The athlete accepts with the keyboard and replies.
      const { page: athlete } = await signedIn(accounts.minor);
      await athlete
        .getByRole('link', { name: /^Messages/ })
        .first()
        .click();
      await athlete.getByRole('link', { name: /Morgan Ellis/ }).click();
      const mine = athlete.getByRole('region', { name: 'Morgan Ellis' });
      await mine.getByRole('button', { name: 'Accept' }).focus();
      await athlete.keyboard.press('Enter');
      await mine.getByText('Request accepted.').waitFor();
      await mine
        .getByLabel('Message', { exact: true })
        .fill('Thank you, Coach Ellis! My mom and I would like that.');
      await athlete.keyboard.press('Control+Enter');
      await mine
        .getByText('Thank you, Coach Ellis! My mom and I would like that.', { exact: true })
        .waitFor();

      // The coach's open conversation shows the reply without a reload, and reads it out. (The
      // delivery time itself is measured by bench:messaging; here the other browser files share the
      // one embedded database, which answers one query at a time, so the wait is generous.)
      await thread
        .getByText('Thank you, Coach Ellis! My mom and I would like that.', { exact: true })
        .waitFor({ timeout: 25_000 });
      await thread
        .getByRole('status')
        .filter({ hasText: 'New message from Avery Chen: Thank you, Coach Ellis!' })
        .waitFor();
      await thread.getByLabel('Message', { exact: true }).waitFor();
      // The parent got the athlete's reply too.
      await guardianLink(parent, demoMinor.guardianEmail, 'My mom and I would like that');
      expect(errors).toEqual([]);
    },
  );

  it('the club writes to an athlete of its own team, who reads it under Messages', async () => {
    const text = `Jordan, practice moves to 6 pm on Thursday. (${Date.now().toString(36)})`;
    const club = await openPage(browser());
    await logIn(club.page, accounts.organization);
    await club.page.waitForURL((url) => url.pathname !== '/login');
    await club.page.goto('/athletes?q=Jordan');
    await club.page
      .getByRole('link', { name: /Jordan Reyes/ })
      .first()
      .click();
    await club.page.getByRole('heading', { name: 'Jordan Reyes' }).waitFor();
    await club.page.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = club.page.getByRole('dialog', { name: 'Message Jordan Reyes' });
    await dialog.getByLabel('Message', { exact: true }).fill(text);
    await expectNoAxeViolations(club.page, 'athlete page, the club’s first message');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await club.page.waitForURL(/\/messages\/[\w-]+$/);
    await club.page.getByRole('region', { name: 'Jordan Reyes' }).getByText(text).waitFor();

    const { page: athlete } = await signedIn(accounts.athlete);
    await athlete
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await athlete.getByRole('link', { name: /Lakeside Hoops Club/ }).click();
    await athlete.getByRole('region', { name: 'Lakeside Hoops Club' }).getByText(text).waitFor();
    expect(club.errors).toEqual([]);
  });

  it('keeps the Message button off, with the rule, for a coach who is not verified', async () => {
    const { page } = await signedIn({
      email: 'hs-coach@showcase.example',
      password: accounts.coach.password,
    });
    await page.goto('/athletes?q=Jordan');
    await page
      .getByRole('link', { name: /Jordan Reyes/ })
      .first()
      .click();
    const button = page.getByRole('button', { name: 'Message', exact: true });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page
      .getByText(
        'Only verified coaches can message athletes. Get verified from your Recruiting page.',
      )
      .waitFor();
  });
});

describe('a reported message', () => {
  it('is reported by the athlete, and the administrator reads that conversation from the Inbox', async () => {
    // The demo minor's request from the second demo coach (Dana Brooks).
    const { page: athlete } = await signedIn(accounts.minor);
    await athlete.goto('/messages');
    await athlete.getByRole('link', { name: /Dana Brooks/ }).click();
    const thread = athlete.getByRole('region', { name: 'Dana Brooks' });
    await thread.getByRole('button', { name: 'Report message from Dana Brooks' }).click();
    await athlete.getByRole('dialog', { name: 'Report this message' }).waitFor();
    // Once sent, the dialog says thank you in its title.
    const dialog = athlete.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Bullying, harassment or hate' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Your report has reached our safety team.').waitFor();

    const { page: admin, errors } = await openPage(browser());
    await logIn(admin, accounts.admin);
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.goto('/admin-dashboard/inbox?tab=reports');
    await admin.getByRole('link', { name: 'Message from Dana Brooks' }).first().click();
    await admin.getByRole('heading', { name: 'Reported conversation' }).waitFor();
    const reported = admin.getByRole('listitem').filter({ hasText: 'Reported' });
    await reported.getByText('Northern Plains liked your shooting', { exact: false }).waitFor();
    await admin.getByText('This reading is recorded in the audit log.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a parent or guardian', () => {
  it('looks after Avery on /guardian: contact from coaches off and back on with the keyboard, her conversations', async () => {
    const { page, errors } = await openPage(browser());
    await logIn(page, accounts.parent);
    // A parent or guardian account lands on their children's page.
    await page.waitForURL((url) => url.pathname === '/guardian');
    const avery = page.getByRole('region', { name: 'Avery Chen' });
    await avery.getByRole('link', { name: /Dana Brooks/ }).waitFor();
    await expectNoAxeViolations(page, 'the guardian page');
    const { children } = (await (await page.request.get('/api/guardian')).json()) as {
      children: { profileId: string }[];
    };
    const profileId = children[0]!.profileId;

    const { page: coach } = await signedIn(accounts.coach);
    const mayMessage = async () =>
      (
        (await (await coach.request.get(`/api/messages/athletes/${profileId}`)).json()) as {
          allowed: boolean;
          reason?: string;
        }
      ).allowed;
    const contact = avery.getByRole('switch', { name: 'Coaches may write to Avery' });
    try {
      await contact.focus();
      await page.keyboard.press('Space');
      await avery.getByText('Contact from all coaches is switched off.').waitFor();
      await expect.poll(() => contact.getAttribute('aria-checked')).toBe('false');
      expect(await mayMessage()).toBe(false);

      await page.keyboard.press('Space');
      await avery.getByText('Coaches may write to Avery again.').waitFor();
      await expect.poll(() => contact.getAttribute('aria-checked')).toBe('true');
      expect(await mayMessage()).toBe(true);
    } finally {
      // The other tests write to Avery: contact goes back on whatever happened above.
      await page.request.put(`/api/guardian/children/${profileId}/contact`, {
        data: { coachUserId: null, allowed: true },
      });
    }

    // Her conversation opens from the page, the parent in it.
    await avery.getByRole('link', { name: /Dana Brooks/ }).click();
    await page.waitForURL(/\/messages\/[\w-]+$/);
    await page.getByRole('button', { name: 'Switch off contact from this coach' }).waitFor();
    expect(errors).toEqual([]);
  });
});
