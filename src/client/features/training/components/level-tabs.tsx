import { Lock } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { TrainingLevel } from '#shared/training/levels';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { levelNames } from '../sport-content';

export const levelTabId = (base: string, level: TrainingLevel) => `${base}-tab-${level}`;

/**
 * The level tabs of a library (ARIA tabs: arrow keys, Home and End move between them and
 * select; only the selected tab is in the Tab order). Locked levels carry a lock.
 */
export function LevelTabs({
  idBase,
  label,
  levels,
  selected,
  isLocked,
  onSelect,
}: {
  idBase: string;
  label: string;
  levels: readonly TrainingLevel[];
  selected: TrainingLevel;
  isLocked: (level: TrainingLevel) => boolean;
  onSelect: (level: TrainingLevel) => void;
}) {
  const t = useT();
  const tabs = useRef(new Map<TrainingLevel, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = levels.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? levels[(index + 1) % levels.length]
        : event.key === 'ArrowLeft'
          ? levels[(index - 1 + levels.length) % levels.length]
          : event.key === 'Home'
            ? levels[0]
            : event.key === 'End'
              ? levels[levels.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    tabs.current.get(target)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="bg-muted flex max-w-full gap-0.5 overflow-x-auto rounded-xl p-1 sm:inline-flex sm:gap-1"
    >
      {levels.map((level) => {
        const active = level === selected;
        const locked = isLocked(level);
        return (
          <button
            key={level}
            ref={(element) => {
              if (element) tabs.current.set(level, element);
              else tabs.current.delete(level);
            }}
            type="button"
            role="tab"
            id={levelTabId(idBase, level)}
            aria-selected={active}
            aria-controls={`${idBase}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(level)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-1 rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none sm:gap-1.5 sm:px-4',
              active
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(levelNames[level])}
            {locked ? (
              <>
                <Lock className="size-3.5" aria-hidden />
                <span className="sr-only">{` ${t('training.library.locked')}`}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
