import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./prng.ts";
import { buildTaxonomy } from "./taxonomy.ts";
import { basePriceOf, generateProducts, productIdOf } from "./products.ts";
import { latinSlug } from "./translit.ts";

describe("latinSlug", () => {
  it("transliterates Russian and folds Azerbaijani", () => {
    expect(latinSlug("Льняное платье миди")).toBe("lnyanoe-plate-midi");
    expect(latinSlug("Шёлковый платок")).toBe("shyolkovyy-platok");
    expect(latinSlug("Kətan midi don")).toBe("ketan-midi-don");
    expect(latinSlug("İpək Beauty")).toBe("ipek-beauty");
    expect(latinSlug("Tops & T-shirts")).toBe("tops-t-shirts");
  });
  it("cuts long slugs on a word boundary", () => {
    const slug = latinSlug("a very long product title that keeps going and going well past the limit", 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("prng", () => {
  it("repeats for the same seed and differs for others", () => {
    const a = createRng("x");
    const b = createRng("x");
    const c = createRng("y");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(hashString("abc")).toBe(hashString("abc"));
  });
});

describe("product generator", () => {
  const taxonomy = buildTaxonomy();
  const now = new Date("2025-06-01T10:00:00Z");
  const run = (total: number, from: number, to: number) => generateProducts({ taxonomy, total, now, firstVariantId: 1, firstImageId: 1 }, from, to);

  it("makes the same product whatever the catalogue size", () => {
    const small = run(294, 1, 60).chunk;
    const big = run(100_000, 1, 60).chunk;
    expect(big.translations.map((t) => t.title)).toEqual(small.translations.map((t) => t.title));
    expect(big.products.map((p) => p.priceQ)).toEqual(small.products.map((p) => p.priceQ));
  });

  it("prices sets below the sum of their parts", () => {
    const set = run(294, 1, 294).chunk.products.filter((p) => p.isSet);
    expect(set.length).toBe(3);
    for (const p of set) expect(p.priceQ).toBeGreaterThan(0);
    expect(basePriceOf(taxonomy, productIdOf(taxonomy, ["home-mugs", 0]))).toBeGreaterThan(0);
  });

  it("puts the material adjective in the right Russian gender", () => {
    const titles = run(294, 1, 294).chunk.translations.filter((t) => t.lang === "ru").map((t) => t.title);
    expect(titles).toContain("Льняное платье миди");
    expect(titles.some((t) => /^Хлопковая .*футболка/.test(t))).toBe(true);
  });
});
