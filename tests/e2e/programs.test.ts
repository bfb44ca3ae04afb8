import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { accounts, browserForFile, fromMailbox, logIn, openPage } from './support';

const browser = browserForFile();

const club = { email: 'club@showcase.example', password: 'Demo-Club-2026' };

/** The team invitation mailed to an address. */
const invitationLink = (page: Page, email: string) =>
  fromMailbox(page, email, (text) => text.match(/https?:\/\/\S+\/invitations\/[\w-]+/)?.[0]);

describe('a program', () => {
  it(
    'creates a team, invites the demo athlete by email, and the athlete joins its roster',
    { tags: ['smoke'] },
    async () => {
      const org = await openPage(browser());
      await logIn(org.page, club);
      await org.page.waitForURL((url) => url.pathname !== '/login');
      await org.page.goto('/programs');
      await org.page.getByRole('heading', { name: 'My program' }).waitFor();
      await expectNoAxeViolations(org.page, '/programs, organization');

      const teamName = `Lakeside 15U ${Date.now().toString(36)}`;
      const form = org.page.getByRole('region', { name: 'New team' });
      await form.getByLabel('Team name').fill(teamName);
      await form.getByLabel('Level').fill('15U');
      await form.getByLabel('Season').fill('2026–27');
      await form.getByRole('button', { name: 'Create the team' }).click();
      await form.getByText(`${teamName} is created.`).waitFor();

      const card = org.page.getByRole('region', { name: teamName });
      await card
        .getByLabel(`Invite an athlete to ${teamName} by email`)
        .fill(accounts.athlete.email);
      await card.getByRole('button', { name: 'Send invitation' }).click();
      await card.getByText(`Invitation sent to ${accounts.athlete.email}.`).waitFor();
      await expectNoAxeViolations(org.page, '/programs, invitation sent');

      // The athlete opens the mailed link, logs in from it, and accepts.
      const athlete = await openPage(browser());
      const link = new URL(await invitationLink(athlete.page, accounts.athlete.email));
      await athlete.page.goto(link.pathname);
      await athlete.page
        .getByRole('main')
        .getByRole('link', { name: 'Log in', exact: true })
        .click();
      await athlete.page.waitForURL((url) => url.pathname === '/login');
      await athlete.page.getByLabel('Email').fill(accounts.athlete.email);
      await athlete.page.getByLabel('Password').fill(accounts.athlete.password);
      await athlete.page.getByRole('button', { name: 'Log In' }).click();
      await athlete.page.waitForURL((url) => url.pathname === link.pathname);
      await athlete.page.getByRole('button', { name: 'Accept' }).waitFor();
      await expectNoAxeViolations(athlete.page, 'invitation page, signed in');
      await athlete.page.getByRole('button', { name: 'Accept' }).click();
      await athlete.page.getByText('You are on the team.').waitFor();
      await athlete.page.getByRole('link', { name: 'Open the team page' }).click();
      await athlete.page.getByRole('heading', { name: teamName }).waitFor();
      await athlete.page.getByRole('main').getByText('Jordan Reyes').first().waitFor();

      // The organization sees the athlete on the roster; a visitor sees the team page too.
      await org.page.reload();
      await org.page
        .getByRole('region', { name: teamName })
        .getByText('Jordan Reyes')
        .first()
        .waitFor();
      const visitor = await openPage(browser());
      await visitor.page.goto('/org/lakeside-hoops-club');
      await visitor.page.getByRole('link', { name: new RegExp(teamName) }).click();
      await visitor.page.getByRole('heading', { name: teamName }).waitFor();
      await visitor.page.getByRole('main').getByText('Jordan Reyes').first().waitFor();
      await expectNoAxeViolations(visitor.page, 'team page, visitor');

      for (const watched of [org, athlete, visitor]) {
        expect(watched.errors).toEqual([]);
        expect(watched.externalRequests).toEqual([]);
      }
    },
  );
});
