import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { channelKeys } from './channel-keys';

const EVENTS_URL = '/api/channels/events';

let source: EventSource | null = null;
const listeners = new Map<QueryClient, number>();

function onChannel() {
  for (const queryClient of listeners.keys()) {
    void queryClient.invalidateQueries({ queryKey: channelKeys.all });
  }
}

function subscribe(queryClient: QueryClient) {
  listeners.set(queryClient, (listeners.get(queryClient) ?? 0) + 1);
  if (!source) {
    // EventSource reconnects by itself after a dropped connection.
    source = new EventSource(EVENTS_URL);
    source.addEventListener('channel', onChannel);
  }
  return () => {
    const count = (listeners.get(queryClient) ?? 1) - 1;
    if (count > 0) listeners.set(queryClient, count);
    else listeners.delete(queryClient);
    if (listeners.size === 0 && source) {
      source.removeEventListener('channel', onChannel);
      source.close();
      source = null;
    }
  };
}

/**
 * While a stream page is shown, one connection to the channel events: whenever a channel goes
 * live or idle, every channel answer (lists, pages, replays) is fetched again at once instead
 * of at the next minute's refetch. Browser only; several pages mounted share the connection.
 */
export function useChannelEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return subscribe(queryClient);
  }, [queryClient]);
}
