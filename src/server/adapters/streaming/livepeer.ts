import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  StreamingProviderError,
  type NewProviderStream,
  type ProviderAsset,
  type ProviderStream,
  type StreamingProvider,
  type VideoAssets,
} from './streaming-provider';

/**
 * Livepeer Studio (docs/integrations.md#livepeer-api): streams, playback and uploaded assets over
 * its REST API.
 *
 * Every failure is a StreamingProviderError:
 * - the API's own non-2xx answer: its status and (up to 500 characters of) its body;
 * - no answer in time: status 504;
 * - no answer at all (refused connection, DNS, reset): status 0;
 * - a 2xx answer that is not the expected JSON: status 502.
 */
export type LivepeerOptions = {
  apiKey: string;
  /** e.g. https://livepeer.studio/api */
  baseUrl: string;
  fetch?: typeof fetch;
  /** per API call; 10 s when absent */
  timeoutMs?: number;
  /** for a whole file upload; 15 minutes when absent */
  uploadTimeoutMs?: number;
};

export type LivepeerStreamingOptions = LivepeerOptions & {
  /** the RTMP ingest address without the key, e.g. rtmp://rtmp.livepeer.com/live */
  rtmpIngestUrl: string;
};

const defaultTimeoutMs = 10_000;
const defaultUploadTimeoutMs = 15 * 60_000;
const maxErrorBodyLength = 500;
/** Listing stops here: a safety net against a cursor that never ends. */
const maxPages = 10;

const streamSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  playbackId: z.string().min(1),
  isActive: z.boolean().nullish(),
  createdAt: z.number().nullish(),
  parentId: z.string().nullish(),
});
type LivepeerStream = z.infer<typeof streamSchema>;

const newStreamSchema = streamSchema.extend({ streamKey: z.string().min(1) });

const playbackSchema = z.object({
  meta: z.object({
    source: z.array(z.object({ hrn: z.string(), url: z.string() })),
  }),
});
const httpUrlSchema = z.url({ protocol: /^https?$/ });

const assetSchema = z.object({
  id: z.string().min(1),
  playbackId: z.string().min(1).nullish(),
  status: z
    .object({
      phase: z.enum([
        'uploading',
        'waiting',
        'processing',
        'ready',
        'failed',
        'deleting',
        'deleted',
      ]),
      errorMessage: z.string().nullish(),
    })
    .nullish(),
});

const requestUploadSchema = z.object({ url: httpUrlSchema, asset: assetSchema });

/** GET /data/views/now: one row per playbackId when broken down by it. */
const viewershipSchema = z.array(
  z.object({ playbackId: z.string().nullish(), viewCount: z.number().nonnegative() }),
);

type ApiResponse = { status: number; headers: Headers; text: string };

type ApiCall = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

function createLivepeerClient(options: LivepeerOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;

  /** Calls the API; answers a 2xx or a 404 (when `notFoundOk`), throws for anything else. */
  async function call(request: ApiCall, notFoundOk = false): Promise<ApiResponse> {
    const url = new URL(`${baseUrl}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.apiKey}`,
      Accept: 'application/json',
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await send(fetchImpl, url, timeoutMs, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const ok = response.status >= 200 && response.status < 300;
    if (!ok && !(notFoundOk && response.status === 404)) {
      throw new StreamingProviderError(response.status, trimBody(response.text));
    }
    return response;
  }

  /** A 2xx answer read with `schema`; a malformed one is an error, not missing fields. */
  function parse<T>(schema: z.ZodType<T>, response: ApiResponse, request: ApiCall): T {
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      throw malformed(request, 'not JSON');
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw malformed(request, `${issue?.path.join('.') || 'answer'}: ${issue?.message}`);
    }
    return result.data;
  }

  /**
   * Every item of a listing, following `Link: <…>; rel="next"`. Only the cursor is taken from
   * the link: the address there is what the API's proxy saw (it may say http behind TLS), and
   * the key is sent to `baseUrl` only.
   */
  async function listAll<T>(
    request: ApiCall & { method: 'GET' },
    itemSchema: z.ZodType<T>,
  ): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const pageRequest: ApiCall = cursor
        ? { ...request, query: { ...request.query, cursor } }
        : request;
      const response = await call(pageRequest);
      items.push(...parse(z.array(itemSchema), response, pageRequest));
      cursor = nextCursor(response.headers.get('link'), baseUrl);
      if (!cursor) break;
    }
    return items;
  }

  async function playbackUrl(playbackId: string): Promise<string | null> {
    const request: ApiCall = { method: 'GET', path: `/playback/${encodeURIComponent(playbackId)}` };
    const response = await call(request, true);
    if (response.status === 404) return null;
    const info = parse(playbackSchema, response, request);
    const hls = info.meta.source.find((source) => source.hrn === 'HLS (TS)');
    if (!hls) return null;
    const url = httpUrlSchema.safeParse(hls.url);
    if (!url.success) throw malformed(request, 'meta.source: the HLS address is not http(s)');
    return url.data;
  }

  return { call, parse, listAll, playbackUrl, fetchImpl };
}

