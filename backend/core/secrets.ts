/**
 * Signing secrets (JWT_SECRET of the API, SESSION_SECRET of the storefront).
 *
 * A secret given in the environment is used as it is, except the development strings that
 * earlier versions shipped as defaults: they are public, so production refuses them.
 * An unset secret is generated once (32 random bytes) and kept in DATA_DIR/secrets/<NAME>
 * (folder 0700, file 0600), so tokens and cookies survive restarts without a published default.
 * See docs/decisions/0013-generated-secrets-in-the-data-directory.md.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type SecretName = "JWT_SECRET" | "SESSION_SECRET";

/** The development values earlier versions used when the variable was unset: never a real secret. */
export const PUBLISHED_SECRETS: Record<SecretName, string> = {
  JWT_SECRET: "dev-only-secret-change-me-0123456789",
  SESSION_SECRET: "dev-only-session-secret-0123456789",
};

export const SECRET_MIN_LENGTH = 16;

/** Where a generated secret is kept. */
export function secretsDir(dataDir: string): string {
  return path.resolve(dataDir, "secrets");
}

/** The one-line reason a configured secret is refused, or null when it may be used. */
export function refuseSecret(name: SecretName, value: string, nodeEnv: string | undefined): string | null {
  if (nodeEnv === "production" && value === PUBLISHED_SECRETS[name]) {
    return `the published development value; set a secret of your own (or unset it to have one generated in DATA_DIR/secrets)`;
  }
  return null;
}

/**
 * Reads the secret kept in the data directory, creating it on first use. Creation is exclusive
 * (`wx`), so two processes starting together on one directory end up with the same value.
 */
export function storedSecret(name: SecretName, dataDir: string): { value: string; created: boolean } {
  const dir = secretsDir(dataDir);
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fresh = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${fresh}\n`, { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
    return { value: fresh, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const value = readFileSync(file, "utf8").trim();
  if (value.length < SECRET_MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret (${SECRET_MIN_LENGTH}+ characters); delete it to have a new one generated`);
  }
  return { value, created: false };
}

let testSecret: string | undefined;

/**
 * The secret to use when the variable is unset: under NODE_ENV=test a random one for this
 * process (nothing written), otherwise the one kept in the data directory.
 */
export function fallbackSecret(name: SecretName, env: { NODE_ENV?: string; DATA_DIR?: string }): string {
  if (env.NODE_ENV === "test") {
    testSecret ??= randomBytes(32).toString("base64url");
    return `${name}:${testSecret}`;
  }
  return storedSecret(name, env.DATA_DIR || "./data").value;
}

/**
 * Fills the unset secrets of `names` into `env` (the process entry calls this before the
 * configurations are read) and answers which ones came from the data directory, for the one
 * start-up warning. A refused value throws one line naming the variable.
 */
export function provideSecrets(env: NodeJS.ProcessEnv, names: SecretName[]): { fromDataDir: SecretName[]; dir: string } {
  const dataDir = env.DATA_DIR || "./data";
  const fromDataDir: SecretName[] = [];
  for (const name of names) {
    const given = env[name];
    if (given) {
      const refused = refuseSecret(name, given, env.NODE_ENV);
      if (refused) throw new Error(`Invalid environment variable ${name}: ${refused}`);
      continue;
    }
    if (env.NODE_ENV === "test") continue;
    env[name] = storedSecret(name, dataDir).value;
    fromDataDir.push(name);
  }
  return { fromDataDir, dir: secretsDir(dataDir) };
}
