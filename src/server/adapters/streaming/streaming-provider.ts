import type { StreamingProviderKind } from '#shared/streams';

/** A stream as the provider reports it (docs/integrations.md#livepeer-streams). */
export type ProviderStream = {
  id: string;
  name: string;
  playbackId: string;
  isActive: boolean;
};

/** A stream just made: its key is known now and never again. */
export type NewProviderStream = ProviderStream & {
  streamKey: string;
  /** where the broadcaster sends the stream, key included (rtmp://… or http://…/ingest/…) */
  ingestUrl: string;
  /** the same address without the key, safe to show again later */
  ingestBase: string;
};

/**
 * A live-streaming service (docs/integrations.md#livepeer-api). The app is its own media server by
 * default (local); Livepeer Studio when LIVEPEER_API_KEY is set.
 */
export type StreamingProvider = {
  kind: StreamingProviderKind;
  createStream: (name: string) => Promise<NewProviderStream>;
  getStream: (id: string) => Promise<ProviderStream | null>;
  /**
   * The stream named exactly `name` (the provider's name filter is a substring match), the
   * active one first when several share it; null when there is none.
   */
  findStreamByName: (name: string) => Promise<ProviderStream | null>;
  /** Every top-level stream (no session children). */
  listStreams: () => Promise<ProviderStream[]>;
  deleteStream: (id: string) => Promise<void>;
  /**
   * Ends the session running on a stream now and keeps the stream and its key: software that
   * keeps sending may start again at once. Absent where the app is the media server itself
   * (LocalLive.stop does it there).
   */
  endSession?: (id: string) => Promise<void>;
  /**
   * Refuses broadcasts to a stream (`true`), ending a running one, or accepts them again
   * (`false`). Absent where the app is the media server itself (its ingest checks the channel).
   */
  setSuspended?: (id: string, suspended: boolean) => Promise<void>;
  /** The HLS playlist to play `playbackId` from, or null when the provider has none. */
  playbackUrl: (playbackId: string) => Promise<string | null>;
  /** The ingest address without a key, for the owner's page. */
  ingestBase: () => string;
  /**
   * Viewers watching now, by playbackId, in one call for every stream (Livepeer's realtime
   * viewership). Absent where the app counts viewers itself (the local provider).
   */
  viewersNow?: () => Promise<Map<string, number>>;
};

/** A failed call to the provider, with its fixed message (docs/product.md#texts-live). */
export class StreamingProviderError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Livepeer API error: ${status} - ${body}`);
    this.name = 'StreamingProviderError';
  }
}

/** An uploaded video asset at the provider (Livepeer assets), as far as the app tracks it. */
export type ProviderAsset = {
  id: string;
  playbackId: string | null;
  /** Livepeer's status.phase */
  phase: 'uploading' | 'waiting' | 'processing' | 'ready' | 'failed' | 'deleting' | 'deleted';
  /** the reason given when it failed */
  error: string | null;
};

/**
 * Video assets at the provider, for athlete highlight videos: ask for an upload address, send
 * the file there, then follow the asset until it is ready.
 */
export type VideoAssets = {
  /** POST /asset/request-upload: the address to PUT the file to, and the asset made for it. */
  requestUpload: (name: string) => Promise<{ uploadUrl: string; asset: ProviderAsset }>;
  /** PUT the file at `filePath` (of `size` bytes) to the upload address, streamed from disk. */
  uploadFile: (
    uploadUrl: string,
    file: { path: string; size: number; contentType: string },
  ) => Promise<void>;
  getAsset: (id: string) => Promise<ProviderAsset | null>;
  deleteAsset: (id: string) => Promise<void>;
  /** The HLS playlist for an asset's playbackId (GET /playback/{id}), or null. */
  playbackUrl: (playbackId: string) => Promise<string | null>;
};
