import { describe, expect, it } from "vitest";
import { loadAppConfig } from "../../app/.server/config";
import { loadBackendConfig } from "../../backend/config";
import { robotsTxt } from "../../app/routes/robots.build";

describe("SITE_URL, the one public origin", () => {
  it("defaults to the port this process listens on (storefront and API alike)", () => {
    expect(loadAppConfig({ NODE_ENV: "test", PORT: "3240" } as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3240");
    expect(loadBackendConfig({ NODE_ENV: "test", PORT: "3240" } as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3240");
    expect(loadAppConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3000");
    expect(loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv).SITE_URL).toBe("http://localhost:3000");
  });
  it("keeps a given origin, without a trailing slash", () => {
    expect(loadAppConfig({ NODE_ENV: "test", PORT: "3240", SITE_URL: "https://shop.example/" } as NodeJS.ProcessEnv).SITE_URL).toBe("https://shop.example");
    expect(loadBackendConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example//" } as NodeJS.ProcessEnv).SITE_URL).toBe("https://shop.example");
  });
  it("refuses an origin that is not http(s) or carries a query", () => {
    expect(() => loadAppConfig({ NODE_ENV: "test", SITE_URL: "ftp://shop.example" } as NodeJS.ProcessEnv)).toThrow(/SITE_URL/);
    expect(() => loadBackendConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example/?a=1" } as NodeJS.ProcessEnv)).toThrow(/SITE_URL/);
  });
});

describe("robots.txt", () => {
  const txt = robotsTxt("https://shop.example");
  it("points at the sitemap on the configured origin", () => {
    expect(txt).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
  it("closes the private pages under every language prefix, but not look-alike slugs", () => {
    for (const prefix of ["", "/az", "/en", "/ru"]) {
      for (const page of ["cart", "checkout", "cabinet", "login", "signup", "remind"]) {
        expect(txt).toContain(`Disallow: ${prefix}/${page}$\n`);
        expect(txt).toContain(`Disallow: ${prefix}/${page}/\n`);
        expect(txt).toContain(`Disallow: ${prefix}/${page}?\n`);
      }
    }
    expect(txt).not.toMatch(/^Disallow: \/cart\n/m);
  });
});
