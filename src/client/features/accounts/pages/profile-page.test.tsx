// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import type { Account } from '../api/get-account';
import { Component as ProfilePage } from './profile-page';

function account(overrides: Partial<Account>): Account {
  return {
    id: 'user-1',
    name: 'Casey Coach',
    email: 'casey@example.com',
    userType: 'coach',
    phone: null,
    isAdmin: false,
    twoFactorEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    playerProfile: null,
    programRole: null,
    ...overrides,
  };
}

/** The page for a signed-in member whose GET /api/me answers `me`. */
function renderProfile(me: Account) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const body =
      path === '/api/auth/get-session'
        ? {
            session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
            user: { id: me.id, name: me.name, email: me.email, emailVerified: true },
          }
        : path === '/api/me'
          ? me
          : null;
    return new Response(JSON.stringify(body), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <ProfilePage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Profile page: live channels', () => {
  it.each([
    ['a coach', account({ userType: 'coach' })],
    ['an organization', account({ userType: 'organization' })],
    ['an administrator', account({ userType: null, isAdmin: true })],
  ])('links %s to their channels', async (_who, me) => {
    renderProfile(me);
    expect(await screen.findByRole('heading', { name: 'Live channels' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage channels' })).toHaveAttribute(
      'href',
      '/my-channels',
    );
  });

  it('shows an athlete no channels card', async () => {
    renderProfile(account({ userType: 'player' }));
    expect(await screen.findByText('Casey Coach')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Live channels' })).not.toBeInTheDocument();
  });
});
