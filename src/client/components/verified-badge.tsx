import { BadgeCheck } from 'lucide-react';
import { cn } from '#client/lib/cn';

/**
 * "Verified · {institution} · {level}": what a verified coach's name carries everywhere
 * (docs/product.md#coach-verification). The words are the badge; the check is decoration.
 */
export function VerifiedBadge({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-emerald-300 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900',
        'dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
        className,
      )}
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden />
      {text}
    </span>
  );
}
