// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests, sentBody } from '#client/test/answer-requests';
import { LanguageCard } from './language-card';

const sessionWith = (language: string | null) => ({
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'user-1',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      emailVerified: true,
      userType: 'guardian',
      language,
    },
  },
});

function renderCard() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LanguageCard />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('LanguageCard', () => {
  it('saves Spanish on the account, remembers it and opens the profile in Spanish', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': sessionWith(null),
      'POST /api/auth/update-user': { status: 200, body: { status: true } },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = renderCard();
    const save = screen.getByRole('button', { name: 'Save language' });
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    await user.click(save);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/es/profile'));
    expect(sentBody(fetch, 'POST /api/auth/update-user')).toEqual({ language: 'es' });
    expect(document.cookie).toContain('lang=es');
  });

  it('shows the language the account keeps, and says so when saving fails', async () => {
    answerRequests({
      'GET /api/auth/get-session': sessionWith('en'),
      'POST /api/auth/update-user': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    });
    const user = renderCard();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
