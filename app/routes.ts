import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const PREFIXES = ["", "az", "en", "ru"] as const;

/**
 * Every storefront route exists unprefixed (English) and under /az, /en and /ru.
 * One module serves the four paths; ids get the prefix so they stay unique.
 */
function localized(path: string, file: string) {
  return PREFIXES.map((prefix) => {
    const id = `${file.replace(/\.tsx?$/, "")}${prefix ? `-${prefix}` : ""}`;
    if (path === "") return prefix ? route(prefix, file, { id }) : index(file, { id });
    return route(prefix ? `${prefix}/${path}` : path, file, { id });
  });
}

export default [
  // resource routes (no layout, no language)
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),

  layout("routes/layout.tsx", [
    ...localized("", "routes/home.tsx"),
    // catalogue and content (issue: catalogue)
    // cart, wishlist, compare (issue: lists)
    // accounts and cabinet (issue: accounts)
    // checkout and orders (issue: checkout)
    ...localized("*", "routes/resolve.tsx"),
  ]),
] satisfies RouteConfig;
