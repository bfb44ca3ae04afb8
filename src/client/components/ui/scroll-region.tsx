import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A box that scrolls sideways when what it holds (a wide table) is wider than the screen. It is
 * in the Tab order and named by `label`, so that someone on a keyboard can reach it and scroll
 * it with the arrow keys, and a screen reader says what it is (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'focus-visible:ring-primary/50 overflow-x-auto focus-visible:ring-3 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
