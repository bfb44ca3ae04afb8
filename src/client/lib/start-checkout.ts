import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CHECKOUT_PERIOD,
  isPaidPlan,
  paymentMessages,
  planPrice,
  type PaidPlanId,
} from '#shared/payments';
import { ApiError, errorMessage } from './api';
import { api, unwrap } from './api-client';
import { useAuth } from './auth/auth-provider';
import { toast } from './toast';

/**
 * Leaving the single-page app for a whole page load: a hosted checkout, a billing portal, or a
 * return address. An object, so that tests can watch where the browser is sent.
 */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The plan named by `?plan=` (set when a visitor was sent to log in first), if it is a paid one. */
export function requestedPlan(search: URLSearchParams): PaidPlanId | null {
  const plan = search.get('plan');
  return plan && isPaidPlan(plan) ? plan : null;
}

/** `path` with `?plan=` set, for coming back to the same plan after logging in. */
function withPlan(path: string, plan: PaidPlanId): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('plan', plan);
  return `${url.pathname}${url.search}`;
}

/**
 * Starts a card checkout for a paid plan (SPEC §7 create-checkout): the server answers with the
 * checkout page's address and the browser goes there. A signed-out visitor is sent to log in
 * first and comes back to `returnTo` (the current page by default) with the plan in `?plan=`.
 */
export function useStartCheckout(options: { returnTo?: string } = {}) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanId | null>(null);
  const returnTo = options.returnTo ?? `${location.pathname}${location.search}`;

  // Back from the checkout page, a page restored from the browser's cache is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingPlan(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const sendToLogin = useCallback(
    (plan: PaidPlanId) => {
      toast.info(paymentMessages.signInFirst);
      navigate(`/login?redirectTo=${encodeURIComponent(withPlan(returnTo, plan))}`);
    },
    [navigate, returnTo],
  );

  const start = useCallback(
    async (plan: PaidPlanId) => {
      // Until the session check has answered, nobody is known to be signed in or out.
      if (pendingPlan || loading) return;
      if (!user) {
        sendToLogin(plan);
        return;
      }
      setPendingPlan(plan);
      try {
        const { url } = await unwrap(
          api.checkout.$post({
            json: { plan, period: CHECKOUT_PERIOD, price: planPrice(plan).cents / 100 },
          }),
        );
        if (!url) {
          toast.error('Payment Error', { description: paymentMessages.noCheckoutUrl });
          setPendingPlan(null);
          return;
        }
        // The button stays busy while the browser leaves for the checkout page.
        pageNavigation.assign(url);
      } catch (error) {
        setPendingPlan(null);
        if (error instanceof ApiError && error.status === 401) {
          sendToLogin(plan);
          return;
        }
        toast.error('Payment Error', {
          description: errorMessage(error, 'The checkout could not be opened. Please try again.'),
        });
      }
    },
    [pendingPlan, loading, user, sendToLogin],
  );

  return { start, pendingPlan };
}
