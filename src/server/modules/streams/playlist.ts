/**
 * HLS playlists for the local live path (docs/integrations.md#hls-ingest): reading what a
 * broadcaster PUTs, and writing what viewers get under RFC 8216: each rendition's live window and
 * replay (media playlists whose target duration never changes), and the multivariant playlist
 * that lists the renditions (decision 0021).
 */

export type PlaylistSegment = {
  /** the file name, as the broadcaster named it */
  name: string;
  /** seconds, from #EXTINF */
  duration: number;
  /** preceded by #EXT-X-DISCONTINUITY: its timestamps do not follow on from the one before */
  discontinuity?: boolean;
};

export type ParsedPlaylist = {
  /** a multivariant playlist (it lists renditions, not segments) */
  multivariant: boolean;
  targetDuration: number | null;
  segments: PlaylistSegment[];
  ended: boolean;
  /** the initialization section (#EXT-X-MAP) of fragmented MP4 segments, by file name */
  map: string | null;
};

/** A plain file name as the ingest stores it: no folder, no scheme, no query. */
export const MEDIA_FILE_NAME = /^[A-Za-z0-9_-]{1,64}\.(ts|m4s|mp4)$/;

const attribute = (line: string, name: string) =>
  new RegExp(`(?:^|[:,])${name}=("([^"]*)"|[^,]*)`).exec(line)?.[2];

/**
 * Reads a playlist. Only plain relative file names are taken as segments: anything with a path, a
 * scheme or a query is left out (the ingest refuses to store such names anyway). Returns null when
 * the text is not an HLS playlist.
 */
export function parseMediaPlaylist(text: string): ParsedPlaylist | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return null;
  let targetDuration: number | null = null;
  let pendingDuration: number | null = null;
  let ended = false;
  let discontinuity = false;
  let multivariant = false;
  let map: string | null = null;
  const segments: PlaylistSegment[] = [];
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      const value = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
      if (Number.isFinite(value) && value > 0) targetDuration = value;
    } else if (line.startsWith('#EXTINF:')) {
      const value = Number.parseFloat(line.slice('#EXTINF:'.length));
      pendingDuration = Number.isFinite(value) && value > 0 ? value : null;
    } else if (line === '#EXT-X-ENDLIST') {
      ended = true;
    } else if (line === '#EXT-X-DISCONTINUITY') {
      discontinuity = true;
    } else if (line.startsWith('#EXT-X-STREAM-INF:')) {
      multivariant = true;
    } else if (line.startsWith('#EXT-X-MAP:')) {
      const uri = attribute(line.slice('#EXT-X-MAP:'.length), 'URI');
      if (uri && MEDIA_FILE_NAME.test(uri)) map = uri;
    } else if (!line.startsWith('#')) {
      if (pendingDuration !== null && MEDIA_FILE_NAME.test(line)) {
        segments.push({
          name: line,
          duration: pendingDuration,
          ...(discontinuity ? { discontinuity: true } : {}),
        });
      }
      pendingDuration = null;
      discontinuity = false;
    }
  }
  return { multivariant, targetDuration, segments, ended, map };
}

/** Declared target durations past this are taken as this (a broadcaster's typo, not a plan). */
const MAX_DECLARED_SECONDS = 30;

/**
 * The target duration a rendition keeps for its whole life (RFC 8216 §6.2.1 lets it never
 * change), fixed from the first playlist the broadcaster sends: twice its declared target plus a
 * second. An encoder cuts a segment at the first key frame after its target, so with a key frame
 * interval no longer than the segment (what broadcasters are told) one late key frame makes at
 * most two segments' worth; the second covers the rounding the RFC allows and timestamp jitter
 * (2.002 s). A longer segment is refused (decision 0021).
 */
export function fixedTargetDuration(declared: number | null, segments: PlaylistSegment[]): number {
  const longest = Math.max(0, ...segments.map((segment) => segment.duration));
  const base = Math.min(MAX_DECLARED_SECONDS, Math.max(1, Math.ceil(declared ?? longest) || 2));
  return 2 * base + 1;
}

