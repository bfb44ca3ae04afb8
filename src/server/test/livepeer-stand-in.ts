import { randomBytes, randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { portOf } from './listening';

/**
 * A loopback stand-in for the parts of the Livepeer Studio API the app calls
 * (docs/integrations.md#livepeer): streams, their listing with `streamsonly`, `filters` and Link
 * paging, ending a session (terminate) and suspending a stream, playback info, and asset uploads.
 * State lives in the maps it returns, which tests may read and change.
 */

export type StandInStream = {
  id: string;
  name: string;
  playbackId: string;
  streamKey: string;
  isActive: boolean;
  record: boolean;
  createdAt: number;
  lastSeen: number;
  /** set on session children, which `streamsonly` leaves out */
  parentId?: string;
  /** refused at ingest: PATCH /stream/{id} {suspended} */
  suspended: boolean;
  /** sessions ended by DELETE /stream/{id}/terminate */
  terminated: number;
};

export type StandInAsset = {
  id: string;
  name: string;
  playbackId: string | null;
  phase: 'waiting' | 'processing' | 'ready' | 'failed' | 'deleting' | 'deleted';
  createdAt: number;
  /** the secret part of its upload address */
  uploadToken: string;
  /** what the PUT to the upload address carried */
  upload: { bytes: number; contentType: string | null; authorization: string | null } | null;
};

export type StandInRequest = {
  method: string;
  /** path and query, as sent */
  path: string;
  headers: IncomingHttpHeaders;
  /** the parsed JSON body, when there was one */
  body: unknown;
};

export type LivepeerStandIn = {
  baseUrl: string;
  close: () => Promise<void>;
  streams: Map<string, StandInStream>;
  assets: Map<string, StandInAsset>;
  requests: StandInRequest[];
  /** A broadcast starts (or stops) on a stream; a suspended stream refuses to start, as ingest does. */
  setActive: (id: string, active: boolean) => void;
  /** Viewers watching a playbackId now, as GET /data/views/now reports them. */
  viewers: Map<string, number>;
  /** Answers the next request, whatever it is, with this status and body (an object as JSON). */
  failNext: (status: number, body: string | object) => void;
};

const defaultPageSize = 10;
const maxJsonBody = 1024 * 1024;

export async function startLivepeerStandIn({
  apiKey,
}: {
  apiKey: string;
}): Promise<LivepeerStandIn> {
  const streams = new Map<string, StandInStream>();
  const assets = new Map<string, StandInAsset>();
  const viewers = new Map<string, number>();
  const requests: StandInRequest[] = [];
  let nextAnswer: { status: number; body: string | object } | null = null;
  let baseUrl = '';

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      ...headers,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const sendError = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { errors: [message] });

  const streamJson = (stream: StandInStream) => ({ ...stream, kind: 'stream' });
  const assetJson = (asset: StandInAsset) => ({
    id: asset.id,
    name: asset.name,
    ...(asset.playbackId ? { playbackId: asset.playbackId } : {}),
    createdAt: asset.createdAt,
    ...(asset.upload ? { size: asset.upload.bytes } : {}),
    status: { phase: asset.phase, updatedAt: Date.now() },
  });

  const playbackSources = (playbackId: string) => ({
    hls: {
      hrn: 'HLS (TS)',
      type: 'html5/application/vnd.apple.mpegurl',
      url: `${baseUrl}/hls/${playbackId}/index.m3u8`,
    },
    mp4: { hrn: 'MP4', type: 'html5/video/mp4', url: `${baseUrl}/mp4/${playbackId}/720p0.mp4` },
  });

  function listStreams(url: URL, res: ServerResponse) {
    let filters: { id: string; value: unknown }[] = [];
    const rawFilters = url.searchParams.get('filters');
    if (rawFilters) {
      try {
        filters = JSON.parse(rawFilters) as { id: string; value: unknown }[];
        if (!Array.isArray(filters)) throw new Error('not a list');
      } catch {
        return sendError(res, 422, 'filters must be a JSON list');
      }
    }
    const streamsOnly = ['1', 'true'].includes(url.searchParams.get('streamsonly') ?? '');
    const limit = Number(url.searchParams.get('limit') ?? defaultPageSize);
    const offset = Number(url.searchParams.get('cursor') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      return sendError(res, 422, 'limit must be between 1 and 1000');
    }
    if (!Number.isInteger(offset) || offset < 0) return sendError(res, 422, 'invalid cursor');

    let matching = [...streams.values()].filter((stream) => !streamsOnly || !stream.parentId);
    for (const filter of filters) {
      const value = String(filter.value);
      if (filter.id === 'name') {
        // Like Livepeer's ILIKE '%value%'.
        matching = matching.filter((s) => s.name.toLowerCase().includes(value.toLowerCase()));
      } else if (filter.id === 'playbackId') {
        matching = matching.filter((s) => s.playbackId === value);
      } else if (filter.id === 'isActive') {
        matching = matching.filter((s) => String(s.isActive) === value);
      } else {
        return sendError(res, 422, `unsupported filter ${filter.id}`);
      }
    }
    matching.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

    const page = matching.slice(offset, offset + limit);
    const headers: Record<string, string> = {};
    if (offset + limit < matching.length) {
      const next = new URL(`${baseUrl}${url.pathname}${url.search}`);
      next.searchParams.set('cursor', String(offset + limit));
      headers.Link = `<${next.href}>; rel="next"`;
    }
    send(res, 200, page.map(streamJson), headers);
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown) {
    const method = req.method ?? 'GET';
    let segments: string[];
    try {
      segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return sendError(res, 400, 'malformed path');
    }
    const [resource, id, extra] = segments;

    if (resource === 'stream' && segments.length === 1) {
      if (method === 'GET') return listStreams(url, res);
      if (method === 'POST') {
        const input = body as { name?: unknown; record?: unknown } | undefined;
        if (typeof input?.name !== 'string' || !input.name) {
          return sendError(res, 422, 'name is required');
        }
        const stream: StandInStream = {
          id: randomUUID(),
          name: input.name,
          playbackId: randomBytes(8).toString('hex'),
          streamKey: randomBytes(10).toString('hex'),
          isActive: false,
          record: input.record === true,
          createdAt: Date.now(),
          lastSeen: 0,
          suspended: false,
          terminated: 0,
        };
        streams.set(stream.id, stream);
        return send(res, 201, streamJson(stream));
      }
    }
    if (resource === 'stream' && id && segments.length === 2) {
      const stream = streams.get(id);
      if (!stream) return sendError(res, 404, 'not found');
      if (method === 'GET') return send(res, 200, streamJson(stream));
      if (method === 'DELETE') {
        streams.delete(id);
        return send(res, 204);
      }
      if (method === 'PATCH') {
        const { suspended } = (body ?? {}) as { suspended?: unknown };
        if (suspended !== undefined && typeof suspended !== 'boolean') {
          return sendError(res, 422, 'suspended must be a boolean');
        }
        if (typeof suspended === 'boolean') {
          stream.suspended = suspended;
          // Suspending stops the running session too.
          if (suspended) stream.isActive = false;
        }
        return send(res, 204);
      }
    }
    if (resource === 'stream' && id && extra === 'terminate' && segments.length === 3) {
      const stream = streams.get(id);
      if (!stream) return sendError(res, 404, 'not found');
      if (method === 'DELETE') {
        if (stream.isActive) stream.terminated += 1;
        stream.isActive = false;
        return send(res, 204);
      }
    }
    if (resource === 'playback' && id && segments.length === 2 && method === 'GET') {
      const stream = [...streams.values()].find((s) => s.playbackId === id);
      const asset = [...assets.values()].find((a) => a.playbackId === id && a.phase === 'ready');
      if (!stream && !asset) return sendError(res, 404, 'not found');
      const sources = playbackSources(id);
      return stream
        ? send(res, 200, {
            type: 'live',
            meta: { live: stream.isActive ? 1 : 0, source: [sources.hls, sources.mp4] },
          })
        : send(res, 200, { type: 'vod', meta: { source: [sources.mp4, sources.hls] } });
    }
    if (resource === 'data' && id === 'views' && extra === 'now' && method === 'GET') {
      // One row per playbackId with breakdownBy[]=playbackId, else one total row.
      const rows = [...viewers].map(([playbackId, viewCount]) => ({
        playbackId,
        viewCount,
        errorRate: 0,
      }));
      return url.searchParams.getAll('breakdownBy[]').includes('playbackId')
        ? send(res, 200, rows)
        : send(res, 200, [
            { viewCount: rows.reduce((sum, row) => sum + row.viewCount, 0), errorRate: 0 },
          ]);
    }
    if (resource === 'asset' && id === 'request-upload' && !extra && method === 'POST') {
      const input = body as { name?: unknown } | undefined;
      if (typeof input?.name !== 'string' || !input.name) {
        return sendError(res, 422, 'name is required');
      }
      const asset: StandInAsset = {
        id: randomUUID(),
        name: input.name,
        playbackId: null,
        phase: 'waiting',
        createdAt: Date.now(),
        uploadToken: randomBytes(16).toString('hex'),
        upload: null,
      };
      assets.set(asset.id, asset);
      return send(res, 200, {
        url: `${baseUrl}/upload/${asset.id}?token=${asset.uploadToken}`,
        tusEndpoint: `${baseUrl}/upload/tus?token=${asset.uploadToken}`,
        asset: assetJson(asset),
        task: { id: randomUUID() },
      });
    }
    if (resource === 'asset' && id && segments.length === 2) {
      const asset = assets.get(id);
      if (!asset) return sendError(res, 404, 'not found');
      if (method === 'GET') return send(res, 200, assetJson(asset));
      if (method === 'DELETE') {
        assets.delete(id);
        return send(res, 204);
      }
    }
    sendError(res, 404, 'not found');
  }

  /** PUT /upload/{assetId}?token=…: counts the bytes without keeping them. */
  function handleUpload(req: IncomingMessage, res: ServerResponse, url: URL, assetId: string) {
    const asset = assets.get(assetId);
    if (req.method !== 'PUT' || !asset || url.searchParams.get('token') !== asset.uploadToken) {
      req.resume();
      return sendError(res, 404, 'not found');
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      asset.upload = {
        bytes,
        contentType: req.headers['content-type'] ?? null,
        authorization: req.headers.authorization ?? null,
      };
      asset.phase = 'ready';
      asset.playbackId = randomBytes(8).toString('hex');
      send(res, 200);
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const uploadMatch = /^\/upload\/([^/]+)$/.exec(url.pathname);
    const logged: StandInRequest = {
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      body: undefined,
    };
    requests.push(logged);

    if (nextAnswer) {
      const { status, body } = nextAnswer;
      nextAnswer = null;
      req.resume();
      res.writeHead(status, {
        'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
      return;
    }
    if (uploadMatch) return handleUpload(req, res, url, uploadMatch[1]!);
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      req.resume();
      return sendError(res, 401, 'invalid API key');
    }

    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxJsonBody) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxJsonBody) return sendError(res, 413, 'body too large');
      const text = Buffer.concat(chunks).toString('utf8');
      if (text) {
        try {
          logged.body = JSON.parse(text);
        } catch {
          return sendError(res, 400, 'body is not JSON');
        }
      }
      handleApi(req, res, url, logged.body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${portOf(server)}`;

  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    streams,
    assets,
    requests,
    viewers,
    setActive(id, active) {
      const stream = streams.get(id);
      if (!stream) throw new Error(`The Livepeer stand-in has no stream ${id}`);
      stream.isActive = active && !stream.suspended;
      if (active) stream.lastSeen = Date.now();
    },
    failNext(status, body) {
      nextAnswer = { status, body };
    },
  };
}
