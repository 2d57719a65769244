/**
 * The layout's page-path cache (the home page's advantage links to payment, delivery and
 * returns): kept for its TTL, but dropped by a committed public change, like the menus, so a
 * page address edited in the back office shows on the next request.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const getPage = vi.fn();
vi.mock("~/.server/api/content", () => ({ getPage: (...args: unknown[]) => getPage(...args), getMenus: vi.fn() }));
vi.mock("~/.server/context", () => ({ getApi: () => ({}), getLang: () => "en" }));

const { getPagePaths, resetMenuCache } = await import("./layout.server");
const { notePublicChange } = await import("~/.server/public-change");

const context = {} as never;
const answer = (path: string) => ({ ok: true, data: { routes: { en: path } } });

describe("static page paths", () => {
  beforeEach(() => {
    resetMenuCache();
    getPage.mockReset();
  });

  it("answers from memory until a public change, then asks again", async () => {
    getPage.mockResolvedValue(answer("/delivery"));
    expect(await getPagePaths(context, ["delivery"] as const)).toEqual({ delivery: "/delivery" });
    expect(await getPagePaths(context, ["delivery"] as const)).toEqual({ delivery: "/delivery" });
    expect(getPage).toHaveBeenCalledTimes(1);

    // the back office moves the page: without a change notice the cached path stays
    getPage.mockResolvedValue(answer("/shipping"));
    expect(await getPagePaths(context, ["delivery"] as const)).toEqual({ delivery: "/delivery" });
    notePublicChange();
    expect(await getPagePaths(context, ["delivery"] as const)).toEqual({ delivery: "/shipping" });
    expect(getPage).toHaveBeenCalledTimes(2);
  });

  it("falls back to /<key> for a page the API does not answer (a hidden page)", async () => {
    getPage.mockResolvedValue({ ok: false, error: "Page not found" });
    expect(await getPagePaths(context, ["returns"] as const)).toEqual({ returns: "/returns" });
  });
});
