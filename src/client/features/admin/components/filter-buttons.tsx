import { cn } from '#client/lib/cn';
import { useAdminFormats } from './admin-formats';

/** A row of toggle buttons choosing one filter of a list (a status), each with its count. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const formats = useAdminFormats();
  return (
    <div
      role="group"
      aria-label={label}
      className="bg-muted inline-flex max-w-full gap-1 overflow-x-auto rounded-xl p-1"
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
              active
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
            {/* A space, so the name reads "New 3" and not "New3". */}
            {option.count === undefined ? null : ' '}
            {option.count === undefined ? null : (
              <span className="bg-background/60 rounded-full px-1.5 text-xs tabular-nums">
                {formats.count(option.count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
