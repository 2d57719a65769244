/**
 * Rate limit counters for the whole shop (the server's request budgets and the API's login,
 * code and review limits), on rate-limiter-flexible:
 * - REDIS_URL set: counters live in Redis under REDIS_PREFIX, so every process behind a
 *   balancer shares them;
 * - REDIS_URL unset (the embedded default): counters live in this process's memory.
 *
 * When Redis is configured but cannot be reached, each counter falls back to an in-memory
 * twin (the library's insurance limiter): limits keep holding per process instead of opening
 * or closing the shop, and one error line is logged (at most every 30 seconds).
 *
 * Usage:
 *   const verdict = await limits.hit("login:ip", ip, { limit: 20, windowSeconds: 600 });
 *   if (verdict.limited) → 429 with Retry-After: verdict.retryAfter
 * A growing delay (the login's per-account cap): `delay` before the attempt (the seconds to
 * wait, or null), `failed` after a failure, `clearDelay` after a success.
 * Keys of per-address rules come from `clientKey` (core/client-key.ts).
 */
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "./log.ts";

export interface Rule {
  /** points allowed in the window (a plain hit costs one point) */
  limit: number;
  windowSeconds: number;
}

export type Verdict = { limited: false } | { limited: true; retryAfter: number };

/**
 * A growing delay: the first `free` failures of a key (within `windowSeconds` of its first
 * failure) cost nothing; from then on one attempt may start every `firstSeconds`, doubled by
 * each further failure, at most every `maxSeconds`.
 */
export interface DelayRule {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

/** the failure counter of a delay rule never refuses: it only counts */
const UNCAPPED = 1_000_000_000;

export interface LimitOptions {
  enabled: boolean;
  /** redis://host:port/db; unset keeps the counters in memory */
  redisUrl?: string;
  /** key namespace in Redis (several shops or test runs on one Redis) */
  prefix?: string;
  log: Logger;
}

const clients = new Map<string, Redis>();

/** One Redis connection per URL and process, shared by the server's and the API's limits. */
export function redisClient(url: string, log: Logger): Redis {
  let client = clients.get(url);
  if (client) return client;
  // no offline queue: while Redis is away a command fails at once and the in-memory twin counts
  client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let lastLogged = 0;
  client.on("error", (err: Error) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    log.error({ err: err.message }, "redis unavailable: rate limits count in this process only until it is back");
  });
  clients.set(url, client);
  return client;
}

/** Closes the Redis connections (shutdown, tests). */
export async function closeRedisClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}

export class Limits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;
  private readonly prefix: string;

  constructor(private readonly opts: LimitOptions) {
    this.redis = opts.enabled && opts.redisUrl ? redisClient(opts.redisUrl, opts.log) : undefined;
    this.prefix = opts.prefix ?? "";
  }

  get enabled(): boolean {
    return this.opts.enabled;
  }

  /**
   * Waits (up to `ms`) for the Redis connection, so the first requests after a start are counted
   * in the shared store; true when ready (always for memory). Until then the in-memory twin counts.
   */
  async ready(ms = 3000): Promise<boolean> {
    const client = this.redis;
    if (!client) return true;
    if (client.status === "ready") return true;
    return new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        client.off("ready", onReady);
        resolve(value);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      client.on("ready", onReady);
    });
  }

  /** "redis" or "memory": where the counters are kept. */
  get store(): "redis" | "memory" {
    return this.redis ? "redis" : "memory";
  }

  private limiter(name: string, rule: Rule): RateLimiterAbstract {
    const id = `${name}/${rule.limit}/${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const base = { keyPrefix: `${this.prefix}${name}`, points: rule.limit, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(base);
      limiter = this.redis
        ? new RateLimiterRedis({ ...base, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts `points` for the key; limited once the window's points are used up. */
  async hit(name: string, key: string, rule: Rule, points = 1): Promise<Verdict> {
    if (!this.opts.enabled) return { limited: false };
    try {
      await this.limiter(name, rule).consume(key, points);
      return { limited: false };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { limited: true, retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      // neither Redis nor the in-memory twin answered: let the request through, say so
      this.opts.log.error({ err, limit: name }, "rate limit check failed");
      return { limited: false };
    }
  }

  /** Limited already (without counting): the seconds to wait, or null. */
  async blocked(name: string, key: string, rule: Rule): Promise<number | null> {
    if (!this.opts.enabled) return null;
    try {
      const res = await this.limiter(name, rule).get(key);
      return res && res.consumedPoints >= rule.limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;
    } catch (err) {
      this.opts.log.error({ err, limit: name }, "rate limit check failed");
      return null;
    }
  }

  /**
   * Before an attempt under a growing delay: null to go ahead, else the seconds to wait. Past
   * the free failures an attempt takes the key's one slot until its delay has passed (an atomic
   * count in Redis, so parallel attempts on any process get one slot between them).
   */
  async delay(name: string, key: string, rule: DelayRule): Promise<number | null> {
    if (!this.opts.enabled) return null;
    try {
      const failures = (await this.limiter(`${name}:f`, { limit: UNCAPPED, windowSeconds: rule.windowSeconds }).get(key))?.consumedPoints ?? 0;
      if (failures < rule.free) return null;
      const seconds = Math.min(rule.maxSeconds, rule.firstSeconds * 2 ** Math.min(failures - rule.free, 30));
      await this.limiter(`${name}:d`, { limit: 1, windowSeconds: rule.maxSeconds }).consume(key, 1, { customDuration: seconds });
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      this.opts.log.error({ err, limit: name }, "rate limit check failed");
      return null;
    }
  }

  /** Counts a failed attempt of a growing delay. */
  async failed(name: string, key: string, rule: DelayRule): Promise<void> {
    await this.hit(`${name}:f`, key, { limit: UNCAPPED, windowSeconds: rule.windowSeconds });
  }

  /** Forgets a key's failures and delay (a successful login). */
  async clearDelay(name: string, key: string, rule: DelayRule): Promise<void> {
    await this.reset(`${name}:f`, key, { limit: UNCAPPED, windowSeconds: rule.windowSeconds });
    await this.reset(`${name}:d`, key, { limit: 1, windowSeconds: rule.maxSeconds });
  }

  /** Forgets a key (a successful login clears its failures). */
  async reset(name: string, key: string, rule: Rule): Promise<void> {
    if (!this.opts.enabled) return;
    await this.limiter(name, rule)
      .delete(key)
      .catch((err: unknown) => this.opts.log.error({ err, limit: name }, "rate limit reset failed"));
  }
}
