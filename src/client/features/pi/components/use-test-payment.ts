import { useState } from 'react';
import { formatPi } from '#shared/money';
import { formatTestAmount, piTexts } from '#shared/pi';
import { errorMessage } from '#client/lib/api';
import { useShownText } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import type { PiControls } from './use-pi-controls';

/** Where a test payment starts: the SDK demo or the developer sandbox page. */
export type TestPaymentSource = 'sdk-demo' | 'dev-sandbox';

/**
 * A test payment through the SDK (docs/product.md#test-payments): it carries `test: true`, so the
 * server approves and completes it and it grants nothing; each outcome is told in a toast.
 */
export function useTestPayment(controls: PiControls, source: TestPaymentSource) {
  const { sdk, state } = controls;
  const shown = useShownText();
  const [paying, setPaying] = useState(false);

  function pay(amount: number) {
    if (!sdk) return;
    setPaying(true);
    toast.info(shown(piTexts.paymentInitiated));
    const done = () => setPaying(false);
    try {
      sdk.payWithPi(
        {
          amount,
          memo: `Test payment of ${formatPi(formatTestAmount(amount))}`,
          metadata: {
            ...(source === 'sdk-demo' ? { productId: 'sdk-demo-test' } : {}),
            test: true,
            sandbox: state.sandbox,
            source,
            timestamp: new Date().toISOString(),
          },
        },
        {
          onCompleted: () => {
            toast.success(
              shown(state.sandbox ? piTexts.testPaymentCompleted : piTexts.paymentCompleted),
            );
            done();
          },
          onCancelled: () => {
            toast.info(shown(piTexts.paymentCancelled), {
              description: shown(piTexts.paymentCancelledText),
            });
            done();
          },
          onFailed: () => {
            toast.error(shown(piTexts.paymentFailed), {
              description: shown(piTexts.paymentFailedText),
            });
            done();
          },
          onCompletionError: (error) => {
            toast.error(shown(piTexts.paymentCompletionError), {
              description: shown(errorMessage(error, piTexts.paymentFailedText)),
            });
            done();
          },
        },
      );
    } catch (error) {
      toast.error(shown(piTexts.paymentError), {
        description: shown(errorMessage(error, piTexts.sdkNotReady)),
      });
      done();
    }
  }

  return { paying, pay };
}
