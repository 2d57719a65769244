/**
 * The back office's large-body calls — the photo and image uploads (ADR 0030, 0036) and an
 * article's save — and the door in front of them (ADR 0042). These calls may carry up to the
 * upload limit (twice PHOTO_MAX_MB), so the token and the write permission are checked from the
 * headers before anything reads the body: without a token 401, without the permission 403,
 * answered at once with `Connection: close`, so the server neither reads nor holds the body the
 * caller is still sending. The routes' own guards check the same again (the gate test holds
 * that each pattern's area is its route's).
 */
import type { MiddlewareHandler } from "hono";
import { authMiddleware } from "../auth/middleware.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import type { Area } from "../staff/contract.ts";
import { requirePermission } from "../staff/middleware.ts";

/** The photo uploads: `multipart/form-data` with the file in `photo`. */
export const MULTIPART_CALL = /^\/api\/admin\/(?:products\/\d{1,9}\/photos|(?:articles|banners|categories|brands|collections)\/photos)$/;

/** Every large-body call (POST) and the area whose write permission it needs. */
export const LARGE_BODY_CALLS: readonly { pattern: RegExp; area: Area }[] = [
  { pattern: /^\/api\/admin\/products\/\d{1,9}\/photos$/, area: "catalogue" },
  { pattern: /^\/api\/admin\/(?:categories|brands|collections)\/photos$/, area: "catalogue" },
  { pattern: /^\/api\/admin\/(?:articles|banners)\/photos$/, area: "content" },
  // an article's save: JSON, up to 40 blocks of rich text in three languages
  { pattern: /^\/api\/admin\/articles\/(?:create|update\/\d{1,9})$/, area: "content" },
];

/** The area a POST to `path` needs write access to when it is a large-body call, else undefined. */
export function largeBodyArea(method: string, path: string): Area | undefined {
  if (method !== "POST") return undefined;
  return LARGE_BODY_CALLS.find((call) => call.pattern.test(path))?.area;
}

export function uploadGate(deps: Deps): MiddlewareHandler<ApiEnv> {
  const authenticate = authMiddleware(deps);
  const guards = new Map<Area, MiddlewareHandler<ApiEnv>>();
  const guardOf = (area: Area) => guards.get(area) ?? guards.set(area, requirePermission(area, "write")).get(area)!;
  return async (c, next) => {
    const area = largeBodyArea(c.req.method, c.req.path);
    if (!area) return next();
    let refused: Response | undefined;
    await authenticate(c, async () => {
      const answer = await guardOf(area)(c, async () => {});
      if (answer instanceof Response) refused = answer;
    });
    if (!refused) return next();
    // with `Connection: close` Node ends the connection after the answer instead of reading the rest of the body
    const headers = new Headers(refused.headers);
    headers.set("connection", "close");
    return new Response(refused.body, { status: refused.status, headers });
  };
}
