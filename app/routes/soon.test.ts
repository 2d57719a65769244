/**
 * Coming-soon mode: the sitemap is not served and every page's 503 carries Retry-After (the
 * root loader throws it with the headers, and the root's headers function passes them on).
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const soon = vi.hoisted(() => ({ on: false }));
vi.mock("~/.server/soon", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/soon")>()),
  soonMode: () => soon.on,
}));
vi.mock("~/.server/config", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/.server/config")>();
  return { ...real, appConfig: () => ({ ...real.appConfig(), SOON: soon.on }) };
});
vi.mock("~/middleware/i18next", () => ({ getLocale: () => "en", i18nextMiddleware: () => undefined }));

const { loader: sitemapLoader } = await import("./sitemap");
const root = await import("../root");

afterEach(() => {
  soon.on = false;
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
});
