import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Channel } from '#shared/schemas/streams';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { StreamCard, StreamCardPlaceholder } from './stream-card';

type ChannelList = UseQueryResult<{ items: Channel[] }>;

/** The channels named by `slugs`, in that order; unknown slugs are left out. */
export function pickChannels(channels: Channel[] | undefined, slugs: readonly string[]): Channel[] {
  return slugs.flatMap((slug) => channels?.find((channel) => channel.slug === slug) ?? []);
}

/** What to show when the channel list could not be loaded, with a way to ask again. */
export function ChannelsError({ list }: { list: ChannelList }) {
  return (
    <div className="border-border flex flex-col items-start gap-3 rounded-xl border p-6">
      <p role="alert">{errorMessage(list.error, 'The live channels could not be loaded.')}</p>
      <Button variant="secondary" onClick={() => void list.refetch()}>
        <RotateCcw className="size-4" aria-hidden />
        Try again
      </Button>
    </div>
  );
}

/**
 * Stream cards for some channels of the list: placeholders of the same size while the list
 * loads, the error with Try again when it failed.
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
  if (list.isError && !list.data) return <ChannelsError list={list} />;
  if (list.data && channels.length === 0) {
    return emptyText ? (
      <p className="text-muted-foreground border-border rounded-xl border p-6">{emptyText}</p>
    ) : null;
  }
  return (
    <ul className={cn('grid gap-6', columns)}>
      {list.isPending
        ? Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <StreamCardPlaceholder />
            </li>
          ))
        : channels.map((channel, index) => (
            <li key={channel.slug}>
              <StreamCard channel={channel} priority={atTop && index === 0}>
                {actions?.(channel)}
              </StreamCard>
            </li>
          ))}
    </ul>
  );
}
