import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langSchema } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { AUTH_MSG } from "./messages.ts";
import { familyAlive, verifyAccessToken } from "./tokens.ts";

/**
 * Reads `Authorization: Bearer <access token>`: a valid token sets c.var.userId, an expired one
 * sets c.var.tokenExpired; a forged or malformed token is ignored (the call runs as a guest).
 */
export function authMiddleware(deps: Deps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match) {
      const check = await verifyAccessToken(deps, match[1]!);
      // logged out or revoked (logout, replayed refresh token, password change): refused at once, not after the TTL
      if ("userId" in check) {
        if (!check.familyId || (await familyAlive(deps, check.familyId))) c.set("userId", check.userId);
      }
      else if ("expired" in check) c.set("tokenExpired", true);
    }
    await next();
  };
}

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
    return c.json({ ok: false, expired: true, error: translateMessage(AUTH_MSG.tokenExpired, lang) }, 401);
  }
  return c.json({ ok: false, error: translateMessage(AUTH_MSG.loginRequired, lang) }, 401);
}
