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
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=300' },
      });
      const res = await fetchImpl(signed);
      if (!res.ok) {
        throw new Error(
          `S3 upload of ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`,
        );
      }
    },
    publicUrl: (key) => `${publicBase}/${key}`,
  };
}
