// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Billing } from '#shared/schemas/payments';
import { pageNavigation } from '#client/lib/start-checkout';
import { ToastHost } from '#client/lib/toast';
import { BillingCard } from './billing-card';
import { answerRequests, type Answer } from '#client/test/answer-requests';

type Subscription = NonNullable<Billing['subscription']>;

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'premium',
    planName: 'All Training Subscription',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-06-01T12:00:00.000Z',
    trialEnd: null,
    provider: 'sandbox',
    ...overrides,
  };
}

function billing(overrides: Partial<Billing> = {}): Billing {
  return { subscription: subscription(), receipts: [], sandbox: true, ...overrides };
}

function renderCard(answer: Answer, more: Record<string, Answer> = {}) {
  const fetch = answerRequests({ 'GET /api/me/billing': answer, ...more });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BillingCard userId="user-1" />
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BillingCard', () => {
  it('says it is loading, then offers a plan to a member without one', async () => {
    renderCard({ status: 200, body: billing({ subscription: null, sandbox: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading billing…');
    expect(await screen.findByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByText('No receipts yet.')).toBeVisible();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('shows an active plan, its next charge and the receipts, marked as test mode', async () => {
    renderCard({
      status: 200,
      body: billing({
        receipts: [
          {
            id: 'r1',
            description: 'All Training Subscription',
            amountCents: 999,
            currency: 'usd',
            status: 'paid',
            createdAt: '2026-05-01T12:00:00.000Z',
          },
        ],
      }),
    });
    expect(await screen.findByText('All Training Subscription', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(screen.getByText('Next charge').nextSibling).toHaveTextContent('June 1, 2026, $9.99');
    const receipt = screen.getByRole('listitem');
    expect(receipt).toHaveTextContent('May 1, 2026');
    expect(receipt).toHaveTextContent('$9.99');
    expect(receipt).toHaveTextContent('Paid');
  });

  it('lists a payment made in Pi in Pi', async () => {
    renderCard({
      status: 200,
      body: billing({
        receipts: [
          {
            id: 'r2',
            description: 'All Training Subscription (paid in Pi)',
            amountCents: 999,
            currency: 'pi',
            status: 'paid',
            createdAt: '2026-05-01T12:00:00.000Z',
          },
        ],
      }),
    });
    const receipt = await screen.findByRole('listitem');
    expect(receipt).toHaveTextContent('9.99 π');
    expect(receipt).toHaveTextContent('All Training Subscription (paid in Pi)');
  });

  it('words a free trial with its first charge', async () => {
    renderCard({
      status: 200,
      body: billing({
        subscription: subscription({ status: 'trialing', trialEnd: '2026-06-01T12:00:00.000Z' }),
      }),
    });
    expect(await screen.findByText('Free trial')).toBeVisible();
    expect(screen.getByText('First charge').nextSibling).toHaveTextContent('June 1, 2026, $9.99');
  });

  it('says when a plan set to cancel ends, instead of a next charge', async () => {
    renderCard({
      status: 200,
      body: billing({ subscription: subscription({ cancelAtPeriodEnd: true }) }),
    });
    expect(await screen.findByText('Cancels on June 1, 2026')).toBeVisible();
    expect(screen.queryByText('Next charge')).not.toBeInTheDocument();
  });

  it('tells a member whose last payment failed', async () => {
    renderCard({
      status: 200,
      body: billing({ subscription: subscription({ status: 'past_due' }) }),
    });
    expect(await screen.findByText('Payment failed')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment failed.');
  });

  it('shows a canceled plan with its end and a way to choose again', async () => {
    renderCard({
      status: 200,
      body: billing({ subscription: subscription({ status: 'canceled' }) }),
    });
    expect(await screen.findByText('Canceled')).toBeVisible();
    expect(screen.getByText('Ended on').nextSibling).toHaveTextContent('June 1, 2026');
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing');
  });

  it('says so when billing cannot be loaded, and tries again on request', async () => {
    const { fetch, user } = renderCard({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your billing could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([input]) => input === '/api/me/billing')).toHaveLength(2),
    );
  });

  it('opens the billing portal at the address the server gives', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderCard(
      { status: 200, body: billing() },
      { 'POST /api/me/billing/portal': { status: 200, body: { url: '/billing/sandbox' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/sandbox'));
    // Busy while the browser leaves for the portal.
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeDisabled();
  });

  it('shows the server’s message when the portal cannot be opened', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderCard(
      { status: 200, body: billing() },
      {
        'POST /api/me/billing/portal': {
          status: 502,
          body: { code: 'UNAVAILABLE', message: 'The payment service did not answer.' },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('The payment service did not answer.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });
});
