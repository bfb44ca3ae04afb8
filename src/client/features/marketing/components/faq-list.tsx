import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '#client/lib/cn';

export type FaqItem = { question: string; answer: string };

/** Questions that open and close on click, Enter or Space; each button says if it is open. */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ul className="border-border bg-card divide-border divide-y rounded-2xl border">
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="hover:bg-muted/60 flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold"
              >
                {item.question}
                <ChevronDown
                  className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="text-muted-foreground px-5 pb-5"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
