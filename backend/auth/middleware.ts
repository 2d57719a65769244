import type { MiddlewareHandler } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
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
