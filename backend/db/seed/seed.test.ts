import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./prng.ts";
import { buildTaxonomy } from "./taxonomy.ts";
import { GIFTS, SETS } from "./data/merch.ts";
import { LONG_STORIES } from "./data/stories.ts";
import { basePriceOf, generateProducts, productIdOf, setOptionPrice } from "./products.ts";
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
    const products = run(294, 1, 294).chunk.products;
    expect(products.filter((p) => p.isSet)).toHaveLength(SETS.length);
    for (const def of SETS) {
      const setProduct = products.find((p) => p.id === productIdOf(taxonomy, def.ref))!;
      expect(setProduct.isSet).toBe(true);
      const prices = def.options.map((o) => setOptionPrice(taxonomy, o));
      for (const price of prices) {
        const parts = def.options[prices.indexOf(price)].items.reduce((sum, ref) => sum + products.find((p) => p.id === productIdOf(taxonomy, ref))!.priceQ, 0);
        expect(price.oldPriceQ).toBe(parts);
        expect(price.priceQ).toBeLessThan(parts);
      }
      expect(setProduct.priceQ).toBe(Math.min(...prices.map((p) => p.priceQ)));
    }
    expect(basePriceOf(taxonomy, 1)).toBe(products[0].priceQ);
  });

  it("puts the material adjective in the right Russian gender", () => {
    const titles = run(294, 1, 294).chunk.translations.filter((t) => t.lang === "ru").map((t) => t.title);
    expect(titles).toContain("Льняное платье миди");
    expect(titles.some((t) => /^Хлопковая .*футболка/.test(t))).toBe(true);
  });

  it("gives a few products a long description in every language, and some products several gifts", () => {
    const translations = run(294, 1, 294).chunk.translations;
    for (const { ref } of LONG_STORIES) {
      const id = productIdOf(taxonomy, ref);
      for (const lang of ["az", "en", "ru"] as const) {
        const desc = translations.find((t) => t.productId === id && t.lang === lang)!.desc!;
        expect(desc.match(/<h3>/g), `${ref.join("#")} ${lang}`).toHaveLength(5);
        expect(desc.length).toBeGreaterThan(1500);
      }
    }
    const giftsPerOwner = new Map<string, number>();
    for (const [owner] of GIFTS) giftsPerOwner.set(owner.join("#"), (giftsPerOwner.get(owner.join("#")) ?? 0) + 1);
    expect([...giftsPerOwner.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
    expect(new Set(GIFTS.map(([o, g]) => `${o.join("#")}>${g.join("#")}`)).size).toBe(GIFTS.length);
  });
});