async function send(
  fetchImpl: typeof fetch,
  url: URL | string,
  timeoutMs: number,
  init: RequestInit,
): Promise<ApiResponse> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw networkError(error, timeoutMs);
  }
}

function networkError(error: unknown, timeoutMs: number): StreamingProviderError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new StreamingProviderError(504, `no answer within ${timeoutMs} ms`);
  }
  return new StreamingProviderError(
    0,
    trimBody(`could not reach Livepeer: ${failureReason(error)}`),
  );
}

/** fetch says only 'fetch failed'; the reason (ECONNREFUSED, ENOTFOUND…) is in its cause. */
function failureReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return error instanceof Error ? error.message : String(error);
}

function malformed(request: ApiCall, detail: string): StreamingProviderError {
  return new StreamingProviderError(
    502,
    trimBody(`unexpected answer to ${request.method} ${request.path}: ${detail}`),
  );
}

function trimBody(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > maxErrorBodyLength ? `${trimmed.slice(0, maxErrorBodyLength)}…` : trimmed;
}

/** The `cursor` of the rel="next" entry of a Link header, or null. */
function nextCursor(link: string | null, baseUrl: string): string | null {
  if (!link) return null;
  for (const entry of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(entry);
    if (!match || !/(?:^|;)\s*rel\s*=\s*"?next"?\s*(?:;|$)/i.test(match[2]!)) continue;
    try {
      return new URL(match[1]!, `${baseUrl}/`).searchParams.get('cursor') || null;
    } catch {
      return null;
    }
  }
  return null;
}

function toProviderStream(stream: LivepeerStream): ProviderStream {
  return {
    id: stream.id,
    name: stream.name,
    playbackId: stream.playbackId,
    isActive: stream.isActive ?? false,
  };
}

function toProviderAsset(asset: z.infer<typeof assetSchema>): ProviderAsset {
  return {
    id: asset.id,
    playbackId: asset.playbackId ?? null,
    phase: asset.status?.phase ?? 'waiting',
    error: asset.status?.errorMessage ?? null,
  };
}

const streamPath = (id: string) => `/stream/${encodeURIComponent(id)}`;
const assetPath = (id: string) => `/asset/${encodeURIComponent(id)}`;

