import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";

/** Storefront (BFF) environment, validated once at start. */
const bool = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "on" || v === "yes");

/**
 * The shop's one public origin (scheme, host, port and an optional path prefix, no trailing
 * slash). Every absolute URL the shop prints comes from it, never from the request's Host.
 */
const siteUrl = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
  .refine((v) => !/[?#]/.test(v), "must not have a query or fragment")
  .transform((v) => v.replace(/\/+$/, ""));

/** SITE_URL as given, else the address this process listens on (`http://localhost:$PORT`). */
export function withSiteUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.SITE_URL) return env;
  const port = env.PORT && /^\d{1,5}$/.test(env.PORT) ? env.PORT : "3000";
  return { ...env, SITE_URL: `http://localhost:${port}` };
}

/** express `trust proxy` names for address ranges */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
function proxyEntryOk(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may name the client in X-Forwarded-For (express `trust proxy`): a number of
 * proxy hops in front of the shop, or a comma list of addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. A peer outside it is the client, whatever it forwards.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{1,2}$/.test(v) || (v !== "" && v.split(",").every((e) => proxyEntryOk(e.trim()))),
    "a hop count, or a comma list of addresses, CIDR ranges, loopback, linklocal, uniquelocal",
  )
  .transform((v): number | string => (/^\d{1,2}$/.test(v) ? Number(v) : v.split(",").map((e) => e.trim()).join(", ")));

/** "min-max" whole days (or one number), e.g. "1-3" */
const dayRange = z
  .string()
  .trim()
  .regex(/^\d{1,2}(?:\s*-\s*\d{1,2})?$/, "days as N or MIN-MAX")
  .transform((v) => {
    const [min, max = min] = v.split("-").map((d) => Number(d.trim()));
    return { min: min!, max: max! };
  })
  .refine((r) => r.min <= r.max, "MIN must not be over MAX");

