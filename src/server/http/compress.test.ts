import { gunzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressResponses, prepareJson, sendPreparedJson } from './compress';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Athlete ${i}` })) };

function app() {
  return new Hono()
    .use(compressResponses())
    .get('/big', (c) => c.json(big))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/small-named', (c) => {
      c.header('Set-Cookie', 'a=1');
      c.header('Set-Cookie', 'b=2', { append: true });
      return c.json({ name: 'Zoë Ångström' }, 201, { 'Cache-Control': 'no-store' });
    })
    .get('/video', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'video/mp4' }))
    .get('/prepared', (c) => sendPreparedJson(c, prepareJson(big)))
    .get('/prepared-small', (c) => sendPreparedJson(c, prepareJson({ name: 'Zoë Ångström' })));
}

const get = (path: string, encoding?: string, method = 'GET') =>
  app().request(path, { method, headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressResponses', () => {
  it('gzips text answers of 1 KB or more for clients that take gzip', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it('leaves small answers, other types, HEAD and clients without gzip alone', async () => {
    expect((await get('/small', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/video', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/big', 'gzip', 'HEAD')).headers.get('content-encoding')).toBeNull();
    for (const encoding of [undefined, 'br', 'gzip;q=0, br']) {
      const res = await get('/big', encoding);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('sends prepared JSON compressed or plain as the client asks', async () => {
    const zipped = await get('/prepared', 'gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(big);
    const plain = await get('/prepared');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(
      String(Buffer.byteLength(JSON.stringify(big))),
    );
    expect(await plain.json()).toEqual(big);
  });

  it('says the length of a small prepared answer, which goes out as it is', async () => {
    const json = JSON.stringify({ name: 'Zoë Ångström' });
    const res = await get('/prepared-small', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await res.text()).toBe(json);
  });
});

describe('an answer it does not compress', () => {
  it('is handed on without its body being read', async () => {
    for (const make of [
      (c: Context) => c.json({ ok: true }),
      (c: Context) => sendPreparedJson(c, prepareJson(big)),
      (c: Context) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'video/mp4' }),
    ]) {
      let reads = 0;
      /** The answer as made, counting how often its body is asked for. */
      class Counted extends Response {
        override get body() {
          reads += 1;
          return super.body;
        }
      }
      const res = await new Hono()
        .use(compressResponses())
        .get('/', (c) => {
          const made = make(c);
          return new Counted(made.body, made);
        })
        .request('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(reads).toBe(0);
      expect(res.status).toBe(200);
    }
  });
});

describe('an answer made with c.json', () => {
  it('says its length in bytes and keeps its status, headers and cookies', async () => {
    const json = JSON.stringify({ name: 'Zoë Ångström' });
    const res = await get('/small-named', 'gzip');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.text()).toBe(json);
  });

  it('says no length once compressed', async () => {
    const res = await get('/big', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
