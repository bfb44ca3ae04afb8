import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('copies a file in whole, leaves the source, and deletes it again', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    const source = path.join(mkdtempSync(path.join(os.tmpdir(), 'source-')), 'clip.mp4');
    writeFileSync(source, 'video bytes '.repeat(10_000));
    await storage.putFile('highlights/p-1.mp4', source, 'video/mp4');
    const stored = path.join(root, 'highlights/p-1.mp4');
    expect(readFileSync(stored, 'utf8')).toBe(readFileSync(source, 'utf8'));
    expect(existsSync(source)).toBe(true);
    expect(readdirSync(path.join(root, 'highlights'))).toEqual(['p-1.mp4']);
    await storage.delete('highlights/p-1.mp4');
    expect(existsSync(stored)).toBe(false);
    // Deleting what is not there is fine.
    await storage.delete('highlights/p-1.mp4');
  });

  it('leaves nothing behind when a file cannot be copied', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    await expect(
      storage.putFile('highlights/p-2.mp4', path.join(root, 'missing.mp4'), 'video/mp4'),
    ).rejects.toThrow();
    expect(readdirSync(path.join(root, 'highlights'))).toEqual([]);
  });

  it('refuses a key that leads outside its folder', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'uploads-')));
    await expect(storage.put('../escape.webp', new Uint8Array(1), 'image/webp')).rejects.toThrow(
      'Bad storage key',
    );
    await expect(storage.putFile('../escape.mp4', '/dev/null', 'video/mp4')).rejects.toThrow(
      'Bad storage key',
    );
    await expect(storage.delete('../escape.mp4')).rejects.toThrow('Bad storage key');
  });
});
