import { CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { requestedPlan } from '#client/lib/start-checkout';
import { useDocumentTitle } from '#client/lib/use-document-title';

/** Where a checkout left without paying returns; the plan stays chosen on the pricing page. */
export function Component() {
  useDocumentTitle('Checkout canceled');
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
          Checkout canceled — you were not charged.
        </h1>
        {channelPath ? (
          <>
            <p className="text-muted-foreground">
              Nothing was bought, and any seat held for you is free again.
            </p>
            <Link to={channelPath} className={buttonClasses({ className: 'mt-2' })}>
              Back to the channel
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              Your plan has not changed. You can pick a plan again whenever you are ready.
            </p>
            <Link
              to={plan ? `/pricing?plan=${plan}` : '/pricing'}
              className={buttonClasses({ className: 'mt-2' })}
            >
              Back to pricing
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
