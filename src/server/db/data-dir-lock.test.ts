import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { thrownBy } from '#server/test/errors';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const releases: (() => void)[] = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function newDataDir() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-')), 'data', 'db');
}
function lock(dataDir: string) {
  const release = lockDataDir(dataDir);
  releases.push(release);
  return release;
}
/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

describe('lockDataDir', () => {
  it('writes its process id beside the directory and removes it on release', () => {
    const dataDir = newDataDir();
    const release = lock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // Taken again once released.
    lock(dataDir);
  });

  it('refuses a directory another running process holds, naming it and the way out', async () => {
    const dataDir = newDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      lock(dataDir)();
      writeFileSync(`${dataDir}.lock`, `${other.pid}\n`);
      const refused = thrownBy(() => lockDataDir(dataDir), DataDirInUseError);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect(refused.message).toBe(
        `The embedded database in ${dataDir} is in use by another process (pid ${other.pid}). ` +
          'Stop that server first, or give this one its own DATA_DIR. ' +
          `If no server is running, delete ${dataDir}.lock.`,
      );
      // The holder's file is left as it was.
      expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that ended without releasing it', () => {
    const dataDir = newDataDir();
    lock(dataDir)();
    writeFileSync(`${dataDir}.lock`, `${endedPid()}\n`);
    lock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock in its own id that it does not hold (an earlier process with that id)', () => {
    const dataDir = newDataDir();
    lock(dataDir)();
    writeFileSync(`${dataDir}.lock`, `${process.pid}\n`);
    lock(dataDir);
    // Held now: a second take in this process is refused.
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  });

  it('takes over a file that names no process', () => {
    const dataDir = newDataDir();
    lock(dataDir)();
    writeFileSync(`${dataDir}.lock`, 'not a pid');
    lock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
  });
});
