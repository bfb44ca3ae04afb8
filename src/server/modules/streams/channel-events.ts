/**
 * Tells open pages that a channel went live or idle, so its card changes within a second instead of
 * at the next minute's refetch (the one-minute refetch of docs/product.md#stream-states stays the
 * fallback).
 *
 * Services `emit`; the app relays that to every instance on the database (see createApp), and
 * each instance `deliver`s it to the pages listening to it.
 */
/** The invalidation group every instance hears a channel change on. */
export const CHANNELS_GROUP = 'channels';

export type ChannelEvents = {
  emit: (slug: string) => void;
  deliver: (slug: string) => void;
  relayThrough: (relay: (slug: string) => void) => void;
  subscribe: (listener: (slug: string) => void) => () => void;
  /** Resolves when the server is shutting down: open event streams end cleanly then. */
  closing: Promise<void>;
  /** The server is shutting down (see `closing`). */
  close: () => void;
};

export function createChannelEvents(): ChannelEvents {
  const listeners = new Set<(slug: string) => void>();
  let relay: ((slug: string) => void) | undefined;
  let close = () => {};
  const closing = new Promise<void>((resolve) => (close = resolve));
  const deliver = (slug: string) => {
    for (const listener of listeners) listener(slug);
  };
  return {
    emit: (slug) => (relay ? relay(slug) : deliver(slug)),
    deliver,
    relayThrough(next) {
      relay = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    closing,
    close: () => close(),
  };
}