export const appEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** the address the server listens on: an IP address or a host name (0.0.0.0 or :: for every interface) */
  HOST: z
    .string()
    .trim()
    .refine((v) => isIP(v) !== 0 || /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(v), "an IP address or a host name")
    .default("127.0.0.1"),
  TRUST_PROXY: trustProxy.default("loopback"),
  API_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  /** filled from PORT by loadAppConfig when unset (see publicOrigin) */
  SITE_URL: siteUrl,
  SITE_TITLE: z.string().default("Bazaar"),
  COOKIE_PREFIX: z.string().regex(/^[a-z0-9_]*$/i).default("bz_"),
  /** filled in by the server before this is read: from the environment, else generated in DATA_DIR/secrets */
  SESSION_SECRET: z.string().min(16).optional().or(z.literal("").transform(() => undefined)),
  SOON: bool.default(false),
  /** a preview link's secret while SOON is on (`/?preview=…`, 16+ characters); unset: no preview */
  SOON_PREVIEW_SECRET: z.string().min(16).optional().or(z.literal("").transform(() => undefined)),
  DISCOUNTS_ACTIVE: bool.default(true),
  POPUP_SECOND: z.coerce.number().int().min(0).default(20),
  SALE_PERCENT: z.coerce.number().int().min(1).max(99).default(70),
  /** the payment step's form targets, allowed by the CSP's form-action (server/security-headers.ts) */
  AZERICARD_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  REDIRECT_PROVIDER_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  /** further origins a payment form may reach (hosts the bank's answer redirects through), space or comma separated */
  PAYMENT_FORM_ORIGINS: z
    .string()
    .trim()
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every((v) => /^https?:\/\/[^/\s]+/i.test(v) && URL.canParse(v)), "http(s) origins separated by spaces or commas"),
  GTM_ID: z.string().optional(),
  PIXEL_ID: z.string().optional(),
  WHATSAPP_NUMBER: z.string().default("994501234567"),
  CONTACT_PHONE: z.string().default("+994 12 555 00 00"),
  USER_WITH_BIRTHDAY: bool.default(false),
  USER_WITH_GENDER: bool.default(true),
  USER_WITH_MARKETING_CONSENT: bool.default(true),
  SOCIAL_FACEBOOK: bool.default(false),
  SOCIAL_GOOGLE: bool.default(false),
  SOCIAL_APPLE: bool.default(false),
  VAPID_PUBLIC_KEY: z.string().optional(),
  /** full-page cache for anonymous visitors (ADR 0023): on unless 0; off under `npm run dev` */
  PAGE_CACHE: bool.optional(),
  /**
   * seconds a cached page is fresh, then served stale (while one render refreshes it); unset:
   * 600 and 3600 where this process hears the database's changes (the API in-process), else
   * 10 and 30 (server.ts, ADR 0049)
   */
  PAGE_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).optional(),
  PAGE_CACHE_STALE: z.coerce.number().int().min(0).max(86_400).optional(),
  /**
   * A CDN's purge endpoint: each committed change is POSTed to it as JSON {tags, all} (the
   * tags of the pages to drop, as sent in Cache-Tag/Surrogate-Key), and shared caches are then
   * told to keep pages as long as this process does. Unset: at most 10 s fresh, 30 s stale.
   */
  CDN_PURGE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:/i.test(v), "an http(s) URL")
    .optional(),
  /** sent as `Authorization: Bearer …` with each purge */
  CDN_PURGE_TOKEN: z.string().optional(),
  /**
   * with REDIS_URL set, cached pages are also kept in Redis, where the shop's other processes
   * find them (server/shared-pages.ts); 0 keeps each process's pages to itself
   */
  PAGE_CACHE_SHARED: bool.default(true),
  /** memory the cached pages may take (raw + gzip + brotli), in MB */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(48),
  /**
   * The shop's terms stated in every product offer's structured data (JSON-LD): days to return
   * a bought item (0: no returns), the standard delivery fee in manat (each area's own fee is
   * in the delivery areas; this is the one the offer names) and the business days an order
   * waits before it leaves (handling) and is on the way (transit).
   */
  RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  SHIPPING_FEE: z
    .string()
    .trim()
    .regex(/^\d{1,6}(?:\.\d{1,2})?$/, "manat, like 5 or 5.00")
    .prefault("5.00")
    .transform((v) => Math.round(Number(v) * 100)),
  SHIPPING_HANDLING_DAYS: dayRange.prefault("0-1"),
  SHIPPING_TRANSIT_DAYS: dayRange.prefault("1-3"),
  /** bytes a request body may have (pages, resource routes and the in-process API); 413 above it */
  BODY_LIMIT: z.coerce.number().int().min(1024).max(64 * 1024 * 1024).default(64 * 1024),
  /** the largest product photo in MB (MiB), as the API reads it: the photo upload's request may carry twice that */
  PHOTO_MAX_MB: z.coerce.number().int().min(1).max(50).default(10),
});

export type AppConfig = Omit<z.infer<typeof appEnvSchema>, "SESSION_SECRET"> & { SESSION_SECRET: string };

/** the development value earlier versions used by default: public, so production refuses it */
const PUBLISHED_SESSION_SECRET = "dev-only-session-secret-0123456789";
let testSecret: string | undefined;

let cached: AppConfig | undefined;

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = appEnvSchema.safeParse(withSiteUrl(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const { SESSION_SECRET, ...rest } = parsed.data;
  if (SESSION_SECRET === PUBLISHED_SESSION_SECRET && rest.NODE_ENV === "production") {
    throw new Error("Invalid environment variable SESSION_SECRET: the published development value; set a secret of your own (or unset it to have one generated in DATA_DIR/secrets)");
  }
  if (SESSION_SECRET) return { ...rest, SESSION_SECRET };
  // server.ts fills the variable in (generated in DATA_DIR/secrets) before anything reads it; unit tests get a random one
  if (rest.NODE_ENV !== "test") throw new Error("Invalid environment variable SESSION_SECRET: not set (the server generates one in DATA_DIR/secrets at start)");
  testSecret ??= randomBytes(32).toString("base64url");
  return { ...rest, SESSION_SECRET: testSecret };
}

export function appConfig(): AppConfig {
  cached ??= loadAppConfig();
  return cached;
}
