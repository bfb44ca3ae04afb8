// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages, type PaidPlanId } from '#shared/payments';
import { AuthProvider, useAuth } from './auth/auth-provider';
import { pageNavigation, useStartCheckout } from './start-checkout';
import { ToastHost } from './toast';
import { findToast } from '#client/test/toasts';
import { answerRequests, type Answer } from '#client/test/answer-requests';

const signedIn: Answer = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com', emailVerified: true },
  },
};
const signedOut: Answer = { status: 200, body: null };

function BuyButton({ plan }: { plan: PaidPlanId }) {
  const { start, pendingPlan } = useStartCheckout();
  const { loading } = useAuth();
  const location = useLocation();
  return (
    <>
      <button type="button" disabled={loading || pendingPlan === plan} onClick={() => start(plan)}>
        Buy {plan}
      </button>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

async function renderButton(plan: PaidPlanId = 'premium', at = '/pricing') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[at]}>
          <BuyButton plan={plan} />
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: `Buy ${plan}` });
  await waitFor(() => expect(button).toBeEnabled());
  return { user: userEvent.setup(), button };
}

const checkoutRequests = (fetch: ReturnType<typeof answerRequests>) =>
  fetch.mock.calls.filter(([input]) => String(input) === '/api/checkout');

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useStartCheckout', () => {
  it('sends a signed-out visitor to log in, to come back to the same page with the plan', async () => {
    const fetch = answerRequests({ 'GET /api/auth/get-session': signedOut });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user, button } = await renderButton('recruiting', '/pricing');
    await user.click(button);

    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirectTo=${encodeURIComponent('/pricing?plan=recruiting')}`,
    );
    await findToast(paymentMessages.signInFirst);
    expect(checkoutRequests(fetch)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks the server for a checkout with the plan and period, and goes to its address', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout': { status: 200, body: { url: '/checkout/sandbox/cs_1' } },
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user, button } = await renderButton('premium');
    await user.click(button);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    const [, init] = checkoutRequests(fetch)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'premium', period: '1', price: 9.99 });
    // Busy until the browser has left the page.
    expect(button).toBeDisabled();
  });

  it('says the fixed message when no checkout address comes back', async () => {
    answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout': { status: 200, body: { url: '' } },
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user, button } = await renderButton('premium');
    await user.click(button);

    await findToast('No checkout URL returned');
    expect(assign).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('shows the server’s message when the checkout cannot be opened', async () => {
    answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout': {
        status: 502,
        body: { code: 'INTERNAL', message: 'The payment service did not answer.' },
      },
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { user, button } = await renderButton('recruiting');
    await user.click(button);

    await findToast('The payment service did not answer.');
    expect(assign).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('treats an expired session like a signed-out visitor', async () => {
    answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Please log in.' },
      },
    });
    const { user, button } = await renderButton('premium', '/pricing');
    await user.click(button);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirectTo=${encodeURIComponent('/pricing?plan=premium')}`,
      ),
    );
  });
});
