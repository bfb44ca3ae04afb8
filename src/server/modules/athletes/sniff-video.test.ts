import { describe, expect, it } from 'vitest';
import { mp4File, pngBytes, webmFile } from '#server/test/highlight-test-files';
import { sniffVideo } from './sniff-video';

const ascii = (value: string) => new TextEncoder().encode(value);

describe('sniffVideo', () => {
  it('tells MP4, QuickTime and WebM by their first bytes', () => {
    expect(sniffVideo(mp4File({ seconds: 10 }))).toMatchObject({
      contentType: 'video/mp4',
      extension: 'mp4',
    });
    expect(sniffVideo(mp4File({ seconds: 10, brand: 'mp42' }))?.contentType).toBe('video/mp4');
    expect(sniffVideo(mp4File({ seconds: 10, brand: 'qt  ' }))).toMatchObject({
      contentType: 'video/quicktime',
      extension: 'mov',
    });
    expect(sniffVideo(webmFile({ durationMs: 1000 }))).toMatchObject({
      contentType: 'video/webm',
      extension: 'webm',
    });
  });

  it('refuses pictures, sound, Matroska and anything else', () => {
    expect(sniffVideo(pngBytes)).toBeNull();
    expect(sniffVideo(ascii('<script>alert(1)</script>'.padEnd(64)))).toBeNull();
    expect(sniffVideo(new Uint8Array(0))).toBeNull();
    expect(sniffVideo(new Uint8Array(64))).toBeNull();
    // HEIF and AVIF pictures and M4A sound are ISO media files too.
    for (const brand of ['heic', 'avif', 'mif1', 'M4A ']) {
      expect(sniffVideo(mp4File({ seconds: 1, brand })), brand).toBeNull();
    }
    expect(sniffVideo(webmFile({ durationMs: 1000, docType: 'matroska' }))).toBeNull();
    // The EBML magic alone is not enough.
    expect(sniffVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
  });

  it('refuses a file-type box of an impossible size', () => {
    const file = mp4File({ seconds: 1 });
    new DataView(file.buffer).setUint32(0, 0xffffff);
    expect(sniffVideo(file)).toBeNull();
    new DataView(file.buffer).setUint32(0, 4);
    expect(sniffVideo(file)).toBeNull();
  });
});
