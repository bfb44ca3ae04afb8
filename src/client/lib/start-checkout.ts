import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CHECKOUT_PERIOD,
  isPaidPlan,
  paymentMessages,
  planPrice,
  purchaseMessages,
  type PaidPlanId,
} from '#shared/payments';
import type { PurchaseRequest } from '#shared/schemas/payments';
import { ApiError, errorMessage } from './api';
import { api, unwrap } from './api-client';
import { useAuth } from './auth/auth-provider';
import { useShownText } from './i18n/i18n';
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

type CheckoutAnswer = { url?: string | null };

/**
 * Opens a checkout: asks the server for its address and leaves for it. A signed-out caller is
 * sent to log in first, to come back to `loginReturn`. `pending` names what is being opened.
 * Its toasts are shown in the page's language (the `forms` catalog holds their English words).
 */
function useCheckoutOpener(signInMessage: string) {
  const shown = useShownText();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  // Back from the checkout page, a page restored from the browser's cache is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const sendToLogin = useCallback(
    (loginReturn: string) => {
      toast.info(shown(signInMessage));
      navigate(`/login?redirectTo=${encodeURIComponent(loginReturn)}`);
    },
    [navigate, signInMessage, shown],
  );

  const open = useCallback(
    async (key: string, loginReturn: string, request: () => Promise<CheckoutAnswer>) => {
      // Until the session check has answered, nobody is known to be signed in or out.
      if (pending || loading) return;
      if (!user) {
        sendToLogin(loginReturn);
        return;
      }
      setPending(key);
      try {
        const { url } = await request();
        if (!url) {
          toast.error(shown('Payment Error'), {
            description: shown(paymentMessages.noCheckoutUrl),
          });
          setPending(null);
          return;
        }
        // The button stays busy while the browser leaves for the checkout page.
        pageNavigation.assign(url);
      } catch (error) {
        setPending(null);
        if (error instanceof ApiError && error.status === 401) {
          sendToLogin(loginReturn);
          return;
        }
        toast.error(shown('Payment Error'), {
          description: shown(
            errorMessage(error, 'The checkout could not be opened. Please try again.'),
          ),
        });
      }
    },
    [pending, loading, user, sendToLogin, shown],
  );

  return { open, pending };
}

/**
 * Starts a card checkout for a paid plan (create-checkout: docs/product.md#card-checkout): the
 * server answers with the checkout page's address and the browser goes there. A signed-out visitor
 * is sent to log in first and comes back to `returnTo` (the current page by default) with the plan
 * in `?plan=`.
 */
export function useStartCheckout(options: { returnTo?: string } = {}) {
  const location = useLocation();
  const returnTo = options.returnTo ?? `${location.pathname}${location.search}`;
  const { open, pending } = useCheckoutOpener(paymentMessages.signInFirst);
  const start = useCallback(
    (plan: PaidPlanId) =>
      open(plan, withPlan(returnTo, plan), () =>
        unwrap(
          api.checkout.$post({
            json: { plan, period: CHECKOUT_PERIOD, price: planPrice(plan).cents / 100 },
          }),
        ),
      ),
    [open, returnTo],
  );
  return { start, pendingPlan: pending as PaidPlanId | null };
}

/** What a purchase button opens, as the server is asked for it. */
export const purchaseKey = (request: PurchaseRequest) =>
  request.kind === 'pass' ? `pass:${request.channel}` : `booking:${request.session}`;

/**
 * Starts a checkout for a pay-per-view pass or a seat at a session; a signed-out visitor logs
 * in first and comes back to this page.
 */
export function useStartPurchase() {
  const location = useLocation();
  const { open, pending } = useCheckoutOpener(purchaseMessages.signInToBuy);
  const start = useCallback(
    (request: PurchaseRequest) =>
      open(purchaseKey(request), `${location.pathname}${location.search}`, () =>
        unwrap(api.checkout.purchase.$post({ json: request })),
      ),
    [open, location.pathname, location.search],
  );
  return { start, pending };
}
