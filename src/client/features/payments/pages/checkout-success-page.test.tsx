// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseMessages } from '#shared/payments';
import type { CheckoutStatus } from '#shared/schemas/payments';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests, ok, type Answer } from '#client/test/answer-requests';
import { Component as CheckoutSuccessPage } from './checkout-success-page';

const session: Answer = ok({
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com', emailVerified: true },
});

const seat = (overrides: Partial<CheckoutStatus>): CheckoutStatus => ({
  status: 'complete',
  plan: 'booking',
  planName: 'Seat: Shooting Clinic',
  active: false,
  channelSlug: 'live-training',
  accessUntil: null,
  refundDue: false,
  sessionCancelled: false,
  ...overrides,
});

function renderPage(status: CheckoutStatus) {
  const fetch = answerRequests({
    'GET /api/auth/get-session': session,
    'GET /api/checkout/status?session_id=cs_1': ok(status),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuthProvider>
        <MemoryRouter initialEntries={['/checkout/success?session_id=cs_1']}>
          <CheckoutSuccessPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('the checkout success page', () => {
  it('says a seat paid after the session filled will be refunded, and stops asking', async () => {
    const fetch = renderPage(seat({ refundDue: true }));
    expect(
      await screen.findByText('The session filled up before your payment arrived.'),
    ).toBeVisible();
    expect(screen.getByText(purchaseMessages.lateSeat)).toBeVisible();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.filter(([url]) => String(url).includes('/checkout/status'));
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(
      fetch.mock.calls.filter(([url]) => String(url).includes('/checkout/status')),
    ).toHaveLength(asked.length);
  });

  it('says a seat paid after its session was cancelled will be refunded', async () => {
    renderPage(seat({ refundDue: true, sessionCancelled: true }));
    expect(
      await screen.findByText('The session was cancelled before your payment arrived.'),
    ).toBeVisible();
    expect(screen.getByText(purchaseMessages.cancelledSeat)).toBeVisible();
  });

  it('confirms a seat that was booked', async () => {
    renderPage(seat({ active: true }));
    expect(await screen.findByRole('heading', { name: 'Your seat is booked' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the channel' })).toHaveAttribute(
      'href',
      '/live/live-training',
    );
  });
});
