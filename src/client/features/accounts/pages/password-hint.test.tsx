// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MIN } from '#shared/account-fields';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests } from '#client/test/answer-requests';
import { ChangePasswordCard } from '../components/change-password-card';
import { Component as ResetPasswordPage } from './reset-password-page';
import { Component as SignupPage } from './signup-page';
import { Component as SignupPlayerPage } from './signup-player-page';

function renderAt(at: string, page: ReactNode) {
  answerRequests({ 'GET /api/auth/get-session': { status: 200, body: null } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every form that sets a password', () => {
  it.each<[string, string, ReactNode]>([
    ['athlete sign-up', '/signup/player', <SignupPlayerPage key="player" />],
    ['sign-up', '/signup', <SignupPage key="signup" />],
    ['reset password', '/reset-password?token=abc', <ResetPasswordPage key="reset" />],
    ['change password on /profile', '/profile', <ChangePasswordCard key="change" />],
  ])('%s says the shortest password the server accepts: 8 characters', async (_, at, page) => {
    expect(PASSWORD_MIN).toBe(8);
    renderAt(at, page);
    const field = (await screen.findAllByLabelText(/^(New password|Password \*|Password)$/))[0];
    expect(field).toHaveAccessibleDescription('At least 8 characters.');
    expect(document.body.textContent).not.toMatch(/at least 6/i);
  });
});
