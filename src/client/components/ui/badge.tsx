import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * The badges' colours: one palette for every status pill on the site. The outlined ones
 * (success, warning, danger) match the alerts' colours.
 */
const tones = {
  neutral: 'border-transparent bg-muted text-muted-foreground',
  primary: 'border-transparent bg-primary text-primary-foreground',
  // A little darker than the brand colour in light mode: it stays above 4.5:1 on a card that is
  // itself tinted (a selected row).
  accent:
    'border-transparent bg-primary/10 text-[color-mix(in_oklab,var(--primary),black_20%)] dark:text-primary',
  info: 'border-transparent bg-sky-500/10 text-sky-800 dark:text-sky-200',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  live: 'border-transparent bg-red-600 text-white',
  /** over a picture */
  dark: 'border-transparent bg-slate-900/80 text-slate-100',
};

export type BadgeTone = keyof typeof tones;

const sizes = {
  sm: 'px-2 py-0.5 text-xs',
  /** beside body text, in a list of facts */
  md: 'px-2.5 py-0.5 text-sm',
};

/**
 * A small rounded status pill: "Featured", "Test mode", "Paid", "LIVE · 3 watching". The words
 * are the badge, so it reads the same without its colour; an icon beside them is decoration.
 */
export function Badge({
  tone = 'neutral',
  size = 'sm',
  className,
  children,
}: {
  tone?: BadgeTone;
  size?: keyof typeof sizes;
  /** layout only (a margin, `shrink-0`, `whitespace-nowrap`); colours come from `tone` */
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border font-semibold',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
