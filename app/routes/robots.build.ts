/**
 * robots.txt (a pure function; the route module only passes the configured origin). The
 * private pages are closed to crawlers under every language prefix; each rule is written
 * three ways (`/cart$`, `/cart?`, `/cart/`) so a product slug that merely starts with the same
 * letters (`/cartier-watch`) stays open.
 */
const PRIVATE_PATHS = ["/cart", "/checkout", "/cabinet", "/login", "/signup", "/remind", "/new-password", "/order"];
const PREFIXES = ["", "/az", "/en", "/ru"];

export function robotsTxt(origin: string): string {
  const rules: string[] = [];
  for (const prefix of PREFIXES) {
    for (const path of PRIVATE_PATHS) {
      for (const end of ["$", "?", "/"]) rules.push(`Disallow: ${prefix}${path}${end}`);
    }
  }
  return [
    "User-agent: *",
    ...rules,
    "Disallow: /api/",
    "Disallow: /action/",
    "Disallow: /dev/",
    "Disallow: /*?*sort=",
    "",
    `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
