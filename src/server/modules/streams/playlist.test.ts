import { describe, expect, it } from 'vitest';
import {
  fitsTarget,
  fixedTargetDuration,
  livePlaylist,
  measuredBitRates,
  multivariantPlaylist,
  parseMediaPlaylist,
  peakBitRate,
  playlistSeconds,
  replayPlaylist,
} from './playlist';

const segments = Array.from({ length: 9 }, (_, index) => ({
  name: `live${index}.ts`,
  duration: index === 8 ? 1.5 : 2,
}));
const uri = (name: string) => `/live-media/b/x/${name}`;

describe('HLS playlists', () => {
  it('reads what ffmpeg PUTs, keeping plain segment names only', () => {
    const parsed = parseMediaPlaylist(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:4',
        '#EXTINF:2.002000,',
        'index4.ts',
        '#EXTINF:2.0,',
        '../secret.ts',
        '#EXTINF:2.0,',
        'http://elsewhere.example/a.ts',
        '#EXTINF:1.9,',
        'index5.ts',
        '#EXT-X-ENDLIST',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({
      multivariant: false,
      map: null,
      targetDuration: 2,
      segments: [
        { name: 'index4.ts', duration: 2.002 },
        { name: 'index5.ts', duration: 1.9 },
      ],
      ended: true,
    });
    expect(parseMediaPlaylist('<html>')).toBeNull();
  });

  it('slides the live window by duration: at least three target durations, numbered from the first', () => {
    // Target 2: the newest segments lasting 6 s or more (1.5 + 2 + 2 + 2).
    const text = livePlaylist(segments, { targetDuration: 2, uri, ended: false });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:5');
    expect(text).toContain('#EXT-X-TARGETDURATION:2');
    expect(text.match(/#EXTINF/g)).toHaveLength(4);
    expect(text).toContain('/live-media/b/x/live5.ts');
    expect(text).not.toContain('live4.ts');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    // A longer target keeps more: 15 s at target 5.
    const wide = livePlaylist(segments, { targetDuration: 5, uri, ended: false });
    expect(wide).toContain('#EXT-X-MEDIA-SEQUENCE:1');
    expect(wide).toContain('#EXT-X-TARGETDURATION:5');
    expect(livePlaylist(segments, { targetDuration: 2, uri, ended: true })).toContain(
      '#EXT-X-ENDLIST',
    );
  });

  it('keeps one target duration whatever the segments in the window last', () => {
    const uneven = [2, 2, 4.6, 2, 2, 2, 2, 2, 2, 2].map((duration, index) => ({
      name: `u${index}.ts`,
      duration,
    }));
    const target = fixedTargetDuration(2, uneven.slice(0, 1));
    expect(target).toBe(5);
    const targets = uneven.map(
      (_, index) =>
        /#EXT-X-TARGETDURATION:(\d+)/.exec(
          livePlaylist(uneven.slice(0, index + 1), { targetDuration: target, uri, ended: false }),
        )![1],
    );
    expect(new Set(targets)).toEqual(new Set(['5']));
    expect(fitsTarget(4.6, target)).toBe(true);
    expect(fitsTarget(5.49, target)).toBe(true);
    expect(fitsTarget(5.5, target)).toBe(false);
    // A declared target past reason is taken as 30 s.
    expect(fixedTargetDuration(600, [])).toBe(61);
  });

  it('starts the window at sequence 0 while it is shorter than three target durations', () => {
    const text = livePlaylist(segments.slice(0, 2), { targetDuration: 2, uri, ended: false });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(text.match(/#EXTINF/g)).toHaveLength(2);
  });

  it('keeps the whole broadcast as the replay: EVENT while live, still EVENT with ENDLIST once over', () => {
    const live = replayPlaylist(segments, { targetDuration: 2, uri: (name) => name, ended: false });
    expect(live).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(live.match(/#EXTINF/g)).toHaveLength(9);
    expect(live).not.toContain('#EXT-X-ENDLIST');
    const ended = replayPlaylist(segments, { targetDuration: 2, uri: (name) => name, ended: true });
    expect(ended).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(ended.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlistSeconds(segments)).toBe(17.5);
  });

  it('carries discontinuities (a broadcaster restarting its timestamps) into both playlists', () => {
    const parsed = parseMediaPlaylist(
      ['#EXTM3U', '#EXTINF:2,', 'a.ts', '#EXT-X-DISCONTINUITY', '#EXTINF:2,', 'b.ts', ''].join(
        '\n',
      ),
    );
    expect(parsed?.segments).toEqual([
      { name: 'a.ts', duration: 2 },
      { name: 'b.ts', duration: 2, discontinuity: true },
    ]);
    const looped = segments.map((segment, index) =>
      index === 4 ? { ...segment, discontinuity: true } : segment,
    );
    const options = { targetDuration: 2, uri, ended: false };
    // The tag sits before its segment while it is in the window...
    const early = livePlaylist(looped.slice(0, 6), options);
    expect(early).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n/live-media/b/x/live4.ts');
    expect(early).not.toContain('DISCONTINUITY-SEQUENCE');
    // ...and is counted by DISCONTINUITY-SEQUENCE once the window starts at or after it.
    const late = livePlaylist(looped, options);
    expect(late).toContain('#EXT-X-MEDIA-SEQUENCE:5');
    expect(late).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(late).not.toContain('#EXT-X-DISCONTINUITY\n');
    const atStart = livePlaylist(looped.slice(0, 7), options);
    expect(atStart).toContain('#EXT-X-MEDIA-SEQUENCE:4');
    expect(atStart).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(
      replayPlaylist(looped, { targetDuration: 2, uri: (name) => name, ended: true }),
    ).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\nlive4.ts');
  });

  it('lists renditions with their measured bandwidth, codecs and size, the highest first', () => {
    const text = multivariantPlaylist([
      { uri: 'low/index.m3u8', bandwidth: 400_000.4, codecs: ['avc1.42c01e', 'mp4a.40.2'] },
      {
        uri: 'high/index.m3u8',
        bandwidth: 2_500_000,
        averageBandwidth: 2_000_000,
        codecs: ['avc1.640028', 'mp4a.40.2'],
        width: 1920,
        height: 1080,
      },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-STREAM-INF:BANDWIDTH=2500000,AVERAGE-BANDWIDTH=2000000,CODECS="avc1.640028,mp4a.40.2",RESOLUTION=1920x1080',
        'high/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,CODECS="avc1.42c01e,mp4a.40.2"',
        'low/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('measures the peak bit rate over runs of half to one and a half target durations', () => {
    const second = (bytes: number) => ({ duration: 1, bytes });
    // Target 4: runs of 2 to 6 s. The 1-second burst alone is too short to count.
    const rates = measuredBitRates(
      [second(100), second(100), second(1000), second(100), second(100), second(100)],
      4,
    );
    expect(rates.peak).toBe(((1000 + 100) * 8) / 2);
    expect(rates.average).toBe((1500 * 8) / 6);
    expect(peakBitRate([{ duration: 8, bytes: 800 }], 4)).toBe(800);
  });
});
