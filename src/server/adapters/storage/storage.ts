/** Where uploaded files live: a local folder by default, an S3-compatible bucket when configured. */
export type Storage = {
  kind: 'local' | 's3';
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  /** The address browsers load the file from. */
  publicUrl: (key: string) => string;
};
