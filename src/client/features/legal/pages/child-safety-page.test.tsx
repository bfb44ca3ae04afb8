// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { Component as ChildSafetyPage } from './child-safety-page';
import { Component as PrivacyPage } from './privacy-page';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the legal texts on messaging', () => {
  it('Child Safety: the messaging rules and the contact calendar from the shared rules', async () => {
    renderRoutes([{ path: '/child-safety', Component: ChildSafetyPage }], '/child-safety', {});
    const section = await screen.findByRole('region', {
      name: '4. Messages Between Coaches and Athletes',
    });
    expect(section).toHaveTextContent('Only verified college coaches write first.');
    expect(section).toHaveTextContent('between 8 am and 8 pm in the athlete’s time zone');
    expect(section).toHaveTextContent('There is no private channel between an adult and a minor');
    expect(section).toHaveTextContent('Message removed: account deleted');
    expect(section).toHaveTextContent('with a parent or guardian account they switch it back on');
    expect(section).toHaveTextContent(
      'While consent is withdrawn, no coach can write to the athlete',
    );
    expect(screen.queryByText(/No Direct Messaging/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Parental Consent/ })).toHaveTextContent(
      'The address of a coach, an organization, a program’s staff member',
    );
    expect(document.querySelector('header time')).toHaveAttribute('datetime', '2026-12-06');

    const table = within(section).getByRole('table', {
      name: 'When a verified college coach may write first to an athlete',
    });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((one) => within(one).queryByText(name, { exact: true }))?.textContent;
    expect(row('Basketball')).toContain(
      'Men: June 15 after the sophomore year; women: June 1 after the sophomore year',
    );
    expect(row('Baseball')).toContain(
      'August 1 before the junior year; softball: September 1 of the junior year',
    );
    expect(row('Football')).toContain('June 15 after the sophomore year');
    expect(row('NCAA Division II')).toContain('June 15 after the sophomore year');
    expect(row('NAIA')).toContain('No date restriction');
  });

  it('Privacy Policy: what messaging stores and how long', async () => {
    renderRoutes([{ path: '/privacy', Component: PrivacyPage }], '/privacy', {});
    const retention = await screen.findByRole('region', { name: '7. Data Retention' });
    expect(retention).toHaveTextContent(
      'A conversation is kept for 24 months after its last message, then deleted; deleting your account removes the text of every message you sent.',
    );
    expect(document.querySelector('header time')).toHaveAttribute('datetime', '2026-11-27');
  });
});
