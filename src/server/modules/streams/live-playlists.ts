import {
  fitsTarget,
  fixedTargetDuration,
  livePlaylist,
  multivariantPlaylist,
  peakBitRate,
  playlistSeconds,
  type ParsedPlaylist,
  type PlaylistSegment,
  type Variant,
} from './playlist';
import {
  listedRenditions,
  renditionPath,
  type LiveBroadcast,
  type Rendition,
  type RunningBroadcasts,
} from './live-broadcast';

// A broadcast's renditions as players read them (decision 0021): what a broadcaster's playlist
// lists in its rendition, measured for the multivariant playlist, and the live playlists built
// from it. The replays written to disk are live-replays.ts's.

/** Segments measured for a rendition's peak bit rate: enough for 1.5 target durations. */
const MEASURED_SEGMENTS = 16;

const segmentUrl = (broadcastId: string, rendition: string) => (name: string) =>
  `/live-media/b/${broadcastId}/${renditionPath(rendition, name)}`;

/** A rendition as the multivariant playlist lists it, from what was measured. */
export function variantOf(rendition: Rendition, uri: string): Variant {
  const seconds = playlistSeconds(rendition.segments);
  const media = rendition.media;
  return {
    uri,
    bandwidth: rendition.peakBitRate,
    averageBandwidth: seconds > 0 ? (rendition.listedBytes * 8) / seconds : null,
    codecs: media?.codecsComplete ? media.codecs : null,
    width: media?.width ?? null,
    height: media?.height ?? null,
  };
}

/** Lists a received segment in its rendition, measuring its bit rate. */
function list(rendition: Rendition, segment: PlaylistSegment) {
  const bytes = rendition.stored.get(segment.name) ?? 0;
  const discontinuity = segment.discontinuity === true || rendition.gap;
  rendition.segments.push({
    name: segment.name,
    duration: segment.duration,
    ...(discontinuity && rendition.segments.length > 0 ? { discontinuity: true } : {}),
  });
  rendition.gap = false;
  rendition.listedBytes += bytes;
  rendition.measured.push({ duration: segment.duration, bytes });
  if (rendition.measured.length > MEASURED_SEGMENTS) rendition.measured.shift();
  rendition.peakBitRate = Math.max(
    rendition.peakBitRate,
    peakBitRate(rendition.measured, rendition.targetDuration!),
  );
}

/**
 * Lists in `rendition` the segments a broadcaster's playlist names that were received and not
 * listed yet; fixes the rendition's target duration on its first playlist. True when one was
 * added.
 */
export function listFromPlaylist(
  broadcast: LiveBroadcast,
  rendition: Rendition,
  parsed: ParsedPlaylist,
): boolean {
  rendition.targetDuration ??= fixedTargetDuration(parsed.targetDuration, parsed.segments);
  const listed = new Set(rendition.segments.map((segment) => segment.name));
  let added = false;
  for (const segment of parsed.segments) {
    if (listed.has(segment.name) || rendition.refused.has(segment.name)) continue;
    if (!rendition.stored.has(segment.name)) continue;
    if (!fitsTarget(segment.duration, rendition.targetDuration)) {
      // Left out, never listed with a longer target (decision 0021): what follows it is
      // marked as a discontinuity, and the owner is told why.
      rendition.refused.add(segment.name);
      rendition.gap = true;
      broadcast.notice =
        `Segment ${renditionPath(rendition.name, segment.name)} lasted ${segment.duration.toFixed(1)} s, ` +
        `longer than this broadcast's ${rendition.targetDuration} s target, and was left out: ` +
        'send a key frame every segment (ffmpeg -force_key_frames, or OBS keyframe interval) and keep -hls_time.';
      continue;
    }
    list(rendition, segment);
    listed.add(segment.name);
    added = true;
  }
  return added;
}

/**
 * What a player reads of a running (or just ended) broadcast: its live multivariant playlist and
 * its renditions' live windows, each counting the asker with `countViewer`.
 */
export function createLivePlaylists({
  running,
  countViewer,
}: {
  running: RunningBroadcasts;
  countViewer: (broadcast: LiveBroadcast, viewer: string) => void;
}) {
  return {
    /**
     * The live multivariant playlist of a channel's running (or just ended) broadcast: one
     * variant per rendition with segments, measured; null when there is none. Its asker counts
     * as a viewer, as with the media playlists players poll after it.
     */
    livePlaylist(playbackId: string, viewer: string): string | null {
      const broadcast = running.byPlaybackId.get(playbackId);
      if (!broadcast) return null;
      const listed = listedRenditions(broadcast);
      if (listed.length === 0) return null;
      countViewer(broadcast, viewer);
      broadcast.master ??= multivariantPlaylist(
        listed.map((rendition) =>
          variantOf(rendition, renditionPath(rendition.name, 'index.m3u8')),
        ),
      );
      return broadcast.master;
    },

    /**
     * A rendition's live window (the single rendition for '', or the first listed when all are
     * named), counting the asker as a viewer; null when there is none.
     */
    renditionPlaylist(playbackId: string, renditionName: string, viewer: string): string | null {
      const broadcast = running.byPlaybackId.get(playbackId);
      if (!broadcast) return null;
      const rendition =
        broadcast.renditions.get(renditionName) ??
        (renditionName === '' ? listedRenditions(broadcast)[0] : undefined);
      if (!rendition || rendition.targetDuration === null) return null;
      countViewer(broadcast, viewer);
      // Every viewer asks every few seconds: built once per change, not once per request.
      rendition.playlist ??= livePlaylist(rendition.segments, {
        targetDuration: rendition.targetDuration,
        uri: segmentUrl(broadcast.id, rendition.name),
        ended: broadcast.endedAt !== null,
      });
      return rendition.playlist;
    },
  };
}
