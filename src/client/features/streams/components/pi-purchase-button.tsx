import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { PurchaseRequest } from '#shared/schemas/payments';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { usePayInPi } from '#client/lib/pi/use-pay-in-pi';
import { channelKeys } from '../api/channel-keys';

/** Pays for a pass or a seat in Pi instead of by card, on a site that offers Pi. */
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
  const t = useT();
  const queryClient = useQueryClient();
  const { mode, pending, pay } = usePayInPi();
  if (mode === 'off') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={t('streams.pi.payLabel', { label })}
      onClick={() =>
        void pay(request, () => void queryClient.invalidateQueries({ queryKey: channelKeys.all }))
      }
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {t('streams.pi.pay')}
    </Button>
  );
}
