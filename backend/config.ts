import { z } from "zod";
import { passwordProblem } from "./auth/password-rule.ts";
import { isValidEmail, normalizeMobile } from "./core/contact.ts";
import { SECRET_MIN_LENGTH, fallbackSecret, refuseSecret } from "./core/secrets.ts";

/** Environment of the commerce API, validated once at start. */
/** a setting that may be unset or empty (both mean unset) */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const bool = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "on" || v === "yes");

/**
 * Rate limit settings, read by the server (request budgets) and the API (login, codes, reviews).
 * Kept apart so server.ts can read them when the API runs elsewhere (API_URL).
 */
export const limitsEnvSchema = z.object({
  RATE_LIMITS: bool.default(true),
  /** redis://host:6379/0: counters shared by every process; unset: in this process's memory */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, "must look like redis://127.0.0.1:6379")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** namespace of the shop's keys in Redis */
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{0,64}$/, "letters, digits, _ : . - (up to 64)").default("bazaar:"),
  /** points per client address per minute for reads: a page 10, an API read 2, an image or file 1 */
  RATE_LIMIT_READ: z.coerce.number().int().positive().default(1200),
  /** non-GET requests per client address per minute (other than the sign-in ones) */
  RATE_LIMIT_POST: z.coerce.number().int().positive().default(60),
  /** sign-in, sign-up, reminder and code posts per client address per 15 minutes */
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(20),
  /** one-time codes sent by SMS per client address per hour (sign-up, reminder, verification and checkout together) */
  SMS_PER_ADDRESS: z.coerce.number().int().positive().default(6),
});

