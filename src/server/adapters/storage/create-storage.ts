import path from 'node:path';
import type { Config } from '#server/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
