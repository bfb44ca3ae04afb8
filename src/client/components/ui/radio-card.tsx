import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * One choice of a radio group as a bordered card: the radio, a label and an optional line under
 * it. The card shows when it is checked, focused from the keyboard or disabled. Every other prop
 * (and a form library's ref) goes to the radio input.
 */
export function RadioCard({
  label,
  description,
  compact = false,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  /** a tighter card with a smaller label, for long lists */
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        'border-border has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-primary/40 flex cursor-pointer items-start gap-3 rounded-lg border has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2',
        compact ? 'hover:bg-muted/60 px-3 py-2 text-sm' : 'p-3',
        className,
      )}
    >
      <input
        type="radio"
        className={cn('accent-primary shrink-0', compact ? 'mt-0.5 size-4' : 'mt-1')}
        {...input}
      />
      {description === undefined ? (
        <span>{label}</span>
      ) : (
        <span>
          <span className="block font-medium">{label}</span>
          <span className="text-muted-foreground block text-sm">{description}</span>
        </span>
      )}
    </label>
  );
}
