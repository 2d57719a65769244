/**
 * `npm run staff -- create …` as a process: on a stopped embedded database (a temp DATA_DIR)
 * and, with DATABASE_URL, on a fresh PostgreSQL database; the password comes from stdin.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../auth/passwords.ts";
import { openDatabase } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { testDatabase, testDatabaseName } from "../test/db.ts";

vi.setConfig({ testTimeout: 240_000 });

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function staff(args: string[], input: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "backend/staff/cli.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", JWT_SECRET: "a-test-secret-of-enough-length", ...env },
    timeout: 200_000,
  });
}

describe("npm run staff", () => {
  it("refuses bad arguments and a weak password with one line, changing nothing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
    dirs.push(dir);
    const env = { DATA_DIR: dir, DATABASE_URL: "" };
    expect(staff(["create", "--mobile", "12345", "--role", "owner"], "Strong-pass-1\n", env)).toMatchObject({ status: 1, stderr: expect.stringContaining("--mobile") });
    expect(staff(["create", "--mobile", "0501234567", "--role", "king"], "Strong-pass-1\n", env)).toMatchObject({ status: 1, stderr: expect.stringContaining("--role") });
    expect(staff(["create", "--mobile", "0501234567", "--role", "owner"], "123456\n", env)).toMatchObject({ status: 1, stderr: expect.stringContaining("password") });
    expect(staff(["delete"], "", env)).toMatchObject({ status: 1, stderr: expect.stringContaining("usage") });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))("creates an owner on a stopped embedded database, who can then be found with that password", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
    dirs.push(dir);
    const run = staff(["create", "--mobile", "050 765 43 21", "--role", "owner", "--first-name", "Kamran"], "Strong-pass-1\n", { DATA_DIR: dir, DATABASE_URL: "" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Created account \d+ \(\+994507654321\) with the role owner/);
    const database = await openDatabase({ dataDir: path.join(dir) });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.mobile, "994507654321"));
      expect(row).toMatchObject({ firstName: "Kamran", roles: ["owner"], verified: true });
      expect(await verifyPassword(row!.passwordHash, "Strong-pass-1")).toBe(true);
      expect(await database.db.select().from(auditLog)).toMatchObject([{ actorName: "npm run staff", action: "create", area: "staff" }]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("creates and then promotes on PostgreSQL", async () => {
    const database = await testDatabase();
    // the name of the database testDatabase() made: the URL of the current connection
    const [{ name }] = await database.query<{ name: string }>(
      (await import("drizzle-orm")).sql`select current_database() as name`,
    );
    expect(name.startsWith(testDatabaseName().slice(0, 7))).toBe(true);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    const first = staff(["create", "--mobile", "+994 55 444 33 22", "--role", "support"], "Strong-pass-1\n", env);
    expect(first.status, first.stderr).toBe(0);
    const second = staff(["create", "--mobile", "0554443322", "--role", "owner"], "Other-pass-22\n", env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("Updated account");
    const [row] = await database.db.select().from(users).where(eq(users.mobile, "994554443322"));
    expect(row!.roles).toEqual(["support", "owner"]);
    expect(await verifyPassword(row!.passwordHash, "Other-pass-22")).toBe(true);
  });
});
