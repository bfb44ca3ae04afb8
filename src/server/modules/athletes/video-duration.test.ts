import { mkdtempSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4File, webmFile } from '#server/test/highlight-test-files';
import {
  bytesSource,
  fileByteSource,
  readIsoBmffDuration,
  readWebmDuration,
  type ByteSource,
} from './video-duration';

/** A source that counts what is read, to show readers skip the media data. */
function counted(bytes: Uint8Array) {
  const source = bytesSource(bytes);
  const reads: number[] = [];
  const wrapped: ByteSource = {
    size: source.size,
    read: (position, length) => {
      reads.push(length);
      return source.read(position, length);
    },
  };
  return { source: wrapped, bytesRead: () => reads.reduce((total, n) => total + n, 0) };
}

describe('MP4 and QuickTime duration', () => {
  it('reads the movie header at the start or the end of the file', async () => {
    expect(await readIsoBmffDuration(bytesSource(mp4File({ seconds: 42.5 })))).toBe(42.5);
    expect(await readIsoBmffDuration(bytesSource(mp4File({ seconds: 301, moovAtEnd: true })))).toBe(
      301,
    );
    expect(await readIsoBmffDuration(bytesSource(mp4File({ seconds: 12, timescale: 90000 })))).toBe(
      12,
    );
    expect(
      await readIsoBmffDuration(bytesSource(mp4File({ seconds: 7, version: 1, brand: 'qt  ' }))),
    ).toBe(7);
  });

  it('reads box headers only, not the media between them', async () => {
    const { source, bytesRead } = counted(
      mp4File({ seconds: 30, moovAtEnd: true, mediaBytes: 5_000_000 }),
    );
    expect(await readIsoBmffDuration(source)).toBe(30);
    expect(bytesRead()).toBeLessThan(200);
  });

  it('reads from a file handle', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'duration-')), 'clip.mp4');
    writeFileSync(file, mp4File({ seconds: 90, moovAtEnd: true, mediaBytes: 100_000 }));
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      expect(await readIsoBmffDuration(fileByteSource(handle, size))).toBe(90);
    } finally {
      await handle.close();
    }
  });

  it('says it does not know when the header is missing, cut off or unset', async () => {
    const whole = mp4File({ seconds: 20, moovAtEnd: true });
    expect(await readIsoBmffDuration(bytesSource(whole.subarray(0, whole.length - 20)))).toBeNull();
    expect(await readIsoBmffDuration(bytesSource(mp4File({ seconds: 0 })))).toBeNull();
    expect(
      await readIsoBmffDuration(bytesSource(mp4File({ seconds: 5, timescale: 0 }))),
    ).toBeNull();
    const noMoov = mp4File({ seconds: 5 }).subarray(0, 24);
    expect(await readIsoBmffDuration(bytesSource(noMoov))).toBeNull();
    // A box claiming less than its own header.
    const broken = mp4File({ seconds: 5 });
    new DataView(broken.buffer).setUint32(24, 3);
    expect(await readIsoBmffDuration(bytesSource(broken))).toBeNull();
  });
});

describe('WebM duration', () => {
  it('reads Duration in units of the TimecodeScale', async () => {
    expect(await readWebmDuration(bytesSource(webmFile({ durationMs: 12_500 })))).toBe(12.5);
    expect(
      await readWebmDuration(bytesSource(webmFile({ durationMs: 400, timecodeScale: 1e9 }))),
    ).toBe(400);
    expect(
      await readWebmDuration(bytesSource(webmFile({ durationMs: 30_000, clusterFirst: true }))),
    ).toBe(30);
  });

  it('says it does not know when the file has no Duration', async () => {
    expect(await readWebmDuration(bytesSource(webmFile({ durationMs: null })))).toBeNull();
    const whole = webmFile({ durationMs: 1000 });
    expect(await readWebmDuration(bytesSource(whole.subarray(0, 45)))).toBeNull();
  });
});
