/**
 * Limits of the auth calls (login, signup, remind, code checks, SMS sends), per client IP and
 * per account. The counters are the shop's shared ones (core/limits.ts): in Redis when
 * REDIS_URL is set, else in this process. Switched off when RATE_LIMITS is false.
 */
import type { Deps } from "../core/deps.ts";
import { Limits, type Rule } from "../core/limits.ts";

export type { Rule };

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

const limiters = new WeakMap<Deps, Limits>();

/** The API's limits (one set per API instance; shared through Redis when configured). */
export function rateLimiter(deps: Deps): Limits {
  let limiter = limiters.get(deps);
  if (!limiter) {
    const { config } = deps;
    limiter = new Limits({ enabled: config.RATE_LIMITS, redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: deps.log });
    limiters.set(deps, limiter);
  }
  return limiter;
}
