/**
 * One process per embedded data directory, with real processes: while one
 * holds DATA_DIR, a second refuses to start with one line; after the first is killed (its lock
 * left behind) the next start takes the stale lock over.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

// opens the embedded database like the server does, says "open", and holds it until stdin closes
const script = `
import { openDatabase } from "./backend/db/client.ts";
try {
  const database = await openDatabase({ dataDir: process.env.DATA_DIR });
  await database.query((await import("drizzle-orm")).sql\`select 1\`);
  console.log("open");
  process.stdin.resume();
  process.stdin.on("end", async () => { await database.close(); process.exit(0); });
} catch (err) {
  console.error(err.message.split("\\n")[0]);
  process.exit(1);
}
`;

function start() {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => stdout.includes("open") && resolve());
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  opened.catch(() => {}); // awaited only by the tests that expect the start to succeed
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, opened, exited, output: () => ({ stdout, stderr }) };
}

describe("embedded database lock", () => {
  it("lets one process open DATA_DIR; a second refuses with one line; a killed holder's lock is taken over", async () => {
    const first = start();
    await first.opened;
    const lockFile = path.join(dataDir, "pg.lock");
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(first.child.pid));

    const second = start();
    expect(await second.exited).toBe(1);
    const lines = second.output().stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`in use by another process \\(pid ${first.child.pid}`));

    // killed without cleanup: the lock file stays behind, naming a dead process
    first.child.kill("SIGKILL");
    await first.exited;
    expect(existsSync(lockFile)).toBe(true);

    const third = start();
    await third.opened;
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(third.child.pid));
    // a clean stop releases the lock
    third.child.stdin!.end();
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
