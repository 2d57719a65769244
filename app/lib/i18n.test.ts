import { describe, expect, it } from "vitest";
import { localizePath, splitLangPath } from "./i18n.ts";

describe("language paths", () => {
  it("reads the prefix", () => {
    expect(splitLangPath("/az/cart")).toEqual({ lang: "az", path: "/cart", prefixed: true });
    expect(splitLangPath("/ru")).toEqual({ lang: "ru", path: "/", prefixed: true });
    expect(splitLangPath("/cart")).toEqual({ lang: "en", path: "/cart", prefixed: false });
    expect(splitLangPath("/azure")).toEqual({ lang: "en", path: "/azure", prefixed: false });
  });
  it("builds localized paths keeping the query", () => {
    expect(localizePath("/cart?x=1", "az")).toBe("/az/cart?x=1");
    expect(localizePath("/", "ru")).toBe("/ru");
    expect(localizePath("/?p=2", "ru")).toBe("/ru?p=2");
    expect(localizePath("/cart", "en")).toBe("/cart");
  });
});
