import { CalendarClock, Coins, Tag } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A channel's schedule and price, and the Watch & Earn message (docs/product.md#watch-and-earn), as
 * cards and pages show them.
 */
export function ChannelFacts({
  schedule,
  price,
  size = 'sm',
}: {
  schedule: string | null;
  price: string | null;
  /** sm on cards, base on the channel's own page */
  size?: 'sm' | 'base';
}) {
  const t = useT();
  return (
    <>
      <dl className={cn('grid text-sm', size === 'sm' ? 'gap-1.5' : 'gap-2')}>
        {schedule ? (
          <div className="flex items-start gap-2">
            <dt>
              <CalendarClock className="text-primary mt-0.5 size-4" aria-hidden />
              <span className="sr-only">{t('streams.facts.schedule')}</span>
            </dt>
            <dd>{schedule}</dd>
          </div>
        ) : null}
        {price ? (
          <div className="flex items-start gap-2">
            <dt>
              <Tag className="text-primary mt-0.5 size-4" aria-hidden />
              <span className="sr-only">{t('streams.facts.price')}</span>
            </dt>
            <dd className="font-semibold">{price}</dd>
          </div>
        ) : null}
      </dl>
      <p
        className={cn(
          'flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
          size === 'sm' ? 'text-xs' : 'text-sm',
        )}
      >
        <Coins className={cn('size-4 shrink-0', size === 'sm' ? 'mt-px' : 'mt-0.5')} aria-hidden />
        {t('streams.watchAndEarn')}
      </p>
    </>
  );
}
