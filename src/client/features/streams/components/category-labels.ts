import type { ChannelCategory } from '#shared/streams';
import type { MessageId } from '#client/lib/i18n/i18n';

/** Each channel category's name (#shared/streams' channelCategoryLabels), as a message. */
export const categoryLabels = {
  'main-event': 'streams.category.mainEvent',
  'premium-team': 'streams.category.premiumTeam',
  tournament: 'streams.category.tournament',
  training: 'streams.category.training',
  podcast: 'streams.category.podcast',
  other: 'streams.category.other',
} as const satisfies Record<ChannelCategory, MessageId>;