export const backendEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, "must look like postgres://user@host:5432/db")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** the longest one SQL statement of a request may run (ms; 0 = no bound); start-up work is not bound */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** the longest a statement waits for a row or table lock (ms; 0 = no bound) */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
  /** unset: generated once and kept in DATA_DIR/secrets (core/secrets.ts); the published development value is refused in production */
  JWT_SECRET: z.string().min(SECRET_MIN_LENGTH).optional().or(z.literal("").transform(() => undefined)),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(60 * 60 * 24 * 30),
  SMS_DRIVER: z.enum(["log", "http"]).default("log"),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TEMPLATE: z.string().default('{"to":"{mobile}","text":"{text}"}'),
  /** e-mail driver: `log` (log and the dev outbox) or `smtp`; unset: smtp when SMTP_URL is set, else log */
  EMAIL_DRIVER: z.enum(["log", "smtp"]).optional().or(z.literal("").transform(() => undefined)),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer connection URL) */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must look like smtp://user:pass@host:587")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** sender of the shop's e-mails; unset: "Bazaar" <no-reply@the SITE_URL host> */
  EMAIL_FROM: z.string().min(3).optional().or(z.literal("").transform(() => undefined)),
  /** the dev SMS outbox call (dev/sms-outbox); on by default outside production */
  DEV_OUTBOX: bool.optional(),
  /** seconds in which a just-rotated refresh token may be presented again (parallel requests) */
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).default(10),
  USER_WITH_BIRTHDAY: bool.default(false),
  USER_WITH_GENDER: bool.default(true),
  USER_WITH_MARKETING_CONSENT: bool.default(true),
  PAYMENT_PROVIDER: z.enum(["test", "azericard", "redirect"]).optional(),
  ALLOW_TEST_PAYMENTS: bool.default(false),
  AZERICARD_URL: z.string().url().optional(),
  AZERICARD_TERMINAL: z.string().optional(),
  AZERICARD_KEY: z.string().optional(),
  AZERICARD_MERCH_NAME: z.string().default("Bazaar"),
  REDIRECT_PROVIDER_URL: z.string().url().optional(),
  REDIRECT_PROVIDER_KEY: z.string().optional(),
  CHECKOUT_OTP: z.enum(["cash", "all", "off"]).default("cash"),
  /** units of one cart line (product, size, option) */
  MAX_QTY_PER_LINE: z.coerce.number().int().min(1).max(999).default(10),
  /** units of all lines of one cart / order */
  MAX_QTY_PER_ORDER: z.coerce.number().int().min(1).max(10_000).default(50),
  /** unpaid card or installment orders holding stock at once per buyer mobile / per client address (0: no limit) */
  MAX_HOLDS_PER_MOBILE: z.coerce.number().int().min(0).default(2),
  MAX_HOLDS_PER_ADDRESS: z.coerce.number().int().min(0).default(3),
  /** minutes an unpaid card or installment order holds its stock: signed-in customers / guests */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  GUEST_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REVIEW_MODERATION: bool.default(false),
  DISCOUNTS_ACTIVE: bool.default(true),
  /** public origin without a trailing slash; unset: http://localhost:$PORT (loadBackendConfig) */
  SITE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .refine((v) => !/[?#]/.test(v), "must not have a query or fragment")
    .transform((v) => v.replace(/\/+$/, "")),
  /** bytes a request body may have (forms and JSON); larger ones get 413 before they are read */
  BODY_LIMIT: z.coerce.number().int().min(1024).max(64 * 1024 * 1024).default(64 * 1024),
  SEED_ON_EMPTY: bool.default(true),
  /** anonymous catalogue and content reads kept in memory (dropped by the changes that touch them, ADR 0049); off under NODE_ENV=test unless set */
  API_READ_CACHE: bool.optional(),
  /** seconds a kept read stays fresh */
  API_READ_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(600),
  VAPID_PUBLIC_KEY: z.string().optional(),
  /** how push notifications leave: `webpush` (the push services, the default) or `log` (written to the log, nothing sent; still needs the VAPID keys) */
  PUSH_DRIVER: z.enum(["webpush", "log"]).default("webpush"),
  /** the first owner of the back office, created (or promoted) at start when no owner exists; with OWNER_PASSWORD */
  /** staff told of each new order (a cash order placed, a card order paid): mobiles, comma-separated */
  STAFF_NOTIFY_MOBILES: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((m) => m.trim()).filter(Boolean))
    .refine((list) => list.every((m) => normalizeMobile(m) !== null), "must be mobile numbers such as +994 50 123 45 67, comma-separated")
    .transform((list) => [...new Set(list.map((m) => normalizeMobile(m)!))]),
  /** …and their e-mail addresses, comma-separated */
  STAFF_NOTIFY_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((m) => m.trim()).filter(Boolean))
    .refine((list) => list.every((m) => isValidEmail(m)), "must be e-mail addresses, comma-separated"),
  /** the language of the staff's new-order notices */
  STAFF_NOTIFY_LANG: z.enum(["az", "en", "ru"]).default("az"),
  OWNER_MOBILE: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined))
    .refine((v) => v === undefined || normalizeMobile(v) !== null, "must be a mobile number such as +994 50 123 45 67")
    .transform((v) => (v === undefined ? undefined : (normalizeMobile(v) ?? undefined))),
  OWNER_PASSWORD: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined))
    .refine((v) => v === undefined || passwordProblem(v) === null, "must be 8+ characters and not a common password"),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** uploaded product photos: the largest file in MB (MiB), and the most pixels (width × height) one may have */
  PHOTO_MAX_MB: z.coerce.number().int().min(1).max(50).default(10),
  PHOTO_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_000_000).default(50_000_000),
  /**
   * The photo store (ADR 0050): with S3_BUCKET set, uploaded photos go to that S3-compatible
   * bucket, shared by every process and machine; unset, to DATA_DIR/uploads on this machine.
   */
  S3_BUCKET: optionalText.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lowercase letters, digits, dots, dashes)").optional()),
  /** the bucket's endpoint (MinIO, R2, Spaces, …): https://s3.example.az; unset: the provider's own (AWS) for S3_REGION */
  S3_ENDPOINT: optionalText.pipe(z.string().url().refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://").optional()),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1").default("us-east-1"),
  /** both or neither; neither: the SDK's own credential chain (an instance role, AWS_* variables) */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** prepended to every object key (`shop/`), so one bucket can hold several shops */
  S3_PREFIX: z.string().regex(/^(?:[a-z0-9][a-z0-9_-]*\/)*$/, "must be empty or folders ending in / (lowercase letters, digits, _ -)").default(""),
  /** path-style addresses (endpoint/bucket/key); unset: on when S3_ENDPOINT is set */
  S3_PATH_STYLE: bool.optional(),
  /** ms one bucket request may take before an upload answers 503 (tried twice) */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * where browsers fetch the bucket's objects (a CDN or the bucket's public address, no trailing
   * slash): /img/{width}/up/… then answers a permanent redirect there instead of passing the bytes
   */
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
      .refine((v) => !/[?#]/.test(v), "must not have a query or fragment")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
  ),
  /** whether this process runs the background jobs (notices, push sends, hold expiry): on in every process by default */
  JOBS_WORKER: bool.default(true),
  /** ms between two looks for due jobs (a job committed in any process also wakes the workers at once) */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** ms a claimed job stays this worker's without a renewal: a killed process's jobs are taken over after it */
  JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** jobs one process runs at once */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** ms before the first retry of a failed job, doubling with every attempt up to JOBS_BACKOFF_MAX_MS */
  JOBS_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  JOBS_BACKOFF_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** image renders at once, renders allowed to wait, and ms a render may wait or run before 503 */
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  IMAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
}).extend(limitsEnvSchema.shape);

