/**
 * The upload gate's table against the mounted routes: each large-body call's area is the one its
 * route's own guard declares (write access), every pattern names a mounted call, and the
 * multipart calls are exactly the photo uploads. The gate's answers before the body is read are
 * tested through a real server in server/api-requests.int.test.ts.
 */
import { describe, expect, it } from "vitest";
import { needOf } from "../staff/guard.ts";
import { testApi } from "../test/db.ts";
import { LARGE_BODY_CALLS, largeBodyArea, MULTIPART_CALL } from "./upload-gate.ts";

const { app } = await testApi();

/** Each guarded POST route with a path that has its ids filled in. */
const guarded = app.routes
  .filter((route) => route.method === "POST" && needOf(route.handler))
  .map((route) => ({ path: route.path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, "12"), need: needOf(route.handler) }));

describe("upload gate", () => {
  it("asks each large-body call for the write permission its route's guard declares", () => {
    const gated = guarded.filter((route) => largeBodyArea("POST", route.path));
    expect(gated.map((route) => route.path).sort()).toEqual([
      "/api/admin/articles/create",
      "/api/admin/articles/photos",
      "/api/admin/articles/update/12",
      "/api/admin/banners/photos",
      "/api/admin/brands/photos",
      "/api/admin/categories/photos",
      "/api/admin/collections/photos",
      "/api/admin/products/12/photos",
    ]);
    for (const route of gated) expect(route.need, route.path).toEqual({ area: largeBodyArea("POST", route.path), access: "write" });
    for (const { pattern } of LARGE_BODY_CALLS) expect(gated.some((route) => pattern.test(route.path)), String(pattern)).toBe(true);
    // reads are never gated
    expect(largeBodyArea("GET", "/api/admin/products/12/photos")).toBeUndefined();
  });

  it("takes multipart on the photo uploads alone", () => {
    const multipart = guarded.filter((route) => MULTIPART_CALL.test(route.path)).map((route) => route.path);
    expect(multipart.sort()).toEqual(guarded.filter((route) => /\/photos$/.test(route.path)).map((route) => route.path).sort());
    expect(multipart).toHaveLength(6);
  });
});
