import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

describe('local storage', () => {
  it('takes many writes of one file at the same moment, leaving one whole file behind', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    const bodies = Array.from({ length: 20 }, (_, index) =>
      new TextEncoder().encode(`version ${index} `.repeat(1000)),
    );
    await Promise.all(
      bodies.map((body) => storage.put('player-avatars/a.webp', body, 'image/webp')),
    );
    const written = readFileSync(path.join(root, 'player-avatars/a.webp'), 'utf8');
    expect(bodies.map((body) => new TextDecoder().decode(body))).toContain(written);
    expect(readdirSync(path.join(root, 'player-avatars'))).toEqual(['a.webp']);
  });

  it('refuses a key that leads outside its folder', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'uploads-')));
    await expect(storage.put('../escape.webp', new Uint8Array(1), 'image/webp')).rejects.toThrow(
      'Bad storage key',
    );
  });
});