export type BackendConfig = Omit<z.infer<typeof backendEnvSchema>, "JWT_SECRET"> & { JWT_SECRET: string };

/** Formats the first problem as one line naming the variable. */
export function describeEnvError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = issue?.path.join(".") || "environment";
  return `Invalid environment variable ${name}: ${issue?.message ?? "invalid"}`;
}

/** SITE_URL as given, else the address this process listens on (`http://localhost:$PORT`). */
export function withSiteUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.SITE_URL) return env;
  const port = env.PORT && /^\d{1,5}$/.test(env.PORT) ? env.PORT : "3000";
  return { ...env, SITE_URL: `http://localhost:${port}` };
}

/** What `DEMO=1` (`npm run demo`) turns on unless set otherwise: the dev outbox and the test card gateway. */
export const DEMO_DEFAULTS = { DEV_OUTBOX: "1", PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "1" } as const;

/** Whether DEMO is on (`npm run demo`). */
export function demoOn(env: NodeJS.ProcessEnv): boolean {
  return /^(1|true|yes|on)$/i.test(env.DEMO ?? "");
}

/** The environment with the demo's defaults filled in when DEMO is on. */
export function withDemo(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!demoOn(env)) return env;
  const filled = { ...env };
  for (const [name, value] of Object.entries(DEMO_DEFAULTS)) filled[name] ??= value;
  return filled;
}

let cached: BackendConfig | undefined;

export function loadBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = backendEnvSchema.safeParse(withSiteUrl(withDemo(env)));
  if (!parsed.success) throw new Error(describeEnvError(parsed.error));
  const { JWT_SECRET, ...rest } = parsed.data;
  if (Boolean(rest.OWNER_MOBILE) !== Boolean(rest.OWNER_PASSWORD)) {
    throw new Error(`Invalid environment variable ${rest.OWNER_MOBILE ? "OWNER_PASSWORD" : "OWNER_MOBILE"}: OWNER_MOBILE and OWNER_PASSWORD go together`);
  }
  if (Boolean(rest.S3_ACCESS_KEY_ID) !== Boolean(rest.S3_SECRET_ACCESS_KEY)) {
    throw new Error(`Invalid environment variable ${rest.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  for (const name of ["S3_ENDPOINT", "S3_PUBLIC_URL", "S3_ACCESS_KEY_ID"] as const) {
    if (rest[name] && !rest.S3_BUCKET) throw new Error(`Invalid environment variable ${name}: needs S3_BUCKET`);
  }
  if (rest.EMAIL_DRIVER === "smtp" && !rest.SMTP_URL) throw new Error("Invalid environment variable EMAIL_DRIVER: smtp needs SMTP_URL");
  if (JWT_SECRET) {
    const refused = refuseSecret("JWT_SECRET", JWT_SECRET, rest.NODE_ENV);
    if (refused) throw new Error(`Invalid environment variable JWT_SECRET: ${refused}`);
  }
  return { ...rest, JWT_SECRET: JWT_SECRET ?? fallbackSecret("JWT_SECRET", rest) };
}

export function backendConfig(): BackendConfig {
  cached ??= loadBackendConfig();
  return cached;
}

/** Tests change the environment and then call this. */
export function resetBackendConfig(): void {
  cached = undefined;
}
