import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, imageUrl, srcSet } from "./images.ts";

describe("imageUrl", () => {
  it("builds /img/{width}/{path} and strips leading slashes", () => {
    expect(imageUrl("products/12-1.jpg", 300)).toBe("/img/300/products/12-1.jpg");
    expect(imageUrl("/products/12-1.jpg", 1000)).toBe("/img/1000/products/12-1.jpg");
    expect(imageUrl("products/12-1.jpg")).toBe("/img/300/products/12-1.jpg");
  });

  it("re-sizes a path that is already an image route URL", () => {
    expect(imageUrl("/img/1000/banners/a.jpg", 500)).toBe("/img/500/banners/a.jpg");
  });

  it("escapes unsafe characters but keeps folders", () => {
    expect(imageUrl("a b/c?d.jpg", 50)).toBe("/img/50/a%20b/c%3Fd.jpg");
  });

  it("passes absolute URLs through and gives a placeholder for no image", () => {
    expect(imageUrl("https://cdn.example.com/x.jpg", 300)).toBe("https://cdn.example.com/x.jpg");
    expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl("")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("srcSet", () => {
  it("lists the widths from the minimum up", () => {
    expect(srcSet("p/1.jpg")).toBe("/img/300/p/1.jpg 300w, /img/500/p/1.jpg 500w, /img/1000/p/1.jpg 1000w");
    expect(srcSet("p/1.jpg", 500)).toBe("/img/500/p/1.jpg 500w, /img/1000/p/1.jpg 1000w");
  });

  it("is the placeholder alone without a stored path (an <img> with sizes needs a srcset), undefined for an external URL", () => {
    expect(srcSet(null)).toBe(`${PLACEHOLDER_IMAGE} 1w`);
    expect(srcSet("")).toBe(`${PLACEHOLDER_IMAGE} 1w`);
    expect(srcSet("https://cdn.example.com/x.jpg")).toBeUndefined();
  });

  it("the placeholder is a valid URL for src and srcset: no raw space", () => {
    expect(PLACEHOLDER_IMAGE).not.toMatch(/\s/);
    expect(PLACEHOLDER_IMAGE.startsWith("data:image/svg+xml,")).toBe(true);
  });
});
