import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { VodVideo } from '#shared/schemas/streams';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { replaysQueryOptions, vodQueryOptions } from '../api/channels';
import { PlayableGrid, type PlayableVideo } from './playable-grid';
import { ReplayList } from './replay-list';

const tabs = [
  { id: 'vod', label: 'VOD Library' },
  { id: 'replays', label: 'Replays' },
] as const;
type Tab = (typeof tabs)[number]['id'];

const toPlayableVod = (video: VodVideo): PlayableVideo => ({ ...video, badge: 'ON DEMAND' });

/**
 * SPEC §2 Explore/Live: the on-demand library and past broadcasts under two tabs (ARIA tabs:
 * arrow keys, Home and End move between them). A picked video plays above its grid.
 */
export function VodLibrary() {
  const [selected, setSelected] = useState<Tab>('vod');
  const idBase = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const vod = useQuery(vodQueryOptions());
  const replays = useQuery({ ...replaysQueryOptions(), enabled: selected === 'replays' });

  const select = (tab: Tab) => {
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Videos"
        onKeyDown={onKeyDown}
        className="bg-muted inline-flex max-w-full gap-1 rounded-xl p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idBase}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={cn(
                'rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
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
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${selected}`}
        className="mt-6"
      >
        {selected === 'vod' ? (
          <PlayableGrid
            key="vod"
            videos={vod.data?.items.map(toPlayableVod) ?? []}
            pending={vod.isPending}
            error={vod.isError ? errorMessage(vod.error, 'The videos could not be loaded.') : null}
            onRetry={() => void vod.refetch()}
            emptyText="No videos in the library yet."
            placeholders={8}
          />
        ) : (
          <ReplayList
            key="replays"
            replays={replays.data?.items ?? []}
            pending={replays.isPending}
            error={
              replays.isError
                ? errorMessage(replays.error, 'The replays could not be loaded.')
                : null
            }
            onRetry={() => void replays.refetch()}
          />
        )}
      </div>
    </div>
  );
}
