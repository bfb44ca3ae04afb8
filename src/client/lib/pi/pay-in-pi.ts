import type { PiOrderRequest } from '#shared/schemas/pi';
import { piTexts } from '#shared/pi';
import { api, unwrap } from '../api-client';
import { errorMessage } from '../api';
import { toast } from '../toast';
import { initPi, payWithPi, piStore, signInWithPi, type PiMode } from './pi-sdk';
import { TWO_STEP_PATH } from './use-pi-sign-in';

/**
 * A plan, a pass or a seat paid in Pi (docs/product.md#pi-payments): the SDK is made ready, the
 * wallet signs the member in (or is linked to the account they are in), the server makes the
 * order, and the payment runs through the SDK's callbacks. `onSettled` follows whatever happens.
 */
export async function payInPi(
  item: PiOrderRequest,
  mode: PiMode,
  events: { onSignedIn: () => void; onCompleted: () => void; onSettled: () => void },
) {
  try {
    await initPi(mode);
    const { status, error } = piStore.get();
    if (status !== 'initialized') {
      if (status === 'error') {
        toast.error(piTexts.sdkNotReady, { description: error ?? piTexts.maxRetries });
      } else {
        toast.info(piTexts.browserRequired, { description: piTexts.browserRequiredAlert });
      }
      events.onSettled();
      return;
    }
    try {
      const answer = await signInWithPi();
      if (answer.twoFactorRedirect) {
        // The account asks for its two-step code before anything is paid from it.
        toast.info(piTexts.twoStepNeeded);
        events.onSettled();
        window.location.assign(TWO_STEP_PATH);
        return;
      }
      events.onSignedIn();
    } catch (error) {
      toast.error(piTexts.piAuthenticationFailed, {
        description: errorMessage(error, piTexts.couldNotAuthenticate),
      });
      events.onSettled();
      return;
    }
    const order = await unwrap(api.pi.orders.$post({ json: item }));
    toast.info(piTexts.paymentInitiated);
    payWithPi(
      { amount: order.amount, memo: order.memo, metadata: order.metadata },
      {
        onCompleted: () => {
          toast.success(piTexts.paymentCompleted);
          events.onCompleted();
          events.onSettled();
        },
        onCancelled: () => {
          toast.info(piTexts.paymentCancelled, { description: piTexts.paymentCancelledText });
          events.onSettled();
        },
        onFailed: () => {
          toast.error(piTexts.paymentFailed, { description: piTexts.paymentFailedText });
          events.onSettled();
        },
        onCompletionError: (error) => {
          toast.error(piTexts.paymentCompletionError, {
            description: errorMessage(error, piTexts.paymentFailedText),
          });
          events.onSettled();
        },
      },
    );
  } catch (error) {
    toast.error(piTexts.paymentError, {
      description: errorMessage(error, piTexts.paymentFailedText),
    });
    events.onSettled();
  }
}
