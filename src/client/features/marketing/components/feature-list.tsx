import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';

export type Feature = { icon: LucideIcon; title: string; text: string };

const tileTones = {
  primary: 'bg-primary/10 text-primary',
  pi: 'bg-violet-500/10 text-violet-600 dark:text-violet-400',
};

/**
 * A list of short features, each an icon tile, a title (h3) and a line of text: as cards in a
 * grid, or as rows beside their icon.
 */
export function FeatureList({
  features,
  layout = 'card',
  tone = 'primary',
  className,
}: {
  features: Feature[];
  layout?: 'card' | 'row';
  tone?: keyof typeof tileTones;
  /** The grid: columns and gaps. */
  className?: string;
}) {
  return (
    <ul className={className}>
      {features.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className={
            layout === 'card'
              ? 'border-border bg-card flex flex-col rounded-2xl border p-6 shadow-sm'
              : 'flex gap-4'
          }
        >
          <span
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
              tileTones[tone],
            )}
          >
            <Icon className="size-6" aria-hidden />
          </span>
          <div className={layout === 'card' ? 'mt-4' : undefined}>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-1 text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