/** Live streams at Livepeer Studio, recorded so a broadcast stays as a replay. */
export function createLivepeerStreaming(options: LivepeerStreamingOptions): StreamingProvider {
  const client = createLivepeerClient(options);
  const ingestBase = options.rtmpIngestUrl.replace(/\/+$/, '');

  return {
    kind: 'livepeer',

    async createStream(name): Promise<NewProviderStream> {
      const request: ApiCall = { method: 'POST', path: '/stream', body: { name, record: true } };
      const stream = client.parse(newStreamSchema, await client.call(request), request);
      return {
        ...toProviderStream(stream),
        streamKey: stream.streamKey,
        ingestUrl: `${ingestBase}/${stream.streamKey}`,
        ingestBase,
      };
    },

    async getStream(id) {
      const request: ApiCall = { method: 'GET', path: streamPath(id) };
      const response = await client.call(request, true);
      if (response.status === 404) return null;
      return toProviderStream(client.parse(streamSchema, response, request));
    },

    async findStreamByName(name) {
      // Livepeer's name filter matches any stream whose name contains `name`, in any case.
      const streams = await client.listAll(
        {
          method: 'GET',
          path: '/stream',
          query: { streamsonly: '1', filters: JSON.stringify([{ id: 'name', value: name }]) },
        },
        streamSchema,
      );
      const named = streams.filter((stream) => stream.name === name && !stream.parentId);
      const best = named.sort(
        (a, b) =>
          Number(b.isActive ?? false) - Number(a.isActive ?? false) ||
          (b.createdAt ?? 0) - (a.createdAt ?? 0),
      )[0];
      return best ? toProviderStream(best) : null;
    },

    async listStreams() {
      const streams = await client.listAll(
        { method: 'GET', path: '/stream', query: { streamsonly: '1' } },
        streamSchema,
      );
      return streams.filter((stream) => !stream.parentId).map(toProviderStream);
    },

    async deleteStream(id) {
      await client.call({ method: 'DELETE', path: streamPath(id) }, true);
    },

    async endSession(id) {
      // Unlike suspending, this leaves the stream able to start again at once.
      await client.call({ method: 'DELETE', path: `${streamPath(id)}/terminate` });
    },

    async setSuspended(id, suspended) {
      // A suspended stream's ingest is refused, and a running session is stopped.
      await client.call({ method: 'PATCH', path: streamPath(id), body: { suspended } });
    },

    playbackUrl: client.playbackUrl,

    ingestBase: () => ingestBase,

    async viewersNow() {
      const request: ApiCall = {
        method: 'GET',
        path: '/data/views/now',
        query: { 'breakdownBy[]': 'playbackId' },
      };
      const rows = client.parse(viewershipSchema, await client.call(request), request);
      const viewers = new Map<string, number>();
      for (const row of rows) {
        if (row.playbackId)
          viewers.set(row.playbackId, (viewers.get(row.playbackId) ?? 0) + row.viewCount);
      }
      return viewers;
    },
  };
}

/** Uploaded videos at Livepeer Studio (athlete highlights). */
export function createLivepeerAssets(options: LivepeerOptions): VideoAssets {
  const client = createLivepeerClient(options);
  const uploadTimeoutMs = options.uploadTimeoutMs ?? defaultUploadTimeoutMs;

  return {
    async requestUpload(name) {
      const request: ApiCall = { method: 'POST', path: '/asset/request-upload', body: { name } };
      const answer = client.parse(requestUploadSchema, await client.call(request), request);
      return { uploadUrl: answer.url, asset: toProviderAsset(answer.asset) };
    },

    async uploadFile(uploadUrl, file) {
      // Opened first so a missing file is the fs error it is, not a failed call to Livepeer.
      const fileStream = (await open(file.path, 'r')).createReadStream();
      try {
        // The upload address is Livepeer's own signed one: it takes no key.
        const response = await send(client.fetchImpl, uploadUrl, uploadTimeoutMs, {
          method: 'PUT',
          headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.size) },
          body: Readable.toWeb(fileStream) as ReadableStream<Uint8Array>,
          duplex: 'half',
        } as RequestInit);
        if (response.status < 200 || response.status >= 300) {
          throw new StreamingProviderError(response.status, trimBody(response.text));
        }
      } finally {
        fileStream.destroy();
      }
    },

    async getAsset(id) {
      const request: ApiCall = { method: 'GET', path: assetPath(id) };
      const response = await client.call(request, true);
      if (response.status === 404) return null;
      return toProviderAsset(client.parse(assetSchema, response, request));
    },

    async deleteAsset(id) {
      await client.call({ method: 'DELETE', path: assetPath(id) }, true);
    },

    playbackUrl: client.playbackUrl,
  };
}
