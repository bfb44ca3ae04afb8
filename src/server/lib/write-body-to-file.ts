import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The body passed the size it was allowed. */
export class BodyTooLargeError extends Error {}

/**
 * Streams a request body into a new file (never all of it in memory), counting its bytes and
 * stopping with BodyTooLargeError as soon as it passes `maxBytes`. Returns the size written;
 * the caller removes the file when it fails.
 */
export async function writeBodyToFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new BodyTooLargeError());
      else done(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    counter,
    createWriteStream(file, { flags: 'wx' }),
  );
  return size;
}
