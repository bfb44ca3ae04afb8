import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Channel } from '#shared/schemas/streams';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { StreamCard, StreamCardPlaceholder } from './stream-card';

type ChannelList = UseQueryResult<{ items: Channel[] }>;

/** The channels named by `slugs`, in that order; unknown slugs are left out. */
export function pickChannels(channels: Channel[] | undefined, slugs: readonly string[]): Channel[] {
  return slugs.flatMap((slug) => channels?.find((channel) => channel.slug === slug) ?? []);
}

/**
 * Stream cards for some channels of the list: placeholders of the same size while the list
 * loads, the error with Try again when it failed (ListState).
 */
export function ChannelGrid({
  list,
  channels,
  placeholders,
  emptyText,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
  actions,
  atTop = false,
}: {
  list: ChannelList;
  channels: Channel[];
  placeholders: number;
  emptyText?: string;
  columns?: string;
  actions?: (channel: Channel) => ReactNode;
  /** the grid starts near the top of its page: the first card's picture is the page's largest */
  atTop?: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  return (
    <ListState
      // once loaded, a list that fails to refresh keeps its channels
      query={{
        isPending: list.isPending,
        error: list.data ? null : list.error,
        refetch: list.refetch,
      }}
      skeleton={
        <ul className={cn('grid gap-6', columns)}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <StreamCardPlaceholder />
            </li>
          ))}
        </ul>
      }
      errorStyle="box"
      describeError={(error) => shown(errorMessage(error, t('streams.grid.loadError')))}
      retry
      isEmpty={channels.length === 0}
      emptyView={
        emptyText ? (
          <p className="text-muted-foreground border-border rounded-xl border p-6">{emptyText}</p>
        ) : null
      }
    >
      <ul className={cn('grid gap-6', columns)}>
        {channels.map((channel, index) => (
          <li key={channel.slug}>
            <StreamCard channel={channel} priority={atTop && index === 0}>
              {actions?.(channel)}
            </StreamCard>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
