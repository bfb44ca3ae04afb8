// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberDetail, MemberList, MemberSummary } from '#shared/schemas/admin-members';
import { ok, sentBody, type Answer } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { Component as MemberPage } from './member-page';
import { Component as MembersPage } from './members-page';

const riley: MemberSummary = {
  id: 'u-riley',
  name: 'Riley Carter',
  email: 'riley.carter@example.com',
  role: 'user',
  userType: 'player',
  emailVerified: true,
  banned: false,
  plan: 'premium',
  access: true,
  consentStatus: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  lastSignInAt: '2026-11-20T08:30:00.000Z',
};

const detail: MemberDetail = {
  member: { ...riley, phone: null },
  self: false,
  profile: {
    athlete: {
      id: 'p-riley',
      name: 'Riley Carter',
      sport: 'Soccer',
      position: 'Forward',
      school: 'Northside High',
      graduationYear: 2028,
      visibility: 'public',
      listed: true,
      url: '/athlete/p-riley',
    },
    coach: null,
    organizations: [],
  },
  subscriptions: [],
  payments: [],
  purchases: [],
  access: { hasAccess: true, updatedAt: null, updatedBy: null },
  ban: { banned: false, reason: null, expiresAt: null },
  twoFactorEnabled: false,
  consent: null,
  sessions: [
    {
      id: 's1',
      createdAt: '2026-11-20T08:30:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Firefox',
      expiresAt: '2026-11-27T08:30:00.000Z',
    },
  ],
};

const page = (items: MemberSummary[]): MemberList => ({ items, nextCursor: null });

const renderAt = (path: string, answers: Record<string, Answer>) =>
  renderRoutes(
    [
      { path: '/admin-dashboard/members', Component: MembersPage },
      { path: '/admin-dashboard/members/:userId', Component: MemberPage },
    ],
    path,
    answers,
  );

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the member list', () => {
  it('searches as the administrator types, filters, and links each member to their page', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/admin/members': ok(page([riley])),
      'GET /api/admin/members?q=carter': ok(page([riley])),
      'GET /api/admin/members?q=carter&userType=coach': ok(page([])),
    };
    const { fetch, router, user } = renderAt('/admin-dashboard/members', answers);

    const row = (await screen.findByRole('link', { name: 'Riley Carter' })).closest('tr')!;
    expect(within(row).getByText('riley.carter@example.com')).toBeVisible();
    expect(within(row).getByText('All Training')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Riley Carter' })).toHaveAttribute(
      'href',
      '/admin-dashboard/members/u-riley',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'carter');
    await waitFor(() => expect(router.state.location.search).toBe('?q=carter'));
    // One request for the whole word, once typing paused.
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([input]) => String(input).includes('q='))).toHaveLength(1),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'coach');
    expect(await screen.findByText('No members match these filters.')).toBeVisible();
    expect(router.state.location.search).toBe('?q=carter&userType=coach');
  });
});

describe('the member page', () => {
  it('switches training access and bans with a reason', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/admin/members/u-riley': ok(detail),
      'PUT /api/admin/members/u-riley/access': ok({ user_id: 'u-riley', has_access: false }),
      'POST /api/admin/members/u-riley/ban': ok({ ...riley, banned: true }),
    };
    const { fetch, user } = renderAt('/admin-dashboard/members/u-riley', answers);

    expect(await screen.findByRole('heading', { name: 'Riley Carter', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: /Open the athlete page/ })).toHaveAttribute(
      'href',
      '/athlete/p-riley',
    );

    const access = screen.getByRole('switch', { name: 'Training access' });
    expect(access).toHaveAttribute('aria-checked', 'true');
    answers['GET /api/admin/members/u-riley'] = ok({
      ...detail,
      access: { hasAccess: false, updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'a@x.io' },
    });
    await user.click(access);
    await waitFor(() => expect(screen.getByText('Training access is off')).toBeVisible());
    expect(sentBody(fetch, 'PUT /api/admin/members/u-riley/access')).toEqual({
      has_access: false,
    });
    await waitFor(() => expect(access).toHaveAttribute('aria-checked', 'false'));

    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Riley Carter' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    expect(
      await within(dialog).findByText('Please give a reason of at least 3 characters.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam in messages');
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    // A toast is in the page a moment before it fades in: wait for it to show.
    await waitFor(() => expect(screen.getByText('Riley Carter is banned')).toBeVisible());
    expect(sentBody(fetch, 'POST /api/admin/members/u-riley/ban')).toEqual({
      reason: 'Spam in messages',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes the account only once its email is typed, and shows a refusal', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/admin/members/u-riley': ok(detail),
      'POST /api/admin/members/u-riley/delete': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'This member’s card plan still renews every month.',
        },
      },
    };
    const { user } = renderAt('/admin-dashboard/members/u-riley', answers);

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('The member’s email address'),
      'riley.carter@example.com',
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This member’s card plan still renews every month.',
    );
  });

  it('says so when the member does not exist', async () => {
    renderAt('/admin-dashboard/members/gone', {});
    expect(
      await screen.findByText(
        'There is no member with this id: the account may have been deleted.',
      ),
    ).toBeVisible();
  });
});
