import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { VodVideo } from '#shared/schemas/streams';
import { TabList } from '#client/components/ui/tab-list';
import { errorMessage } from '#client/lib/api';
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
 * The on-demand library and past broadcasts (docs/product.md#vod-library) under two tabs (ARIA
 * tabs: arrow keys, Home and End move between them). A picked video plays above its grid.
 */
export function VodLibrary() {
  const [selected, setSelected] = useState<Tab>('vod');
  const idBase = useId();
  const vod = useQuery(vodQueryOptions());
  const replays = useQuery({ ...replaysQueryOptions(), enabled: selected === 'replays' });

  return (
    <div>
      <TabList
        label="Videos"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        tabId={(tab) => `${idBase}-tab-${tab}`}
        panelId={`${idBase}-panel`}
        className="bg-muted inline-flex max-w-full gap-1 rounded-xl p-1"
        tabClassName="rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors"
      />
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