/** RFC 8216 §4.3.3.1: a segment's duration, rounded to the nearest integer, is at most the target. */
export const fitsTarget = (duration: number, targetDuration: number) =>
  Math.round(duration) <= targetDuration;

/**
 * Where the live window starts: the fewest newest segments that together last at least three
 * target durations (RFC 8216 §6.2.2: none is removed while that would leave less), or all of them.
 */
export function liveWindowStart(segments: { duration: number }[], targetDuration: number): number {
  let seconds = 0;
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    seconds += segments[index]!.duration;
    if (seconds >= 3 * targetDuration) return index;
  }
  return 0;
}

export type MediaPlaylistOptions = {
  /** the rendition's fixed target duration */
  targetDuration: number;
  /** EXT-X-MEDIA-SEQUENCE: the number of the first segment listed */
  mediaSequence: number;
  /** EXT-X-DISCONTINUITY-SEQUENCE: discontinuities before the first segment listed */
  discontinuitySequence: number;
  /** EVENT for a replay (kept once it ends); none for a live window */
  type?: 'EVENT';
  /** the initialization section of fragmented MP4 segments */
  map?: string | null;
  ended: boolean;
  uri: (name: string) => string;
};

const formatDuration = (seconds: number) => seconds.toFixed(3);

/** A media playlist of `segments` (the window or the whole rendition). */
export function mediaPlaylist(segments: PlaylistSegment[], options: MediaPlaylistOptions): string {
  return [
    '#EXTM3U',
    // Decimal durations need version 3; an initialization section in a media playlist 6.
    `#EXT-X-VERSION:${options.map ? 6 : 3}`,
    `#EXT-X-TARGETDURATION:${options.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${options.mediaSequence}`,
    ...(options.discontinuitySequence > 0
      ? [`#EXT-X-DISCONTINUITY-SEQUENCE:${options.discontinuitySequence}`]
      : []),
    ...(options.type ? [`#EXT-X-PLAYLIST-TYPE:${options.type}`] : []),
    ...(options.map ? [`#EXT-X-MAP:URI="${options.uri(options.map)}"`] : []),
    ...segments.flatMap((segment, index) => [
      // A discontinuity opening the list is counted by DISCONTINUITY-SEQUENCE instead.
      ...(segment.discontinuity && index > 0 ? ['#EXT-X-DISCONTINUITY'] : []),
      `#EXTINF:${formatDuration(segment.duration)},`,
      options.uri(segment.name),
    ]),
    ...(options.ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');
}

/**
 * The live window of a rendition whose segments are `segments` (all of them, or the newest ones
 * with `firstSequence` the number of the first): numbered from the broadcast's first segment, so a
 * player polling it sees each segment once; ENDLIST once the broadcast is over.
 */
export function livePlaylist(
  segments: PlaylistSegment[],
  options: {
    targetDuration: number;
    uri: (name: string) => string;
    ended: boolean;
    map?: string | null;
    /** the number of segments[0]; 0 when `segments` is the whole rendition */
    firstSequence?: number;
    /** discontinuities before segments[0] */
    discontinuitiesBefore?: number;
  },
): string {
  const start = liveWindowStart(segments, options.targetDuration);
  // Players tell timelines apart by this number: the discontinuities up to the window's start.
  const discontinuities =
    (options.discontinuitiesBefore ?? 0) +
    segments.slice(0, start + 1).filter((segment, index) => {
      const number = (options.firstSequence ?? 0) + index;
      return segment.discontinuity && number > 0;
    }).length;
  return mediaPlaylist(segments.slice(start), {
    targetDuration: options.targetDuration,
    mediaSequence: (options.firstSequence ?? 0) + start,
    discontinuitySequence: discontinuities,
    map: options.map,
    ended: options.ended,
    uri: options.uri,
  });
}

/**
 * The whole rendition as one playlist: EVENT from its first segment, and still EVENT once over,
 * when ENDLIST is added (RFC 8216 §6.2.1: a playlist's type never changes).
 */
export function replayPlaylist(
  segments: PlaylistSegment[],
  options: {
    targetDuration: number;
    uri: (name: string) => string;
    ended: boolean;
    map?: string | null;
  },
): string {
  return mediaPlaylist(segments, {
    ...options,
    mediaSequence: 0,
    discontinuitySequence: 0,
    type: 'EVENT',
  });
}

/** A rendition as the multivariant playlist lists it: measured from what was received. */
export type Variant = {
  uri: string;
  /** peak segment bit rate, bits per second (RFC 8216 §4.3.4.2) */
  bandwidth: number;
  /** average segment bit rate */
  averageBandwidth?: number | null;
  /** RFC 6381 codec names, e.g. avc1.4d401e and mp4a.40.2 */
  codecs?: string[] | null;
  width?: number | null;
  height?: number | null;
};

/** The multivariant playlist: every rendition, highest bandwidth first. */
export function multivariantPlaylist(variants: Variant[]): string {
  const sorted = [...variants].sort((a, b) => b.bandwidth - a.bandwidth);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...sorted.flatMap((variant) => {
      const attributes = [
        `BANDWIDTH=${Math.max(1, Math.round(variant.bandwidth))}`,
        ...(variant.averageBandwidth
          ? [`AVERAGE-BANDWIDTH=${Math.max(1, Math.round(variant.averageBandwidth))}`]
          : []),
        ...(variant.codecs && variant.codecs.length > 0
          ? [`CODECS="${variant.codecs.join(',')}"`]
          : []),
        ...(variant.width && variant.height
          ? [`RESOLUTION=${variant.width}x${variant.height}`]
          : []),
      ];
      return [`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri];
    }),
    '',
  ].join('\n');
}

/** Total seconds of the segments. */
export function playlistSeconds(segments: { duration: number }[]): number {
  return segments.reduce((sum, segment) => sum + segment.duration, 0);
}

/**
 * The peak segment bit rate of RFC 8216 §4.3.4.2 for the newest segment: the highest rate of a
 * run of segments ending with it that lasts between half and one and a half target durations
 * (a single segment in that range, or short ones taken together).
 */
export function peakBitRate(
  recent: { duration: number; bytes: number }[],
  targetDuration: number,
): number {
  let seconds = 0;
  let bytes = 0;
  let peak = 0;
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    seconds += recent[index]!.duration;
    bytes += recent[index]!.bytes;
    if (seconds > 1.5 * targetDuration) break;
    if (seconds >= 0.5 * targetDuration) peak = Math.max(peak, (bytes * 8) / seconds);
  }
  // Segments longer than the range (or a rendition's first short one) count on their own.
  if (peak === 0 && seconds > 0) {
    const last = recent.at(-1)!;
    peak = (last.bytes * 8) / last.duration;
  }
  return peak;
}

/** Peak (RFC 8216 §4.3.4.2) and average bit rates of a whole rendition, bits per second. */
export function measuredBitRates(
  segments: { duration: number; bytes: number }[],
  targetDuration: number,
): { peak: number; average: number } {
  let peak = 0;
  for (let end = 1; end <= segments.length; end += 1) {
    // Runs longer than 1.5 target durations do not count: a few segments back is enough.
    peak = Math.max(peak, peakBitRate(segments.slice(Math.max(0, end - 16), end), targetDuration));
  }
  const seconds = playlistSeconds(segments);
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  return { peak, average: seconds > 0 ? (bytes * 8) / seconds : 0 };
}

/**
 * What an encoder PUTs (the test clients' and the demo's broadcaster): the last `size` segments,
 * with the target duration recomputed from them, as ffmpeg's HLS output does.
 */
export function encoderPlaylist(
  segments: PlaylistSegment[],
  options: { ended: boolean; size?: number; map?: string | null },
): string {
  const size = options.size ?? 5;
  const first = Math.max(0, segments.length - size);
  const window = segments.slice(first);
  return mediaPlaylist(window, {
    targetDuration: Math.max(1, Math.ceil(Math.max(0, ...window.map((s) => s.duration)))),
    mediaSequence: first,
    discontinuitySequence: segments
      .slice(0, first + 1)
      .filter((segment, index) => segment.discontinuity && index > 0).length,
    map: options.map,
    ended: options.ended,
    uri: (name) => name,
  });
}
