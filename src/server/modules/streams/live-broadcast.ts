import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { INGEST_MAX_RENDITIONS } from '#shared/streams';
import { playlistSeconds, type PlaylistSegment } from './playlist';
import type { SegmentMedia } from './ts-probe';

// What a running broadcast of the app's own media server is, shared by its parts: the ingest
// (live-ingest.ts), the playlists (live-playlists.ts, live-replays.ts), the viewers
// (live-viewers.ts) and its start and end (live-lifecycle.ts).

/**
 * One rendition of a broadcast: the single one sent to /ingest/{key}/{file} (named ''), or one
 * of several sent to /ingest/{key}/{rendition}/{file}.
 */
export type Rendition = {
  name: string;
  dir: string;
  segments: PlaylistSegment[];
  /** segment files on disk, listed or not yet, with their sizes */
  stored: Map<string, number>;
  /** fixed by the first playlist for the rendition's whole life (decision 0021) */
  targetDuration: number | null;
  /** segments left out for lasting longer than the target duration */
  refused: Set<string>;
  /** a segment was left out: the next one listed opens a discontinuity */
  gap: boolean;
  /** the live playlist as last built; dropped when a segment is listed or the broadcast ends */
  playlist: string | null;
  /** the newest listed segments' durations and sizes */
  measured: { duration: number; bytes: number }[];
  peakBitRate: number;
  listedBytes: number;
  media: SegmentMedia | null;
  probes: number;
  /** its folder made */
  ready: Promise<unknown>;
};

export type LiveBroadcast = {
  id: string;
  channelId: string;
  playbackId: string;
  dir: string;
  renditions: Map<string, Rendition>;
  /** the size of all its segment files */
  bytes: number;
  startedAt: Date;
  lastActivity: number;
  /** the live multivariant playlist as last built; dropped with any rendition's */
  master: string | null;
  /** why the broadcaster's last refused segment was refused, for its owner */
  notice: string | null;
  viewers: Map<string, number>;
  peakViewers: number;
  endedAt: number | null;
};

/** The channel a stream key belongs to. */
export type KeyOwner = { channelId: string; playbackId: string; title: string; archived: boolean };

export type LiveStatus = {
  isActive: boolean;
  broadcastId: string | null;
  since: Date | null;
  viewers: number;
  /** why a segment of the running broadcast was refused (for the channel's owner), or null */
  notice: string | null;
};

/**
 * The broadcasts this process knows, running or just ended, by channel, playback id and id:
 * made once by createLocalLive and handed to each part.
 */
export type RunningBroadcasts = {
  byChannel: Map<string, LiveBroadcast>;
  byPlaybackId: Map<string, LiveBroadcast>;
  byId: Map<string, LiveBroadcast>;
};

export const runningBroadcasts = (): RunningBroadcasts => ({
  byChannel: new Map(),
  byPlaybackId: new Map(),
  byId: new Map(),
});

/** A broadcast's name: its channel's title and the day it started ("Hoops: Nov 24, 2026"). */
export function broadcastTitle(channelTitle: string, startedAt: Date): string {
  const day = startedAt.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${channelTitle}: ${day}`;
}

/** A local broadcast's replay: its multivariant playlist (decision 0021). */
export const localReplayUrl = (broadcastId: string) => `/live-media/b/${broadcastId}/master.m3u8`;
/** A local channel's live playback: its multivariant playlist (decision 0021). */
export const localLiveUrl = (playbackId: string) => `/live-media/${playbackId}/master.m3u8`;
/** A rendition's folder under its broadcast's ('' for a single rendition: the broadcast's own). */
export const renditionPath = (rendition: string, name: string) =>
  rendition ? `${rendition}/${name}` : name;

/** The renditions a multivariant playlist lists: those with segments. */
export const listedRenditions = (broadcast: LiveBroadcast) =>
  [...broadcast.renditions.values()].filter((rendition) => rendition.segments.length > 0);

/** How long the broadcast lasted: its longest rendition. */
export const broadcastSeconds = (broadcast: LiveBroadcast) =>
  Math.max(0, ...[...broadcast.renditions.values()].map((r) => playlistSeconds(r.segments)));

/** A broadcast's rendition, made on its first segment; null past the renditions allowed. */
export async function renditionOf(
  broadcast: LiveBroadcast,
  name: string,
): Promise<Rendition | null> {
  const known = broadcast.renditions.get(name);
  if (known) {
    await known.ready;
    return known;
  }
  if (broadcast.renditions.size >= INGEST_MAX_RENDITIONS) return null;
  const dir = name ? path.join(broadcast.dir, name) : broadcast.dir;
  const rendition: Rendition = {
    name,
    dir,
    segments: [],
    stored: new Map(),
    targetDuration: null,
    refused: new Set(),
    gap: false,
    playlist: null,
    measured: [],
    peakBitRate: 0,
    listedBytes: 0,
    media: null,
    probes: 0,
    // Known at once, so uploads arriving together make one rendition and wait for its folder.
    ready: mkdir(dir, { recursive: true }),
  };
  broadcast.renditions.set(name, rendition);
  await rendition.ready;
  return rendition;
}
