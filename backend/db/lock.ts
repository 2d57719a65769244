/**
 * One writer per embedded data directory. PGlite is a single-process database: two processes on
 * one folder both start, hand out the same order numbers and corrupt each other's files. The
 * first process writes its pid to DATA_DIR/pg.lock (exclusive create); another process finds the
 * file, sees that pid alive and refuses to start. A lock whose process is gone (a crash, a kill)
 * is stale and taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // the same pid as ours is a lock left by an earlier life of this container/process slot
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock file or throws DataDirLockedError (one line naming the holder's pid).
 * Answers the release call; the lock is also removed when the process exits.
 */
export function lockDataDir(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {}
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    } catch {}
    if (alive(holder)) {
      throw new DataDirLockedError(`${what} is in use by another process (pid ${holder}, lock ${file}); stop it or use another DATA_DIR`);
    }
    // stale: its process is gone
    try {
      unlinkSync(file);
    } catch {}
  }
  throw new DataDirLockedError(`${what} could not be locked (${file}); another process keeps taking it`);
}
