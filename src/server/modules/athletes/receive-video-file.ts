import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { highlightMessages } from '#shared/highlight-videos';
import { HIGHLIGHT_MAX_SECONDS } from '#shared/streams';
import { AppError } from '#server/http/app-error';
import { BodyTooLargeError, writeBodyToFile } from '#server/lib/write-body-to-file';
import { SNIFF_BYTES, sniffVideo, type VideoFormat } from './sniff-video';
import { fileByteSource, readVideoDuration } from './video-duration';

/** A checked video in a temporary file, removed once it has been handled. */
export type ReceivedVideo = {
  path: string;
  size: number;
  format: VideoFormat;
  durationSeconds: number | null;
};

/** Writes the body to `file`, counting bytes and stopping past `maxBytes`. */
async function writeBody(body: ReadableStream<Uint8Array>, file: string, maxBytes: number) {
  try {
    return await writeBodyToFile(body, file, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AppError('PAYLOAD_TOO_LARGE', highlightMessages.tooLarge);
    // The body middleware's own limit, or anything else it refused.
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The upload was interrupted. Please try again.');
  }
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
