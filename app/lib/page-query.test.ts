import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageReadsParam, splitPageQuery } from "./page-query";

const APP = path.resolve(__dirname, "..");
/** Code of pages the page cache never answers (personal pages, the back office, resource routes that are not pages). */
const PERSONAL = [/^routes\/(account|admin|checkout)\//, /^components\/admin\//, /^routes\/(cart|checkout|compare|wishlist|order[^/]*|action\.[^/]*|api\.[^/]*)\.tsx?$/, /^\.server\//];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out.push(...sources(file));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

describe("the query parameters of shared pages", () => {
  it("lists every parameter a public route, view or component reads by name", () => {
    const unread: string[] = [];
    for (const file of sources(APP)) {
      const rel = path.relative(APP, file).split(path.sep).join("/");
      if (PERSONAL.some((rule) => rule.test(rel))) continue;
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/[sS]earch(?:Params)?\.(?:get|getAll|has)\("([^"]+)"\)/g)) {
        if (!pageReadsParam(m[1]!)) unread.push(`${rel}: ${m[1]}`);
      }
    }
    expect(unread).toEqual([]);
  });

  it("keeps what listings, products and data requests read, sorted, and sets the rest aside", () => {
    const { read, ignored } = splitPageQuery(new URLSearchParams("utm_source=ads&sort=priceUp&filter_brand=3&filter_brand=1&gclid=x&param_fabric=silk&_routes=root&p=2"));
    expect(read.toString()).toBe("_routes=root&filter_brand=3&filter_brand=1&p=2&param_fabric=silk&sort=priceUp");
    expect(ignored.toString()).toBe("utm_source=ads&gclid=x");
    for (const name of ["photo", "size", "option", "qty", "review", "search", "price_min", "price_max", "color", "filter_discount", "toast", "hide_sale", "part", "category"]) {
      expect(pageReadsParam(name), name).toBe(true);
    }
    for (const name of ["utm_medium", "fbclid", "x", "index", "_data", "param_"]) expect(pageReadsParam(name), name).toBe(false);
  });
});
