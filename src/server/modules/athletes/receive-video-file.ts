import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { highlightMessages } from '#shared/highlight-videos';
import { HIGHLIGHT_MAX_SECONDS } from '#shared/streams';
import { AppError } from '#server/http/app-error';
import { SNIFF_BYTES, sniffVideo, type VideoFormat } from './sniff-video';
import { fileByteSource, readVideoDuration } from './video-duration';

/** A checked video in a temporary file, removed once it has been handled. */
export type ReceivedVideo = {
  path: string;
  size: number;
  format: VideoFormat;
  durationSeconds: number | null;
};

class TooLarge extends Error {}

/** Writes the body to `file`, counting bytes and stopping past `maxBytes`. */
async function writeBody(body: ReadableStream<Uint8Array>, file: string, maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new TooLarge());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      counter,
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    if (error instanceof TooLarge)
      throw new AppError('PAYLOAD_TOO_LARGE', highlightMessages.tooLarge);
    // The body middleware's own limit, or anything else it refused.
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The upload was interrupted. Please try again.');
  }
  return size;
}

/** Checks the file's first bytes and the length it declares; refuses anything else. */
async function inspect(file: string, size: number): Promise<Omit<ReceivedVideo, 'path'>> {
  const handle = await open(file, 'r');
  try {
    const source = fileByteSource(handle, size);
    const format = sniffVideo(await source.read(0, SNIFF_BYTES));
    if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', highlightMessages.notAVideo);
    const durationSeconds = await readVideoDuration(source, format.container);
    if (durationSeconds !== null && durationSeconds > HIGHLIGHT_MAX_SECONDS) {
      throw new AppError('BAD_REQUEST', highlightMessages.tooLong(durationSeconds));
    }
    return { size, format, durationSeconds };
  } finally {
    await handle.close();
  }
}

/**
 * Streams an uploaded video to a file in the OS temp folder (never all of it in memory),
 * refusing it past `maxBytes`, then checks what it is from its bytes and how long it says it
 * is (an unknown length is accepted), and hands it to `handleVideo`. The file is deleted
 * afterwards, whatever happens.
 */
export async function receiveVideoFile<T>(
  body: ReadableStream<Uint8Array> | null,
  { maxBytes, tempDir = os.tmpdir() }: { maxBytes: number; tempDir?: string | undefined },
  handleVideo: (video: ReceivedVideo) => Promise<T>,
): Promise<T> {
  if (!body) throw new AppError('BAD_REQUEST', highlightMessages.chooseFile);
  const folder = await mkdtemp(path.join(tempDir, 'highlight-'));
  try {
    const file = path.join(folder, 'upload');
    const size = await writeBody(body, file, maxBytes);
    if (size === 0) throw new AppError('BAD_REQUEST', highlightMessages.chooseFile);
    return await handleVideo({ path: file, ...(await inspect(file, size)) });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
