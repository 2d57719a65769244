import { describe, expect, it } from "vitest";
import { refererPath, safePath } from "./safe-path.ts";

describe("safePath", () => {
  it("keeps a path of this site with its search and hash, in the parser's form", () => {
    expect(safePath("/az/p/shirt-1?size=M#buy")).toBe("/az/p/shirt-1?size=M#buy");
    expect(safePath("/")).toBe("/");
    expect(safePath("/a/b/../c")).toBe("/a/c");
    expect(safePath("/./cart")).toBe("/cart");
    expect(safePath("/cart?next=//evil.example")).toBe("/cart?next=//evil.example");
    expect(safePath("/az/kateqoriya/ş")).toBe("/az/kateqoriya/%C5%9F");
  });

  it.each([
    "/.//evil.example",
    "/./../..//evil.example",
    "/a/..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil",
    "\\/evil.example",
    "%2F%2Fevil",
    "/%2F%2Fevil",
    "/%2f/evil",
    "/%5Cevil",
    "/%5c%5cevil",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "https://evil.example/",
    "http://x.invalid/cart",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/a\nb",
    "/cart\u0000",
    " /cart",
    "\t//evil.example",
    "cart",
    "",
    "/%E0%A4%A",
    "/" + "x".repeat(2100),
  ])("gives the fallback (null) for %j", (value) => {
    expect(safePath(value)).toBeNull();
  });

  it("takes only strings, up to the given length", () => {
    for (const value of [null, undefined, 42, ["/"], { toString: () => "/" }, new File(["x"], "x.txt")]) expect(safePath(value)).toBeNull();
    expect(safePath("/abc", 3)).toBeNull();
    expect(safePath("/ab", 3)).toBe("/ab");
  });
});

describe("refererPath", () => {
  const request = (referer?: string) => new Request("https://shop.test/action/cart", { method: "POST", headers: referer ? { referer } : {} });

  it("reads the path and search of a Referer of this origin", () => {
    expect(refererPath(request("https://shop.test/az/sale?p=2#top"))).toBe("/az/sale?p=2");
  });

  it("is null for another origin, a malformed Referer, one whose path reads as a host, or none", () => {
    expect(refererPath(request("https://evil.example/az/sale"))).toBeNull();
    expect(refererPath(request("http://shop.test/az/sale"))).toBeNull();
    expect(refererPath(request("not a url"))).toBeNull();
    expect(refererPath(request("https://shop.test//evil.example"))).toBeNull();
    expect(refererPath(request("https://shop.test/.//evil.example"))).toBeNull();
    expect(refererPath(request())).toBeNull();
  });
});
