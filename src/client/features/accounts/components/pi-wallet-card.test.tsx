// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piWalletMessages as piMessages } from '#shared/pi';
import { answerRequests, ok, sentBody, type Answer } from '#client/test/answer-requests';
import { PiWalletCard } from './pi-wallet-card';

const site = { pi: 'off' };
const linked = { username: 'hoops_fan', linkedAt: '2026-03-02T12:00:00.000Z', onlyWayIn: false };

function renderCard(answers: Record<string, Answer>) {
  const fetch = answerRequests({ 'GET /api/site': ok(site), ...answers });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PiWalletCard userId="user-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PiWalletCard', () => {
  it('shows the linked wallet and unlinks it with the password', async () => {
    const { fetch, user } = renderCard({
      'GET /api/pi/wallet': ok({ wallets: [linked] }),
      'POST /api/pi/wallet/unlink': ok({ unlinked: true }),
    });
    expect(await screen.findByText('hoops_fan')).toBeInTheDocument();
    const unlink = screen.getByRole('button', { name: 'Unlink' });
    expect(unlink).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'my-own-password');
    await user.click(unlink);
    await waitFor(() =>
      expect(sentBody(fetch, 'POST /api/pi/wallet/unlink')).toEqual({
        password: 'my-own-password',
      }),
    );
  });

  it('says why a wrong password did not unlink it', async () => {
    const { user } = renderCard({
      'GET /api/pi/wallet': ok({ wallets: [linked] }),
      'POST /api/pi/wallet/unlink': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: piMessages.wrongCurrentPassword },
      },
    });
    await user.type(await screen.findByLabelText('Your password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(piMessages.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('offers no Unlink for a wallet that is the account’s only way in', async () => {
    renderCard({ 'GET /api/pi/wallet': ok({ wallets: [{ ...linked, onlyWayIn: true }] }) });
    expect(await screen.findByText(piMessages.onlyWayIn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });
});
