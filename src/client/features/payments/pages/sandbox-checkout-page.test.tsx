// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxCheckout } from '#shared/schemas/payments';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { pageNavigation } from '#client/lib/start-checkout';
import { ToastHost } from '#client/lib/toast';
import { Component as SandboxCheckoutPage } from './sandbox-checkout-page';
import { answerRequests, type Answer } from '#client/test/answer-requests';

function checkout(overrides: Partial<SandboxCheckout> = {}): SandboxCheckout {
  return {
    id: 'cs_sbx_1',
    plan: 'premium',
    planName: 'All Training Subscription',
    amountCents: 999,
    trialDays: 30,
    email: 'riley@example.com',
    status: 'open',
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const session: Answer = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com', emailVerified: true },
  },
};

const payPath = 'POST /api/checkout/sandbox/cs_sbx_1/pay';

function renderPage(answers: Record<string, Answer>, opened: SandboxCheckout = checkout()) {
  const fetch = answerRequests({
    'GET /api/auth/get-session': session,
    'GET /api/checkout/sandbox/cs_sbx_1': { status: 200, body: opened },
    ...answers,
  });
  const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/checkout/sandbox/cs_sbx_1']}>
          <Routes>
            <Route path="/checkout/sandbox/:id" element={<SandboxCheckoutPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { fetch, assign, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(field('Expiry MM / YY'), '1230');
  await user.type(field('CVC'), '123');
  await user.type(field('Name on card'), 'Riley Park');
}

const sentBody = (fetch: ReturnType<typeof answerRequests>, key: string) => {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sandbox checkout page', () => {
  it('is marked as test mode, lists the test cards and sums up a free first month', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'All Training Subscription' })).toBeVisible();
    expect(screen.getByText('Test mode — no real card is charged')).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 9995')).toBeVisible();
    expect(screen.getByText('First month free — $0.00 today')).toBeVisible();
    expect(screen.getByText('riley@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeVisible();
    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Expiry MM / YY')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('charges Recruiting today, with a Pay button', async () => {
    renderPage(
      {},
      checkout({
        plan: 'recruiting',
        planName: 'Recruiting Profile',
        amountCents: 3999,
        trialDays: 0,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeVisible();
    expect(screen.getByText('Total due today').nextSibling).toHaveTextContent('$39.99');
    expect(screen.queryByText(/First month free/)).not.toBeInTheDocument();
  });

  it('groups the card number in fours and the expiry as MM / YY while typing', async () => {
    const { user } = renderPage({});
    await fillCard(user, '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Expiry MM / YY')).toHaveValue('12 / 30');
  });

  it('shows the shared schema’s messages under the fields and sends nothing', async () => {
    const { fetch } = renderPage({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start trial' }));

    await waitFor(() => expect(field('Card number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Card number')).toHaveAccessibleDescription(
      'Enter a card number of 12 to 19 digits.',
    );
    expect(field('Expiry MM / YY')).toHaveAccessibleDescription('Enter the expiry as MM / YY.');
    expect(field('CVC')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digits on the back of the card.',
    );
    expect(field('Name on card')).toHaveAccessibleDescription('Enter the name on the card.');
    expect(sentBody(fetch, payPath)).toBeUndefined();
  });

  it('shows the server’s decline under the form and goes nowhere', async () => {
    const { user, assign } = renderPage({
      [payPath]: {
        status: 402,
        body: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      },
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeEnabled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = renderPage({
      [payPath]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the card.',
          fieldErrors: { expiry: ['The card has expired.'] },
        },
      },
    });
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() =>
      expect(field('Expiry MM / YY')).toHaveAccessibleDescription('The card has expired.'),
    );
  });

  it('pays with the card’s digits and follows the answer to the success page', async () => {
    const { user, assign, fetch } = renderPage({
      [payPath]: {
        status: 200,
        body: { redirectUrl: '/checkout/success?session_id=cs_sbx_1' },
      },
    });
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/checkout/success?session_id=cs_sbx_1'),
    );
    expect(sentBody(fetch, payPath)).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12 / 30',
      cvc: '123',
      nameOnCard: 'Riley Park',
    });
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });

  it('cancels through the server and follows it back', async () => {
    const { user, assign } = renderPage({
      'POST /api/checkout/sandbox/cs_sbx_1/cancel': {
        status: 200,
        body: { redirectUrl: '/checkout/cancel?plan=premium' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cancel?plan=premium'));
  });

  it('says so when the checkout has expired, with a way back to the plans', async () => {
    renderPage({}, checkout({ status: 'expired' }));
    expect(await screen.findByText('This checkout has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('the sandbox checkout of a pass or a seat', () => {
  it('shows one payment, nothing monthly', async () => {
    renderPage(
      {},
      checkout({
        plan: 'pass',
        planName: 'Pay-per-view pass: Hoops Tournament Live (48 hours)',
        amountCents: 1499,
        trialDays: 0,
      }),
    );
    await screen.findByRole('heading', {
      name: 'Pay-per-view pass: Hoops Tournament Live (48 hours)',
    });
    expect(screen.getByText('$14.99 is charged once, today.')).toBeVisible();
    expect(screen.queryByText(/month/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeVisible();
  });
});
