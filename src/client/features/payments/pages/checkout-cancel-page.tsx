import { CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useT } from '#client/lib/i18n/i18n';
import { requestedPlan } from '#client/lib/start-checkout';
import { useDocumentTitle } from '#client/lib/use-document-title';

/** Where a checkout left without paying returns; the plan stays chosen on the pricing page. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('payments.cancel.title'));
  const [params] = useSearchParams();
  const plan = requestedPlan(params);
  const channel = params.get('channel');
  // A pass or a seat: back to its channel (only a channel's own address is linked).
  const channelPath = channel && /^[a-z0-9-]{1,64}$/.test(channel) ? `/live/${channel}` : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="grid justify-items-center gap-4 text-center">
        <CircleX className="text-muted-foreground size-12" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight text-balance">
          {t('payments.cancel.heading')}
        </h1>
        {channelPath ? (
          <>
            <p className="text-muted-foreground">{t('payments.cancel.seatFree')}</p>
            <Link to={channelPath} className={buttonClasses({ className: 'mt-2' })}>
              {t('payments.backToChannel')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{t('payments.cancel.planUnchanged')}</p>
            <Link
              to={plan ? `/pricing?plan=${plan}` : '/pricing'}
              className={buttonClasses({ className: 'mt-2' })}
            >
              {t('payments.cancel.backToPricing')}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
