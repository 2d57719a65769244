/**
 * Coming-soon mode: the sitemap is not served and every page's 503 carries Retry-After (the
 * root loader throws it with the headers, and the root's headers function passes them on).
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const soon = vi.hoisted(() => ({ on: false, secret: undefined as string | undefined }));
vi.mock("~/.server/soon", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/soon")>()),
  soonMode: () => soon.on,
}));
vi.mock("~/.server/config", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/.server/config")>();
  return { ...real, appConfig: () => ({ ...real.appConfig(), SOON: soon.on, SOON_PREVIEW_SECRET: soon.secret }) };
});
const who = vi.hoisted(() => ({ user: null as null | { id: number }, staff: false }));
vi.mock("~/.server/auth.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/auth.server")>()),
  getUser: async () => who.user,
}));
vi.mock("~/.server/api/admin", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/api/admin")>()),
  adminMe: async () => (who.staff ? { ok: true, data: { id: 1 } } : { ok: false }),
}));
vi.mock("~/.server/context", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/context")>()),
  getApi: () => ({}),
}));
vi.mock("~/middleware/i18next", () => ({ getLocale: () => "en", i18nextMiddleware: () => undefined }));

const { loader: sitemapLoader } = await import("./sitemap");
const root = await import("../root");

afterEach(() => {
  soon.on = false;
  soon.secret = undefined;
  who.user = null;
  who.staff = false;
});

const args = (url: string) => ({ request: new Request(url), context: {}, params: {} }) as never;

describe("coming-soon mode", () => {
  it("answers the sitemap with 503 and Retry-After instead of the URLs", async () => {
    soon.on = true;
    const res = (await sitemapLoader(args("http://shop.test/sitemap.xml"))) as Response;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("3600");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).not.toContain("<urlset");
  });

  it("throws the coming-soon 503 from the root with Retry-After, which the document keeps", async () => {
    soon.on = true;
    let thrown: unknown;
    try {
      await root.loader(args("http://shop.test/"));
    } catch (error) {
      thrown = error;
    }
    const error = thrown as { data: unknown; init: { status: number; headers: Record<string, string> } };
    expect(error.init.status).toBe(503);
    expect(error.data).toMatchObject({ soon: true });
    expect(new Headers(error.init.headers).get("retry-after")).toBe("3600");
    const headersFn = root.headers as (a: { errorHeaders?: Headers; loaderHeaders: Headers; parentHeaders: Headers; actionHeaders: Headers }) => Headers;
    const documentHeaders = new Headers(headersFn({ errorHeaders: new Headers(error.init.headers), loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers() }));
    expect(documentHeaders.get("retry-after")).toBe("3600");
    expect(new Headers(headersFn({ loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers() })).get("retry-after")).toBeNull();
  });

  it("serves pages normally when the mode is off", async () => {
    const data = await root.loader(args("http://shop.test/"));
    expect(data.lang).toBe("en");
  });

  const closed = async (url: string, cookie?: string) => {
    try {
      await root.loader({ request: new Request(url, { headers: cookie ? { cookie } : {} }), context: {}, params: {} } as never);
      return false;
    } catch (error) {
      if (error instanceof Response) throw error;
      return (error as { init?: { status: number } }).init?.status === 503;
    }
  };

  it("keeps signing in and the back office open, and lets signed-in staff see every page", async () => {
    soon.on = true;
    for (const path of ["/login", "/az/login", "/admin", "/ru/admin/orders", "/admin.data"]) expect(await closed(`http://shop.test${path}`), path).toBe(false);
    expect(await closed("http://shop.test/women")).toBe(true);
    who.user = { id: 7 };
    expect(await closed("http://shop.test/women"), "a signed-in shopper").toBe(true);
    who.staff = true;
    expect(await closed("http://shop.test/women"), "a signed-in staff member").toBe(false);
  });

  it("opens the shop to a preview link with the secret (a cookie from then on), never to a wrong or missing secret", async () => {
    soon.on = true;
    expect(await closed("http://shop.test/women?preview=anything-at-all-123"), "no secret set").toBe(true);
    soon.secret = "launch-preview-secret-2026";
    expect(await closed("http://shop.test/women?preview=wrong-secret-000000")).toBe(true);
    let answer: Response | undefined;
    try {
      await root.loader(args("http://shop.test/women?preview=launch-preview-secret-2026&p=2"));
    } catch (error) {
      answer = error as Response;
    }
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("location")).toBe("/women?p=2");
    const cookie = answer!.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^bz_soon_preview=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toContain("launch-preview-secret-2026");
    expect(await closed("http://shop.test/women", cookie.split(";")[0])).toBe(false);
    expect(await closed("http://shop.test/women", "bz_soon_preview=forged")).toBe(true);
  });
});
