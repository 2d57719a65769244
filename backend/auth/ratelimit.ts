/**
 * Fixed-window counters for the auth calls (login, signup, remind, code checks), per client IP
 * and per account key (mobile or username). Kept in memory by the API instance: one Node
 * process serves the shop; several processes would each count on their own.
 * Switched off when RATE_LIMITS is false.
 */
import type { Context } from "hono";
import type { Deps } from "../core/deps.ts";

export interface Rule {
  /** requests allowed in the window */
  limit: number;
  windowSeconds: number;
}

/** The limits of each auth call (per IP, per account key). */
export const RULES = {
  loginIp: { limit: 20, windowSeconds: 600 },
  loginAccount: { limit: 5, windowSeconds: 900 },
  signupIp: { limit: 10, windowSeconds: 600 },
  remindIp: { limit: 10, windowSeconds: 600 },
  remindAccount: { limit: 5, windowSeconds: 600 },
  otpIp: { limit: 20, windowSeconds: 600 },
  otpMobile: { limit: 10, windowSeconds: 600 },
} satisfies Record<string, Rule>;

interface Bucket {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  private lastSweep = Date.now();

  constructor(
    private enabled: boolean,
    private now: () => number = Date.now,
  ) {}

  /** Counts one hit; answers the seconds to wait when the limit is already used up. */
  hit(key: string, rule: Rule): { limited: false } | { limited: true; retryAfter: number } {
    if (!this.enabled) return { limited: false };
    const now = this.now();
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.buckets.set(key, bucket);
    }
    if (bucket.count >= rule.limit) return { limited: true, retryAfter: Math.ceil((bucket.resetAt - now) / 1000) };
    bucket.count += 1;
    return { limited: false };
  }

  /** True when the key has used up its limit (without counting). */
  isLimited(key: string, rule: Rule): boolean {
    if (!this.enabled) return false;
    const bucket = this.buckets.get(key);
    return Boolean(bucket && bucket.resetAt > this.now() && bucket.count >= rule.limit);
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

const limiters = new WeakMap<Deps, RateLimiter>();

export function rateLimiter(deps: Deps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiter(deps.config.RATE_LIMITS);
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * The caller's IP: the first X-Forwarded-For entry (server.ts sets it to the address resolved
 * under `trust proxy`, and the storefront forwards it), else X-Real-IP, else the socket address
 * when the API is served directly. Null when unknown (an in-process call without the header):
 * per-IP limits are then skipped and the per-account limits still apply.
 */
export function clientIp(c: Context): string | null {
  const forwarded = c.req.header("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim();
  const real = c.req.header("x-real-ip");
  if (real) return real.trim();
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
