import { Star } from 'lucide-react';
import { cn } from '#client/lib/cn';

/**
 * "Featured": the athlete holds the Recruiting Profile plan. The word is the badge, so it reads
 * the same without color; the star is decoration.
 */
export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'bg-primary text-primary-foreground inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Star className="size-3 fill-current" aria-hidden />
      Featured
    </span>
  );
}
