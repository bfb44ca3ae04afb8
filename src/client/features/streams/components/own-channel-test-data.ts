import type { ChannelWithKey, OwnChannel } from '#shared/schemas/streams';

/** A coach's channel as GET /api/me/channels answers it, for the streams tests. */
export function ownChannel(overrides: Partial<OwnChannel> = {}): OwnChannel {
  return {
    slug: 'eagles-scrimmage',
    title: 'Eagles Scrimmage',
    channel: 'Eastside Eagles',
    description: 'Saturday scrimmages.',
    imageUrl: null,
    category: 'tournament',
    schedule: 'Saturdays 10am',
    priceCents: 450,
    premium: false,
    featured: false,
    status: 'ondemand',
    found: true,
    isActive: false,
    playbackId: 'eagles',
    playbackUrl: null,
    viewers: 0,
    liveSince: null,
    offer: null,
    locked: false,
    passUntil: null,
    sessions: [],
    provider: 'local',
    ingestUrl: 'http://localhost:3000/ingest',
    createdAt: '2026-03-01T12:00:00.000Z',
    broadcastNotice: null,
    archivedAt: null,
    ...overrides,
  };
}

export const streamKey = 'sk_live_0123456789abcdefXYZ';

export function channelWithKey(channel: OwnChannel = ownChannel()): ChannelWithKey {
  return {
    channel,
    streamKey,
    ingestUrl:
      channel.provider === 'local'
        ? `${channel.ingestUrl}/${streamKey}/index.m3u8`
        : `${channel.ingestUrl}/${streamKey}`,
  };
}

/**
 * Answers the typed client's requests by "METHOD path" (`GET /api/me/channels`); anything else is
 * a 404 (the shared answerRequests). sentBody reads what was sent.
 */
export { answerRequests as mockApi, sentBody } from '#client/test/answer-requests';
