/** Where uploaded files live: a local folder by default, an S3-compatible bucket when configured. */
export type Storage = {
  kind: 'local' | 's3';
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  /**
   * Stores the file at `filePath` under `key`, streamed from disk (for videos too large to hold
   * in memory). The file at `filePath` is left where it is.
   */
  putFile: (key: string, filePath: string, contentType: string) => Promise<void>;
  /** Removes the file; a key with no file is not an error. */
  delete: (key: string) => Promise<void>;
  /** The address browsers load the file from. */
  publicUrl: (key: string) => string;
};
