import { describe, expect, it } from 'vitest';
import { livePlaylist, parseMediaPlaylist, playlistSeconds, replayPlaylist } from './playlist';

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
      targetDuration: 2,
      segments: [
        { name: 'index4.ts', duration: 2.002 },
        { name: 'index5.ts', duration: 1.9 },
      ],
      ended: true,
    });
    expect(parseMediaPlaylist('<html>')).toBeNull();
  });

  it('slides the live window over the last segments, numbered from the first', () => {
    const text = livePlaylist(segments, { uri, ended: false, size: 6 });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:3');
    expect(text).toContain('#EXT-X-TARGETDURATION:2');
    expect(text.match(/#EXTINF/g)).toHaveLength(6);
    expect(text).toContain('/live-media/b/x/live3.ts');
    expect(text).not.toContain('live2.ts');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(livePlaylist(segments, { uri, ended: true, size: 6 })).toContain('#EXT-X-ENDLIST');
  });

  it('starts the window at sequence 0 while it is shorter than its size', () => {
    const text = livePlaylist(segments.slice(0, 2), { uri, ended: false, size: 6 });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(text.match(/#EXTINF/g)).toHaveLength(2);
  });

  it('keeps the whole broadcast as the replay: EVENT while live, VOD once over', () => {
    const live = replayPlaylist(segments, { uri: (name) => name, ended: false });
    expect(live).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(live.match(/#EXTINF/g)).toHaveLength(9);
    const ended = replayPlaylist(segments, { uri: (name) => name, ended: true });
    expect(ended).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
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
    // The tag sits before its segment while it is in the window...
    const early = livePlaylist(looped.slice(0, 6), { uri, ended: false, size: 6 });
    expect(early).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n/live-media/b/x/live4.ts');
    expect(early).not.toContain('DISCONTINUITY-SEQUENCE');
    // ...and is counted by DISCONTINUITY-SEQUENCE once the window starts at or after it.
    const late = livePlaylist(looped, { uri, ended: false, size: 4 });
    expect(late).toContain('#EXT-X-MEDIA-SEQUENCE:5');
    expect(late).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(late).not.toContain('#EXT-X-DISCONTINUITY\n');
    const atStart = livePlaylist(looped.slice(0, 8), { uri, ended: false, size: 4 });
    expect(atStart).toContain('#EXT-X-MEDIA-SEQUENCE:4');
    expect(atStart).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(replayPlaylist(looped, { uri: (name) => name, ended: true })).toContain(
      '#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\nlive4.ts',
    );
  });
});
