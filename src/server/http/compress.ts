import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const gzipAsync = promisify(gzipCallback);
/** Small bodies are quicker to compress in place than to hand to the thread pool. */
const SYNC_LIMIT = 32 * 1024;

const DEFAULT_THRESHOLD = 1024;

/**
 * A JSON answer serialised once, with its gzip when it is big enough to be worth it. `T` is the
 * value it was made from, so the route that sends it keeps its typed answer.
 */
export type PreparedJson<T = unknown> = { json: string; gzip: Buffer | null; readonly _of?: T };

export function prepareJson<T>(value: T): PreparedJson<T> {
  const json = JSON.stringify(value);
  const bytes = Buffer.from(json);
  return { json, gzip: bytes.length >= DEFAULT_THRESHOLD ? gzipSync(bytes) : null };
}

/** Sends a prepared answer, compressed for clients that take gzip. */
export function sendPreparedJson<T>(
  c: Context,
  prepared: PreparedJson<T>,
  headers: Record<string, string> = {},
): Response & TypedResponse<T, 200, 'json'> {
  return sendPrepared(
    c,
    { text: prepared.json, gzip: prepared.gzip },
    'application/json',
    200,
    headers,
  ) as Response & TypedResponse<T, 200, 'json'>;
}

/** A text body (a rendered page) with its gzip, made once and sent many times. */
export type PreparedText = { text: string; gzip: Buffer | null };

export function prepareText(text: string): PreparedText {
  const bytes = Buffer.from(text);
  return { text, gzip: bytes.length >= DEFAULT_THRESHOLD ? gzipSync(bytes) : null };
}

/** A response with a prepared body, compressed for clients that take gzip. */
export function sendPrepared(
  c: Context,
  prepared: PreparedText,
  contentType: string,
  status: number,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = new Headers(extraHeaders);
  headers.set('Content-Type', contentType);
  if (prepared.gzip) appendVary(headers, 'Accept-Encoding');
  const gzipped = prepared.gzip && acceptsGzip(c.req.header('Accept-Encoding'));
  if (gzipped) headers.set('Content-Encoding', 'gzip');
  // Its length said, a body sent as it is passes compressResponses unread (one under the
  // threshold would otherwise be read and copied at every request).
  else headers.set('Content-Length', String(Buffer.byteLength(prepared.text)));
  return new Response(gzipped ? new Uint8Array(prepared.gzip!) : prepared.text, {
    status,
    headers,
  });
}

/**
 * Makes the request's `c.json` answers say their length, like prepared ones: a small answer then
 * passes compressResponses unread (reading it to learn its size, then copying it, cost more than
 * making it). Status and headers are handled as `c.json` handles them.
 */
function sayJsonLengths(c: Context) {
  const json = c.json;
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers);
    return c.newResponse(text, arg as never, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as Context['json'];
}

function appendVary(headers: Headers, name: string) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', name);
  else if (vary !== '*' && !vary.toLowerCase().includes(name.toLowerCase())) {
    headers.set('Vary', `${vary}, ${name}`);
  }
}

/** Whether the client takes gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Gzip for text responses (API JSON, pages, scripts, styles) of `threshold` bytes or more, in
 * one pass over the whole body: a streaming compressor costs several times as much CPU for the
 * small answers the API gives. Responses of other types (video, pictures) pass untouched, so
 * streamed media is never read into memory.
 */
export function compressResponses({ threshold = DEFAULT_THRESHOLD } = {}): MiddlewareHandler {
  return async (c, next) => {
    sayJsonLengths(c);
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    // The body is asked for last, only when it is to be read: on the server, asking for it turns
    // the fast in-memory answer into a stream that is then read back chunk by chunk.
    if (
      c.req.method === 'HEAD' ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    appendVary(res.headers, 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;

    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < threshold || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < threshold) {
      c.res = new Response(body, res); // the body has been read: hand on a copy
      return;
    }
    const compressed = body.length <= SYNC_LIMIT ? gzipSync(body) : await gzipAsync(body);
    c.res = new Response(compressed, res);
    c.res.headers.set('Content-Encoding', 'gzip');
    c.res.headers.delete('Content-Length');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
