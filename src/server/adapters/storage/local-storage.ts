import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/uploads, served by the app at /uploads/… */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const target = path.resolve(base, key);
    if (!target.startsWith(base + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return target;
  };
  /** Fills a file of its own beside the target, then renames it: a reader never sees half a file. */
  async function replace(key: string, fill: (temporary: string) => Promise<void>) {
    const target = resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await fill(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    kind: 'local',
    put: (key, body) => replace(key, (temporary) => writeFile(temporary, body)),
    // A copy, not a rename: the source is usually in the OS temp folder, often another disk.
    // FICLONE makes it a cheap clone where the file system can.
    putFile: (key, filePath) =>
      replace(key, (temporary) => copyFile(filePath, temporary, constants.COPYFILE_FICLONE)),
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}
