import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's files may be opened by one process at a time: a second one opening
 * them (a second `npm start`, an admin script while the server runs) writes over the first's
 * work, and the directory no longer opens. PostgreSQL refuses this with its postmaster.pid; the
 * embedded one does not, so the app keeps its own lock: a file beside the directory naming the
 * process that holds it.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR. ' +
        `If no server is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process runs with this id (one we may not signal runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of the database directory `dataDir` for this process, or throws
 * `DataDirInUseError` naming the process that holds it (this one included). A lock left by a
 * process that has ended is taken over. Returns the release, which also runs when the process
 * exits; a process killed outright leaves its file, which the next start takes over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockFile);
      // This process's own id in a file it does not hold: left by an earlier process that had
      // the same id (a container started again).
      const alive =
        owner !== null && (owner === process.pid ? held.has(lockFile) : isRunning(owner));
      if (alive) throw new DataDirInUseError(path.resolve(dataDir), lockFile, owner);
      // Read again just before: another process starting now may have taken it over already.
      if (ownerOf(lockFile) === owner) rmSync(lockFile, { force: true });
    }
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
