import { useRef, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn';
import { tabKeyTarget } from './tab-key-target';

/**
 * A row of tabs that follows the ARIA pattern: arrow keys, Home and End move between them and
 * select; only the selected one is in the Tab order. The panel (`panelId`) is the caller's.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
  className,
  tabClassName,
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
  tabId: (tab: T) => string;
  panelId: string;
  /** the list's layout */
  className: string;
  /** each tab's layout; the selected tab's colours are the same everywhere */
  tabClassName: string;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(
      tabs,
      tabs.findIndex((tab) => tab.id === selected),
      event.key,
    );
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              tabClassName,
              active
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
