/**
 * Tells open pages that a channel went live or idle, so its card changes within a second
 * instead of at the next minute's refetch (SPEC §9's rhythm stays the fallback).
 */
export type ChannelEvents = {
  emit: (slug: string) => void;
  subscribe: (listener: (slug: string) => void) => () => void;
};

export function createChannelEvents(): ChannelEvents {
  const listeners = new Set<(slug: string) => void>();
  return {
    emit(slug) {
      for (const listener of listeners) listener(slug);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
