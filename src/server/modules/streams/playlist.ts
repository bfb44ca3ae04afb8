/**
 * HLS media playlists for the local live path (docs/integrations.md#hls-ingest): reading what a
 * broadcaster PUTs, and writing the sliding live window and the replay.
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
  targetDuration: number | null;
  segments: PlaylistSegment[];
  ended: boolean;
};

/**
 * Reads a media playlist. Only plain relative file names are taken as segments: anything with a
 * path, a scheme or a query is left out (the ingest refuses to store such names anyway). Returns
 * null when the text is not an HLS playlist.
 */
export function parseMediaPlaylist(text: string): ParsedPlaylist | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return null;
  let targetDuration: number | null = null;
  let pendingDuration: number | null = null;
  let ended = false;
  let discontinuity = false;
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
    } else if (!line.startsWith('#')) {
      if (pendingDuration !== null && /^[A-Za-z0-9_-]{1,64}\.(ts|m4s|mp4)$/.test(line)) {
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
  return { targetDuration, segments, ended };
}

/** Segments kept in the live playlist: about three times the player's start-up distance. */
export const LIVE_WINDOW_SEGMENTS = 6;

function header(segments: PlaylistSegment[], mediaSequence: number, extra: string[]): string[] {
  const target = Math.max(1, Math.ceil(Math.max(0, ...segments.map((s) => s.duration))));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${mediaSequence}`,
    ...extra,
  ];
}

function entries(segments: PlaylistSegment[], uri: (name: string) => string): string[] {
  return segments.flatMap((segment, index) => [
    // A discontinuity opening the window is counted by DISCONTINUITY-SEQUENCE instead.
    ...(segment.discontinuity && index > 0 ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXTINF:${segment.duration.toFixed(3)},`,
    uri(segment.name),
  ]);
}

/**
 * The live playlist: the last `size` segments, numbered from the broadcast's first so a player
 * polling it sees each segment once. Ends with ENDLIST when the broadcast is over.
 */
export function livePlaylist(
  segments: PlaylistSegment[],
  options: { uri: (name: string) => string; ended: boolean; size?: number },
): string {
  const size = options.size ?? LIVE_WINDOW_SEGMENTS;
  const first = Math.max(0, segments.length - size);
  const window = segments.slice(first);
  // Players tell timelines apart by this number: the discontinuities up to the window's start.
  const discontinuities = segments
    .slice(0, first + 1)
    .filter((segment, index) => segment.discontinuity && index > 0).length;
  return [
    ...header(
      window,
      first,
      discontinuities > 0 ? [`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`] : [],
    ),
    ...entries(window, options.uri),
    ...(options.ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');
}

/** The whole broadcast as one playlist: EVENT while it runs, VOD (with ENDLIST) once over. */
export function replayPlaylist(
  segments: PlaylistSegment[],
  options: { uri: (name: string) => string; ended: boolean },
): string {
  return [
    ...header(segments, 0, [`#EXT-X-PLAYLIST-TYPE:${options.ended ? 'VOD' : 'EVENT'}`]),
    ...entries(segments, options.uri),
    ...(options.ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');
}

/** Total seconds of the segments. */
export function playlistSeconds(segments: PlaylistSegment[]): number {
  return segments.reduce((sum, segment) => sum + segment.duration, 0);
}
