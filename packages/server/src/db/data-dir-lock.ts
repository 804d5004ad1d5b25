import fs from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'routier.lock';

/** Directories this process holds (a lock file with our own pid may also be a stale one from a container restart). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is single-process: two servers on one directory would corrupt it. A lock file
 * holding our pid refuses a second opener while the first one lives; a stale lock (dead pid) is taken over.
 */
export async function acquireDataDirLock(dir: string): Promise<() => Promise<void>> {
  const file = path.join(path.resolve(dir), LOCK_FILE);
  if (heldHere.has(file)) throw new Error(`The embedded database in ${dir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`The embedded database in ${dir} is in use by process ${pid}; stop it first.`);
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}
