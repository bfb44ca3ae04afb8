import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adtsObjectType, parseH264Sps, probeTransportStream } from './ts-probe';

const sample = (name: string) => readFileSync(path.resolve('media/live-sample', name));

describe('reading an MPEG-TS segment', () => {
  it('finds the sample’s H.264 video (Main 3.0, 640×360) and AAC-LC audio', () => {
    // scripts/media/make-live-sample.mjs: libx264 -profile:v main, testsrc2 640x360, aac.
    for (const name of ['segment00.ts', 'segment07.ts', 'segment11.ts']) {
      expect(probeTransportStream(sample(name))).toEqual({
        codecs: ['avc1.4d401e', 'mp4a.40.2'],
        codecsComplete: true,
        width: 640,
        height: 360,
      });
    }
  });

  it('agrees with the sequence parameter set bytes in the sample', () => {
    const bytes = sample('segment00.ts');
    const at = bytes.indexOf(Buffer.from([0, 0, 1, 0x67]));
    // profile_idc 0x4d (Main), constraint flags 0x40, level_idc 0x1e (3.0)
    expect(bytes.subarray(at + 4, at + 7).toString('hex')).toBe('4d401e');
  });

  it('reads a High-profile 1080p parameter set with cropping and emulation prevention', () => {
    const sps = Buffer.from(
      '67640028acd940780227e5c04400000300040000030 0f03c60c658'.replace(/ /g, ''),
      'hex',
    );
    expect(parseH264Sps(sps)).toEqual({ codec: 'avc1.640028', width: 1920, height: 1080 });
  });

  it('reads the object type from an ADTS header (HE-AAC is sent as 2 with SBR, Main as 1)', () => {
    expect(adtsObjectType(Uint8Array.from([0xff, 0xf1, 0x50, 0x80]))).toBe(2);
    expect(adtsObjectType(Uint8Array.from([0x00, 0xff, 0xf1, 0x10, 0x80]))).toBe(1);
    expect(adtsObjectType(Uint8Array.from([0x12, 0x34, 0x56, 0x78]))).toBeNull();
  });

  it('gives nothing for bytes that are not a transport stream', () => {
    expect(probeTransportStream(Buffer.from('not a segment at all'))).toBeNull();
    expect(probeTransportStream(Buffer.alloc(188 * 4, 0x47))).toBeNull();
  });

  it('says when a stream’s format cannot be named, so CODECS is left out', () => {
    // The sample with its video stream type changed to HEVC (0x24) in the PMT.
    const bytes = Buffer.from(sample('segment00.ts'));
    for (let offset = 0; offset < bytes.length; offset += 188) {
      const pid = ((bytes[offset + 1]! & 0x1f) << 8) | bytes[offset + 2]!;
      if (pid !== 0x1000) continue;
      const at = bytes.indexOf(0x1b, offset + 5);
      bytes[at] = 0x24;
      break;
    }
    const media = probeTransportStream(bytes);
    expect(media?.codecsComplete).toBe(false);
    expect(media?.codecs).toEqual(['mp4a.40.2']);
  });
});
