/**
 * The caller of an API call: who is signed in. The auth middleware (auth/middleware.ts) reads
 * the access token and sets c.var.userId (or c.var.tokenExpired); a call that needs a signed-in
 * customer asks `requireUser`, here in core so every module can ask without importing auth.
 */
import type { Context } from "hono";
import type { ApiEnv } from "./deps.ts";
import { langSchema } from "./http.ts";
import { messagesOf } from "../contract/errors.ts";
import { translateMessage } from "./validators.ts";

const AUTH = messagesOf("auth");
export const CALLER_MSG = { loginRequired: AUTH.loginRequired, tokenExpired: AUTH.tokenExpired } as const;

function langOfRequest(c: Context): ReturnType<typeof langSchema.parse> {
  return langSchema.parse(c.req.query("lang") ?? c.req.header("accept-language")?.slice(0, 2));
}

/**
 * The signed-in user's id, or the 401 answer to return: `{ok:false, expired:true}` for an
 * expired token (the storefront refreshes and retries), `{ok:false, error}` without a token.
 *
 *   const userId = requireUser(c); if (userId instanceof Response) return userId;
 */
export function requireUser(c: Context<ApiEnv>): number | Response {
  const userId = c.get("userId");
  if (userId) return userId;
  const lang = langOfRequest(c);
  if (c.get("tokenExpired")) {
    return c.json({ ok: false, expired: true, error: translateMessage(CALLER_MSG.tokenExpired, lang) }, 401);
  }
  return c.json({ ok: false, error: translateMessage(CALLER_MSG.loginRequired, lang) }, 401);
}
