// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelKeys } from './channel-keys';
import { useChannelEvents } from './use-channel-events';

/** An EventSource that the test drives: `emit` fires a named event at its listeners. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
}

afterEach(() => {
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEvents(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChannelEvents(), { wrapper });
}

describe('useChannelEvents', () => {
  it('opens one connection, asks every channel answer again on each event and closes at the end', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const first = renderEvents(queryClient);
    const second = renderEvents(queryClient);
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/channels/events');

    source!.emit('channel', 'main-event');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: channelKeys.all });

    first.unmount();
    expect(source!.closed).toBe(false);
    second.unmount();
    expect(source!.closed).toBe(true);
  });
});
