import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/uploads, served by the app at /uploads/… */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  return {
    kind: 'local',
    async put(key, body) {
      const target = path.resolve(base, key);
      if (!target.startsWith(base + path.sep)) throw new Error(`Bad storage key: ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; each write has a file of its own.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}
