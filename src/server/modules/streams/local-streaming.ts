import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  NewProviderStream,
  ProviderStream,
  StreamingProvider,
} from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import { channels } from '#server/db/schema';
import { localLiveUrl } from './live-broadcast';
import type { LocalLive } from './local-live';
import { newSecretToken } from '#server/lib/secret-token';

/**
 * The provider interface over the app's own media server: a "stream" is a local channel's
 * stream id, playback id and key, and it is active while a broadcast is arriving.
 */
export function createLocalStreaming({
  db,
  live,
  publicUrl,
}: {
  db: Database;
  live: LocalLive;
  publicUrl: string;
}): StreamingProvider {
  const ingestBase = `${publicUrl}/ingest`;

  const read = async (where: ReturnType<typeof eq>): Promise<ProviderStream[]> => {
    const rows = await db
      .select({
        channelId: channels.id,
        id: channels.providerStreamId,
        name: channels.providerStreamName,
        playbackId: channels.playbackId,
      })
      .from(channels)
      .where(and(eq(channels.provider, 'local'), where));
    return rows.flatMap((row) =>
      row.id && row.playbackId
        ? [
            {
              id: row.id,
              name: row.name ?? '',
              playbackId: row.playbackId,
              isActive: live.status(row.channelId).isActive,
            },
          ]
        : [],
    );
  };

  return {
    kind: 'local',
    createStream(name): Promise<NewProviderStream> {
      const streamKey = newSecretToken();
      return Promise.resolve({
        id: randomUUID(),
        name,
        playbackId: randomBytes(8).toString('hex'),
        isActive: false,
        streamKey,
        ingestUrl: `${ingestBase}/${streamKey}/index.m3u8`,
        ingestBase,
      });
    },
    getStream: async (id) => (await read(eq(channels.providerStreamId, id)))[0] ?? null,
    async findStreamByName(name) {
      const found = await read(eq(channels.providerStreamName, name));
      return found.find((stream) => stream.isActive) ?? found[0] ?? null;
    },
    listStreams: () => read(eq(channels.provider, 'local')),
    async deleteStream(id) {
      const [row] = await db
        .select({ channelId: channels.id })
        .from(channels)
        .where(eq(channels.providerStreamId, id));
      if (row) await live.stop(row.channelId);
    },
    playbackUrl: (playbackId) => Promise.resolve(localLiveUrl(playbackId)),
    ingestBase: () => ingestBase,
  };
}
