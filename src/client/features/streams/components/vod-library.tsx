import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { VodVideo } from '#shared/schemas/streams';
import { TabList } from '#client/components/ui/tab-list';
import { errorMessage } from '#client/lib/api';
import { useLocale, useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { replaysQueryOptions, vodQueryOptions } from '../api/channels';
import { PlayableGrid, type PlayableVideo } from './playable-grid';
import { ReplayList } from './replay-list';

const tabs = [
  { id: 'vod', label: 'streams.vod.tabLibrary' },
  { id: 'replays', label: 'streams.vod.tabReplays' },
] as const satisfies readonly { id: string; label: MessageId }[];
type Tab = (typeof tabs)[number]['id'];

const toPlayableVod = (video: VodVideo): PlayableVideo => ({ ...video, badge: 'ON DEMAND' });

/**
 * The on-demand library and past broadcasts (docs/product.md#vod-library) under two tabs (ARIA
 * tabs: arrow keys, Home and End move between them). A picked video plays above its grid.
 */
export function VodLibrary() {
  const t = useT();
  const shown = useShownText();
  const [selected, setSelected] = useState<Tab>('vod');
  const idBase = useId();
  const vod = useQuery(vodQueryOptions(useLocale()));
  const replays = useQuery({ ...replaysQueryOptions(), enabled: selected === 'replays' });

  return (
    <div>
      <TabList
        label={t('streams.vod.label')}
        tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
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
            error={vod.isError ? shown(errorMessage(vod.error, t('streams.vod.loadError'))) : null}
            onRetry={() => void vod.refetch()}
            emptyText={t('streams.vod.empty')}
            placeholders={8}
          />
        ) : (
          <ReplayList
            key="replays"
            replays={replays.data?.items ?? []}
            pending={replays.isPending}
            error={
              replays.isError
                ? shown(errorMessage(replays.error, t('streams.vod.replaysLoadError')))
                : null
            }
            onRetry={() => void replays.refetch()}
          />
        )}
      </div>
    </div>
  );
}
