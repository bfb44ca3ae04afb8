// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Billing } from '#shared/schemas/payments';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { ToastHost } from '#client/lib/toast';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { Component as SandboxPortalPage } from './sandbox-portal-page';

const session: Answer = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com', emailVerified: true },
  },
};

const billing = (status: 'past_due' | 'active'): Billing => ({
  subscription: {
    plan: 'premium',
    planName: 'All Training Subscription',
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2099-06-01T12:00:00.000Z',
    trialEnd: null,
    provider: 'sandbox',
  },
  receipts: [],
  sandbox: true,
});

function renderPortal(answers: Record<string, Answer>) {
  const fetch = answerRequests({ 'GET /api/auth/get-session': session, ...answers });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuthProvider>
        <MemoryRouter>
          <SandboxPortalPage />
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry MM / YY'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Riley Park');
}

beforeEach(() => toast.dismiss());
afterEach(() => vi.restoreAllMocks());

describe('the test portal’s Change card', () => {
  it('charges a failed renewal again with the new card', async () => {
    const { fetch, user } = renderPortal({
      'GET /api/me/billing': { status: 200, body: billing('past_due') },
      'POST /api/me/billing/sandbox/card': { status: 200, body: billing('active') },
    });
    expect(
      await screen.findByText('Your last renewal failed. A new card is charged for it at once.'),
    ).toBeVisible();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card and pay' }));
    expect(await screen.findByText('Card updated')).toBeVisible();
    const call = fetch.mock.calls.find(
      ([input, init]) =>
        String(input) === '/api/me/billing/sandbox/card' && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      cardNumber: '4242424242424242',
      expiry: '12 / 30',
    });
  });

  it('says so when the card is declined', async () => {
    const { user } = renderPortal({
      'GET /api/me/billing': { status: 200, body: billing('active') },
      'POST /api/me/billing/sandbox/card': {
        status: 402,
        body: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      },
    });
    await fillCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByText('Your card was declined.')).toBeVisible());
  });
});
