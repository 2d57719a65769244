/**
 * Redirect targets from input go through one parser-based check (app/lib/safe-path.ts): a
 * list action's `redirectTo`, the login's `redirectTo` and the newsletter's `back` never send
 * the browser to a path that reads as another host.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answer, installMockApi } from "../../tests/mocks/api.ts";
import { apiMiddleware } from "~/.server/context";
import { i18nextMiddleware } from "~/middleware/i18next";
import { action as loginAction } from "./account/login.tsx";
import { action as wishlistAction } from "./action.wishlist.ts";
import { backTo } from "./api.newsletter.ts";

installMockApi();

type Handler = (args: never) => Promise<unknown>;

/** Runs a route handler behind the root's i18n and API middlewares; a thrown Response is its answer. */
async function run(handler: Handler, request: Request): Promise<unknown> {
  const context = new RouterContextProvider();
  let result: unknown;
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "", unstable_pattern: "" } as never;
  await (i18nextMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () =>
    (apiMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () => {
      result = await handler(args).catch((thrown: unknown) => thrown);
      return new Response(null);
    }),
  );
  return result;
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

const location = (result: unknown) => (result as Response).headers.get("location");

const TRICKS = ["/.//evil.example", "/a/..//evil.example", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "/\t/evil.example"];

describe("redirect targets", () => {
  it.each(TRICKS)("a no-JS wishlist post with redirectTo %j returns to the wishlist", async (redirectTo) => {
    const result = await run(wishlistAction as Handler, post("/action/wishlist", { intent: "add", productId: "7", redirectTo }));
    expect((result as Response).status).toBe(303);
    expect(location(result)).toBe("/wishlist");
  });

  it("a wishlist post keeps a path of this site", async () => {
    const result = await run(wishlistAction as Handler, post("/action/wishlist", { intent: "add", productId: "7", redirectTo: "/az/sale?p=2" }));
    expect(location(result)).toBe("/az/sale?p=2");
  });

  it.each(TRICKS)("a login with redirectTo %j goes to the cabinet", async (redirectTo) => {
    answer("login", { ok: true, data: { user: { id: 5, firstName: "Aysel", permissions: [] }, accessToken: "a", refreshToken: "r", expiresIn: 900 } });
    const result = await run(loginAction as Handler, post("/login", { username: "994551234567", password: "secret-pass-1", redirectTo }));
    expect(location(result)).toBe("/cabinet");
  });

  it.each(TRICKS)("the newsletter's back %j gives the home page", (back) => {
    expect(backTo(new Request("http://shop.test/newsletter", { method: "POST" }), back, "az")).toBe("/az");
  });
});
