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
 * order, and the payment runs through the SDK's callbacks. `onSettled` follows whatever happens;
 * `shown` puts the toasts' texts in the page's language.
 */
export async function payInPi(
  item: PiOrderRequest,
  mode: PiMode,
  events: { onSignedIn: () => void; onCompleted: () => void; onSettled: () => void },
  shown: (text: string) => string = (text) => text,
) {
  try {
    await initPi(mode);
    const { status, error } = piStore.get();
    if (status !== 'initialized') {
      if (status === 'error') {
        toast.error(shown(piTexts.sdkNotReady), {
          description: shown(error ?? piTexts.maxRetries),
        });
      } else {
        toast.info(shown(piTexts.browserRequired), {
          description: shown(piTexts.browserRequiredAlert),
        });
      }
      events.onSettled();
      return;
    }
    try {
      const answer = await signInWithPi();
      if (answer.twoFactorRedirect) {
        // The account asks for its two-step code before anything is paid from it.
        toast.info(shown(piTexts.twoStepNeeded));
        events.onSettled();
        window.location.assign(TWO_STEP_PATH);
        return;
      }
      events.onSignedIn();
    } catch (error) {
      toast.error(shown(piTexts.piAuthenticationFailed), {
        description: shown(errorMessage(error, piTexts.couldNotAuthenticate)),
      });
      events.onSettled();
      return;
    }
    const order = await unwrap(api.pi.orders.$post({ json: item }));
    toast.info(shown(piTexts.paymentInitiated));
    payWithPi(
      { amount: order.amount, memo: order.memo, metadata: order.metadata },
      {
        onCompleted: () => {
          toast.success(shown(piTexts.paymentCompleted));
          events.onCompleted();
          events.onSettled();
        },
        onCancelled: () => {
          toast.info(shown(piTexts.paymentCancelled), {
            description: shown(piTexts.paymentCancelledText),
          });
          events.onSettled();
        },
        onFailed: () => {
          toast.error(shown(piTexts.paymentFailed), {
            description: shown(piTexts.paymentFailedText),
          });
          events.onSettled();
        },
        onCompletionError: (error) => {
          toast.error(shown(piTexts.paymentCompletionError), {
            description: shown(errorMessage(error, piTexts.paymentFailedText)),
          });
          events.onSettled();
        },
      },
    );
  } catch (error) {
    toast.error(shown(piTexts.paymentError), {
      description: shown(errorMessage(error, piTexts.paymentFailedText)),
    });
    events.onSettled();
  }
}
