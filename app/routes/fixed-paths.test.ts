/**
 * The fixed pages the back office's link check takes as existing (backend/routing/contract.ts
 * FIXED_PATHS) are the storefront's own routes (app/routes.ts), in every language, and include
 * the sitemap's fixed pages.
 */
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { FIXED_PATHS } from "../../backend/routing/contract";
import { STATIC_PATHS } from "./sitemap.build";

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

function pathsOf(entries: readonly Entry[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly Entry[]) => {
    for (const e of list) {
      if (e.index) out.add("/");
      else if (e.path !== undefined) out.add(`/${e.path}`);
      if (e.children) walk(e.children);
    }
  };
  walk(entries);
  return out;
}

describe("FIXED_PATHS", () => {
  const mounted = pathsOf(routes as unknown as Entry[]);

  it("are routes of the storefront, unprefixed and under /az, /en and /ru", () => {
    expect(mounted.size).toBeGreaterThan(50);
    for (const path of FIXED_PATHS) {
      expect(mounted.has(path), path).toBe(true);
      for (const lang of ["az", "en", "ru"]) expect(mounted.has(path === "/" ? `/${lang}` : `/${lang}${path}`), `${lang} ${path}`).toBe(true);
    }
  });

  it("hold every fixed page of the sitemap", () => {
    expect(FIXED_PATHS).toEqual(expect.arrayContaining(STATIC_PATHS));
  });
});
