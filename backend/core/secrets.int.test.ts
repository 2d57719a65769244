/**
 * Signing secrets: no published default is ever used. An unset secret is
 * generated once and kept owner-only in DATA_DIR/secrets; the old development strings are refused
 * in production; a token signed with the old default is refused by the cabinet.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { logIn, signUp } from "../auth/testing.ts";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "./log.ts";
import { PUBLISHED_SECRETS, provideSecrets } from "./secrets.ts";
import { testApi } from "../test/db.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-secrets-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("generated secrets", () => {
  it("generates JWT_SECRET once, keeps it owner-only in DATA_DIR/secrets and reads the same value next start", () => {
    const dataDir = tempDir();
    const first = loadBackendConfig({ NODE_ENV: "production", DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    expect(first.JWT_SECRET).not.toBe(PUBLISHED_SECRETS.JWT_SECRET);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(40);
    const file = path.join(dataDir, "secrets", "JWT_SECRET");
    expect(readFileSync(file, "utf8").trim()).toBe(first.JWT_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const second = loadBackendConfig({ NODE_ENV: "production", DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    // another data directory, another secret
    const other = loadBackendConfig({ NODE_ENV: "production", DATA_DIR: tempDir() } as NodeJS.ProcessEnv);
    expect(other.JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it("fills both processes' secrets at start and reports which came from the data directory", () => {
    const dataDir = tempDir();
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", DATA_DIR: dataDir, JWT_SECRET: "given-by-the-operator-0123" };
    const result = provideSecrets(env, ["SESSION_SECRET", "JWT_SECRET"]);
    expect(result.fromDataDir).toEqual(["SESSION_SECRET"]);
    expect(env.JWT_SECRET).toBe("given-by-the-operator-0123");
    expect(env.SESSION_SECRET).toBe(readFileSync(path.join(dataDir, "secrets", "SESSION_SECRET"), "utf8").trim());
    // the storefront alone (API_URL) keeps only its own secret
    const front: NodeJS.ProcessEnv = { NODE_ENV: "production", DATA_DIR: tempDir(), API_URL: "https://api.example.az" };
    expect(provideSecrets(front, ["SESSION_SECRET"]).fromDataDir).toEqual(["SESSION_SECRET"]);
    expect(front.JWT_SECRET).toBeUndefined();
  });

  it("refuses the published development strings in production with one line", () => {
    const dataDir = tempDir();
    expect(() => loadBackendConfig({ NODE_ENV: "production", DATA_DIR: dataDir, JWT_SECRET: PUBLISHED_SECRETS.JWT_SECRET } as NodeJS.ProcessEnv)).toThrow(
      /^Invalid environment variable JWT_SECRET: [^\n]*published development value[^\n]*$/,
    );
    expect(() => provideSecrets({ NODE_ENV: "production", DATA_DIR: dataDir, SESSION_SECRET: PUBLISHED_SECRETS.SESSION_SECRET }, ["SESSION_SECRET"])).toThrow(
      /^Invalid environment variable SESSION_SECRET: [^\n]*published development value/,
    );
  });
});

describe("tokens signed with the old default", () => {
  let api: Awaited<ReturnType<typeof testApi>>;
  beforeAll(async () => {
    api = await testApi();
  });

  it("are refused by a cabinet call (401)", async () => {
    const user = await signUp(api.call, api.database);
    const session = await logIn(api.call, user.mobile, user.password);
    expect((await api.call("auth", {}, { method: "GET", token: session.accessToken })).status).toBe(200);
    const deps = { database: api.database, config: { ...api.config, JWT_SECRET: PUBLISHED_SECRETS.JWT_SECRET }, log: createLogger() };
    const minted = await signAccessToken(deps, session.user.id);
    const answer = await api.call("auth", {}, { method: "GET", token: minted });
    expect(answer.status).toBe(401);
    expect(api.config.JWT_SECRET).not.toBe(PUBLISHED_SECRETS.JWT_SECRET);
  });
});
