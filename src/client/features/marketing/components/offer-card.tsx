import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A priced offer in a grid (a plan, a partnership package): a card with its badge and its name,
 * ringed when it is the popular one. The price, lists and button come as children.
 */
export function OfferCard({
  id,
  titleId,
  title,
  titleClassName = 'text-lg font-semibold',
  badge,
  popular = false,
  children,
}: {
  /** An HTML id, for links to the card such as /pricing#recruiting. */
  id?: string;
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  badge?: string | null;
  popular?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'bg-card relative flex h-full scroll-mt-32 flex-col rounded-2xl border p-6 shadow-sm',
        popular ? 'border-primary ring-primary/30 ring-2' : 'border-border',
      )}
    >
      {badge ? (
        <span
          className={cn(
            'absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold',
            popular ? 'bg-primary text-primary-foreground' : 'bg-accent text-foreground',
          )}
        >
          {badge}
        </span>
      ) : null}
      <h3 id={titleId} className={titleClassName}>
        {title}
      </h3>
      {children}
    </article>
  );
}

/** An offer's price in large figures with how it is billed beside it. */
export function OfferPrice({
  amount,
  billing,
  className,
  amountTestId,
}: {
  amount: ReactNode;
  billing: ReactNode;
  /** The space above. */
  className?: string;
  amountTestId?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="text-4xl font-extrabold tracking-tight" data-testid={amountTestId}>
        {amount}
      </span>
      <span className="text-muted-foreground text-sm">{billing}</span>
    </p>
  );
}
