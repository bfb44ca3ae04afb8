import type { Locale } from '#shared/locales';

/** Every query key of the streams feature; mutations invalidate these and no others. */
export const channelKeys = {
  all: ['channels'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
  one: (slug: string) => [...channelKeys.all, 'one', slug] as const,
  replays: () => [...channelKeys.all, 'replays'] as const,
  /** the on-demand library, whose catalogue words come in the page's language */
  vod: (locale: Locale) => [...channelKeys.all, 'vod', locale] as const,
  /** the caller's own channels (keyed by user, like every answer that depends on who asks) */
  own: (userId: string) => [...channelKeys.all, 'own', userId] as const,
  broadcasts: (slug: string) => [...channelKeys.all, 'broadcasts', slug] as const,
};
