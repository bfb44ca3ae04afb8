import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage';

export type S3Options = {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO …); AWS when absent. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base address for reading files (a CDN or the bucket's public address). */
  publicBaseUrl?: string | undefined;
};

/** Puts files into an S3-compatible bucket with signed (SigV4) requests. */
/** Where browsers load a bucket's files from: its public address, else the S3 endpoint. */
export function s3PublicOrigin(options: Pick<S3Options, 'endpoint' | 'publicBaseUrl' | 'region'>) {
  return new URL(
    options.publicBaseUrl ?? options.endpoint ?? `https://s3.${options.region}.amazonaws.com`,
  ).origin;
}

export function createS3Storage(options: S3Options, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(
    /\/$/,
    '',
  );
  const objectUrl = (key: string) =>
    `${endpoint}/${options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const publicBase = (options.publicBaseUrl ?? `${endpoint}/${options.bucket}`).replace(/\/$/, '');
  const failed = async (what: string, key: string, res: Response) =>
    new Error(`S3 ${what} of ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=300' },
      });
      const res = await fetchImpl(signed);
      if (!res.ok) throw await failed('upload', key, res);
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      // The body is not hashed into the signature (it would mean reading the file twice), so
      // the request says so; the length is given, as S3 takes no chunked uploads.
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        headers: {
          'content-type': contentType,
          'content-length': String(size),
          'cache-control': 'public, max-age=86400',
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
      });
      const res = await fetchImpl(signed.url, {
        method: 'PUT',
        headers: signed.headers,
        body: Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      if (!res.ok) throw await failed('upload', key, res);
    },
    async delete(key) {
      const res = await fetchImpl(await client.sign(objectUrl(key), { method: 'DELETE' }));
      // S3 answers 204 whether or not the key existed; other services may say 404.
      if (!res.ok && res.status !== 404) throw await failed('delete', key, res);
    },
    publicUrl: (key) => `${publicBase}/${key}`,
  };
}
