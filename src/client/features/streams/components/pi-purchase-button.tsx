import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PurchaseRequest } from '#shared/schemas/payments';
import { Button } from '#client/components/ui/button';
import { sessionQueryKey } from '#client/lib/auth/auth-provider';
import { useSiteInfo } from '#client/lib/site-info';
import { channelKeys } from '../api/channel-keys';

/**
 * Pays for a pass or a seat in Pi instead of by card (on a site that offers Pi): the SDK layer
 * is fetched on the press, signs the member in with Pi and runs the payment.
 */
export function PiPurchaseButton({
  request,
  label,
  className,
}: {
  request: PurchaseRequest;
  /** what the button buys, for its accessible name */
  label: string;
  className?: string;
}) {
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const mode = site.data?.pi ?? 'off';
  if (mode === 'off') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={`Pay with Pi: ${label}`}
      onClick={async () => {
        setPending(true);
        const { payInPi } = await import('#client/lib/pi/pay-in-pi');
        await payInPi(request, mode, {
          onSignedIn: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
          onCompleted: () => void queryClient.invalidateQueries({ queryKey: channelKeys.all }),
          onSettled: () => setPending(false),
        });
      }}
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      Pay with Pi
    </Button>
  );
}
