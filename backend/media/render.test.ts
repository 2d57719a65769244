import { describe, expect, it } from "vitest";
import { parseBannerId } from "./banners.ts";
import { PRODUCT_KINDS, bannerImagePath, productImagePath } from "./kinds.ts";
import { outputSize, parseRecipe, recipeSvg } from "./render.ts";

describe("image recipes", () => {
  it("parses the paths the seed writes", () => {
    expect(parseRecipe(productImagePath("dress", "#B52A30", "front"))).toEqual({
      type: "product",
      kind: "dress",
      hex: "b52a30",
      view: "front",
      key: "gen/p/dress/b52a30/front",
    });
    expect(parseRecipe(bannerImagePath("slide-1-dress-b52a30", 1920, 800))).toMatchObject({ type: "banner", id: "slide-1-dress-b52a30", w: 1920, h: 800 });
  });

  it("rejects anything else", () => {
    for (const bad of ["", "gen/p/dress/b52a30/front", "/gen/p/dress/b52a30/front.png", "gen/p/dress/b52a30/../front.png", "gen/b/a--b/10x10.png", "gen/b/x/3000x100.png"]) {
      expect(parseRecipe(bad), bad).toBeNull();
    }
  });

  it("sizes products 3:4 (the shop's image frame) and banners by their aspect", () => {
    const product = parseRecipe("gen/p/mug/1f1f21/front.png")!;
    expect(outputSize(product, 300)).toEqual({ w: 300, h: 400 });
    expect(outputSize(product, "orig")).toEqual({ w: 1500, h: 2000 });
    const svg = recipeSvg(product, outputSize(product, 300));
    expect(svg).toMatch(/^<svg [^>]*width="300" height="400" viewBox="0 0 1000 1333"/);
    const banner = parseRecipe("gen/b/big-home-lamp-d6a22a/1920x700.png")!;
    expect(outputSize(banner, "orig")).toEqual({ w: 1920, h: 700 });
    expect(outputSize(banner, 500)).toEqual({ w: 500, h: 182 });
  });

  it("draws every kind and view as SVG without text", () => {
    for (const kind of PRODUCT_KINDS) {
      for (const view of ["front", "back", "detail", "outfit"] as const) {
        const svg = recipeSvg(parseRecipe(productImagePath(kind, "3b6fb0", view))!, { w: 300, h: 300 });
        expect(svg.startsWith("<svg"), `${kind} ${view}`).toBe(true);
        expect(svg).not.toMatch(/<text|NaN|undefined/);
      }
    }
    const banner = recipeSvg(parseRecipe("gen/b/article-3-coat-b8864f/1920x800.png")!, { w: 960, h: 400 });
    expect(banner).not.toMatch(/<text|NaN|undefined/);
  });

  it("reads a featured product and colour from banner ids", () => {
    expect(parseBannerId("slide-1-dress-b52a30")).toEqual({ kind: "dress", hex: "b52a30" });
    expect(parseBannerId("brand-nar")).toEqual({});
  });
});
