import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  accounts,
  browserForFile,
  hydrated,
  logIn,
  newMember,
  openPage,
  payInSandbox,
} from './support';

const browser = browserForFile();

const club = { email: 'club@showcase.example', password: 'Demo-Club-2026' };

/** "2026-11-28T06:00": tomorrow at `time` as a datetime-local field takes it (Chicago's date). */
function tomorrowAt(time: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + 86_400_000),
  );
  return `${date}T${time}`;
}

describe('a program’s events', () => {
  it(
    'staff schedule a paid session, a member books it, staff cancel it and the member sees the refund',
    { tags: ['smoke'] },
    async () => {
      const org = await openPage(browser());
      await logIn(org.page, club);
      await org.page.waitForURL((url) => url.pathname !== '/login');
      await org.page.goto('/programs#schedule');
      await org.page.getByRole('heading', { name: 'Schedule' }).waitFor();
      await hydrated(org.page);

      const title = `Early shooting clinic ${Date.now().toString(36)}`;
      await org.page.getByRole('button', { name: 'Add an event' }).click();
      const form = org.page.getByRole('region', { name: 'New event' });
      await form.getByLabel('Kind').selectOption('session');
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Starts').fill(tomorrowAt('06:00'));
      await form.getByLabel('Ends').fill(tomorrowAt('07:00'));
      await form.getByLabel('Channel that sells the seats').selectOption('trainer-led-sessions');
      await form.getByLabel('Seats', { exact: true }).fill('4');
      await form.getByLabel('Price a seat (USD)').fill('20');
      await expectNoAxeViolations(org.page, '/programs, new event form');
      await form.getByRole('button', { name: 'Add to the schedule' }).click();
      const scheduled = org.page.locator('#schedule').getByRole('link', { name: title });
      await scheduled.waitFor();
      const eventPath = (await scheduled.getAttribute('href'))!;

      // A member finds it on its page and books a seat through the channel.
      const member = await openPage(browser());
      await newMember(member.page);
      await member.page.goto(eventPath);
      await member.page.getByRole('heading', { name: title }).waitFor();
      await member.page.getByText('$20.00 a seat · 4 of 4 seats left').waitFor();
      await expectNoAxeViolations(member.page, 'event page, paid session');
      await member.page.getByRole('link', { name: 'Book a seat' }).click();
      await member.page.waitForURL((url) => url.pathname === '/live/trainer-led-sessions');
      await member.page
        .getByRole('button', { name: new RegExp(`^Book · \\$20\\.00: .*${title}`) })
        .click();
      await member.page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'));
      await hydrated(member.page);
      await payInSandbox(member.page, '4242 4242 4242 4242', 'Pay');
      await member.page
        .getByRole('heading', { name: 'Your seat is booked' })
        .waitFor({ timeout: 20_000 });

      // Staff cancel it: the seat is refunded and the buyer told.
      await org.page.reload();
      await hydrated(org.page);
      const card = org.page.locator('#schedule').getByRole('listitem').filter({ hasText: title });
      await card.getByText('1 of 4 seats taken').waitFor();
      await card.getByRole('button', { name: 'Cancel the event' }).click();
      const dialog = org.page.getByRole('dialog', { name: `Cancel ${title}?` });
      await dialog.getByText('1 seat is taken').waitFor();
      await expectNoAxeViolations(org.page, '/programs, cancel dialog');
      await dialog.getByRole('button', { name: 'Cancel the event' }).click();
      await org.page
        .getByText('Cancelled: 1 seat refunded. Each buyer was told by email.')
        .waitFor();
      await card.getByText('Cancelled', { exact: true }).waitFor();

      await member.page.goto(eventPath);
      await member.page.getByText('This event was cancelled.').waitFor();
      await member.page.goto('/profile');
      await member.page.getByText('Refunded', { exact: true }).first().waitFor();
      expect(org.errors).toEqual([]);
      expect(member.errors).toEqual([]);
    },
  );

  it('a verified college coach finds the showcase on /tournaments, opens its roster book and boards an athlete', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/tournaments');
    await hydrated(page);
    await page.getByLabel('State').selectOption('WI');
    await page.getByRole('link', { name: /Lakeside Winter Showcase/ }).click();
    await page.getByRole('heading', { name: 'Lakeside Winter Showcase' }).waitFor();
    await expectNoAxeViolations(page, 'event page, showcase');
    await page.getByRole('link', { name: 'Open the roster book' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByLabel('Email').fill(accounts.coach.email);
    await page.getByLabel('Password').fill(accounts.coach.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/roster-book'));
    await page.getByRole('link', { name: 'Download CSV' }).waitFor();
    // The demo coach's board holds the demo athlete already: another of the club's athletes.
    const add = page.getByRole('button', { name: /^Add (?!Jordan Reyes)[\w' -]+ to / }).first();
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to .*$/, '$1');
    await add.click();
    await page.getByText(`Added ${name} to `, { exact: false }).first().waitFor();
    await expectNoAxeViolations(page, 'roster book, athlete added');
    expect(errors).toEqual([]);
  });
});
