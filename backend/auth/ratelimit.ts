/**
 * Limits of the auth calls (login, signup, remind, code checks, SMS sends), per client (its
 * `clientKey`: IPv4 address or IPv6 /64) and per account. The counters are the shop's shared
 * ones (core/limits.ts): in Redis when REDIS_URL is set, else in this process. Switched off
 * when RATE_LIMITS is false.
 */
import type { Deps } from "../core/deps.ts";
import { Limits, type DelayRule, type Rule } from "../core/limits.ts";

export type { DelayRule, Rule };

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

/**
 * The login's cap per account across addresses (ADR 0043): ten failed logins a day to one
 * typed identifier from anywhere cost nothing; then one attempt may start every second,
 * doubling with each further failure up to one every five minutes. A successful login clears it.
 */
export const LOGIN_DELAY: DelayRule = { free: 10, firstSeconds: 1, maxSeconds: 300, windowSeconds: 24 * 3600 };

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
