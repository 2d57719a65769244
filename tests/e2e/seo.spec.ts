import http from "node:http";
import { expect, test } from "@playwright/test";

/** GET with a forged Host header (fetch and Playwright's request keep the real one). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("one public origin (SITE_URL)", () => {
  test("robots.txt, the sitemap and canonical links ignore a forged Host header", async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const origin = new URL(baseURL!).origin;
    const robots = await getWithHost(origin, "/robots.txt", "evil.example");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).not.toContain("evil.example");

    const sitemap = await getWithHost(origin, "/sitemap.xml", "evil.example");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap.body).not.toContain("evil.example");

    const home = await getWithHost(origin, "/", "evil.example");
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/"`);
    expect(home.body).not.toContain("evil.example");
  });
});

test.describe("structured data of the home page", () => {
  test("Organization and WebSite with a SearchAction, in every language", async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    for (const prefix of ["", "/az", "/ru"]) {
      const html = await (await request.get(`${prefix}/`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const organization = blocks.find((b) => b["@type"] === "Organization");
      const website = blocks.find((b) => b["@type"] === "WebSite") as { potentialAction?: { target?: { urlTemplate?: string } } } | undefined;
      expect(organization, `${prefix || "/"} Organization`).toBeTruthy();
      expect(website?.potentialAction?.target?.urlTemplate, `${prefix || "/"} SearchAction`).toBe(`${baseURL}${prefix}/search?search={search_term_string}`);
    }
  });
});

test("category pages carry a meta description in every language", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
  for (const prefix of ["", "/az", "/ru"]) {
    const response = await request.get(`${prefix}/women`);
    expect(response.status(), `${prefix}/women`).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="filter-form"');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length, `${prefix}/women`).toBeGreaterThan(40);
  }
});

test.describe("sitemap.xml", () => {
  test("lists product groups and blog categories in every language, with lastmod where the data has a date", async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const loc = (u: string) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1] ?? "";
    // every absolute URL comes from SITE_URL
    for (const href of xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) expect(href[1]!.startsWith(`${baseURL}/`), href[1]).toBe(true);
    // blog categories (/blog/category/…) in az, en and ru, dated by their newest article
    const blogCategories = urls.filter((u) => /\/blog\/category\//.test(loc(u)));
    for (const prefix of ["/az/", "/ru/", "/"]) expect(blogCategories.some((u) => loc(u).startsWith(`${baseURL}${prefix}blog/category/`)), prefix).toBe(true);
    expect(blogCategories.every((u) => /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(u))).toBe(true);
    // product groups: the demo home page links its groups; their pages are in the sitemap
    const home = await (await request.get("/")).text();
    const groupPaths = [...home.matchAll(/href="(\/groups\/[^"?#]+)"/g)].map((m) => m[1]!);
    expect(groupPaths.length, "the home page links a product group").toBeGreaterThan(0);
    for (const p of new Set(groupPaths)) expect(urls.some((u) => loc(u) === `${baseURL}${p}`), p).toBe(true);
    // articles and products carry their date
    const article = urls.find((u) => /\/blog\/(?!category\/)[^/<]+<\/loc>/.test(u));
    expect(article).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const product = await request.get("/products");
    const productPath = /href="(\/[a-z0-9-]+-\d+)"/.exec(await product.text())?.[1];
    expect(productPath).toBeTruthy();
    expect(urls.find((u) => loc(u) === `${baseURL}${productPath}`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test("is streamed to the client, never served from the page cache", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const home = async () => (await request.get("/", { headers: { "accept-encoding": "gzip" } })).headers()["x-cache"];
    // the home page does come from the cache on this server (so the sitemap's answer below says something)
    let state = await home();
    for (let i = 0; i < 4 && state !== "HIT"; i += 1) state = await home();
    expect(state).toBe("HIT");
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get("/sitemap.xml", { headers: { "accept-encoding": "identity" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["x-cache"]).toBeUndefined();
      expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
      // written as it is read: no length known up front
      expect(response.headers()["content-length"]).toBeUndefined();
      expect((await response.text()).trimEnd().endsWith("</urlset>")).toBe(true);
    }
  });

  test("robots.txt closes the private pages under every language prefix", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const robots = await (await request.get("/robots.txt")).text();
    for (const prefix of ["", "/az", "/en", "/ru"]) {
      for (const page of ["cart", "checkout", "cabinet", "login", "signup", "remind"]) {
        expect(robots, `${prefix}/${page}`).toContain(`Disallow: ${prefix}/${page}$`);
        expect(robots, `${prefix}/${page}/`).toContain(`Disallow: ${prefix}/${page}/`);
      }
    }
  });
});

/** The JSON-LD blocks of a server-rendered page. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test.describe("structured data of products and articles", () => {
  test("a product's offer carries the return policy and delivery terms from the settings", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const listing = await (await request.get("/products")).text();
    const path = /href="(\/[a-z0-9-]+-\d+)"/.exec(listing)?.[1];
    expect(path).toBeTruthy();
    const product = jsonLdBlocks(await (await request.get(path!)).text()).find((b) => b["@type"] === "Product") as { offers?: Record<string, unknown> } | undefined;
    expect(product?.offers, path).toBeTruthy();
    expect(product!.offers).toMatchObject({
      priceCurrency: "AZN",
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "AZ",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: 14,
      },
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: 5, currency: "AZN" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "AZ" },
        deliveryTime: { "@type": "ShippingDeliveryTime", transitTime: { unitCode: "DAY", minValue: 1, maxValue: 3 } },
      },
    });
  });

  test("an article names its author and modification date, in every language", async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    for (const prefix of ["", "/az", "/ru"]) {
      const blog = await (await request.get(`${prefix}/blog`)).text();
      const path = new RegExp(`href="(${prefix}/blog/(?!category/)[^"?#/]+)"`).exec(blog)?.[1];
      expect(path, `${prefix}/blog links an article`).toBeTruthy();
      const post = jsonLdBlocks(await (await request.get(path!)).text()).find((b) => b["@type"] === "BlogPosting");
      expect(post, path).toMatchObject({ author: { "@type": "Organization", name: "Bazaar", url: `${baseURL}/` } });
      expect(post!.dateModified, path).toBe(post!.datePublished);
      expect(Date.parse(post!.dateModified as string), path).not.toBeNaN();
    }
  });
});
