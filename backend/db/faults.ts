/**
 * Which database errors mean "the database cannot serve right now" (a restart, a lost or
 * refused connection, a statement or lock that ran out of time) rather than a fault of the
 * request or of the code. The API answers those 503 with Retry-After (backend/app.ts), never a
 * 404 or a 500, so a crawler and a shopper are told to come back instead of being told the page
 * is gone.
 */

/** SQLSTATE classes and codes of an unavailable server (PostgreSQL appendix A). */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled (statement_timeout)
  "55P03", // lock_not_available (lock_timeout)
  "53300", // too_many_connections
]);
/** Connection errors of postgres.js and of Node's sockets. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
const MESSAGES = [/PGlite is closed/i, /connection terminated/i, /the database system is (starting up|shutting down|in recovery mode)/i, /terminating connection/i];

/** Whether `err` (or a cause it wraps: Drizzle wraps the driver's error) says the database is away or out of time. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 6; depth += 1) {
    const o = e as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof o.code === "string" ? o.code : "";
    if (UNAVAILABLE_STATES.has(code) || code.startsWith("08") || CONNECTION_CODES.has(code)) return true;
    if (typeof o.message === "string" && MESSAGES.some((m) => m.test(o.message as string))) return true;
    e = o.cause;
  }
  return false;
}

/** The SQLSTATE of a database error (or of the driver's error Drizzle wraps), "" when there is none. */
export function sqlStateOf(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; e && depth < 6; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return "";
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER = 5;
