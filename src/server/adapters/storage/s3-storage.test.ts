import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '#server/test/listening';
import { createS3Storage } from './s3-storage';
import { exactly } from '#server/test/tuples';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

let server: Server;
let endpoint: string;
const received: Received[] = [];
let nextStatus = 200;

beforeAll(async () => {
  // A stand-in for the S3 API on loopback: records each request and answers with nextStatus.
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.statusCode = nextStatus;
      res.end(nextStatus === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('S3 storage', () => {
  const storage = () =>
    createS3Storage({
      bucket: 'athletes',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicBaseUrl: 'https://cdn.example.com/athletes',
    });

  it('puts the file with a SigV4-signed request and gives its public address', async () => {
    await storage().put('player-avatars/abc.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const [request] = exactly(1, received);
    expect(request).toMatchObject({ method: 'PUT', url: '/athletes/player-avatars/abc.webp' });
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(request.headers['content-type']).toBe('image/webp');
    expect([...request.body]).toEqual([1, 2, 3]);
    expect(storage().publicUrl('player-avatars/abc.webp')).toBe(
      'https://cdn.example.com/athletes/player-avatars/abc.webp',
    );
  });

  it('streams a file from disk with its length and an unsigned payload', async () => {
    received.length = 0;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 's3-put-')), 'clip.mp4');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 0xab);
    writeFileSync(file, bytes);
    await storage().putFile('highlights/p-1.mp4', file, 'video/mp4');
    const [request] = exactly(1, received);
    expect(request).toMatchObject({ method: 'PUT', url: '/athletes/highlights/p-1.mp4' });
    expect(request.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(request.headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-content-sha256/);
    expect(request.headers['content-type']).toBe('video/mp4');
    expect(request.headers['content-length']).toBe(String(bytes.length));
    expect(request.headers['transfer-encoding']).toBeUndefined();
    expect(request.body.equals(bytes)).toBe(true);
  });

  it('deletes with a signed request', async () => {
    received.length = 0;
    await storage().delete('highlights/p-1.mp4');
    expect(received[0]).toMatchObject({ method: 'DELETE', url: '/athletes/highlights/p-1.mp4' });
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('fails loudly when the bucket refuses', async () => {
    nextStatus = 403;
    await expect(storage().put('x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403/);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 's3-put-')), 'clip.webm');
    writeFileSync(file, 'x');
    await expect(storage().putFile('x.webm', file, 'video/webm')).rejects.toThrow(/403/);
    await expect(storage().delete('x.webm')).rejects.toThrow(/403/);
    nextStatus = 200;
  });
});
