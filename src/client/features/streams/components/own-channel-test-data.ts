import { vi } from 'vitest';
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

type Answer = { status: number; body?: unknown };

/**
 * Answers the typed client's requests by "METHOD path" (`GET /api/me/channels`); anything else is
 * a 404. Returns the spy, whose calls hold what was sent.
 */
export function mockApi(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = answers[key] ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found.' },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The JSON body of the fetch call sent as "METHOD path". */
export function sentBody(fetch: ReturnType<typeof mockApi>, key: string): unknown {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  if (!call) throw new Error(`No request ${key}`);
  return JSON.parse(String(call[1]?.body));
}
