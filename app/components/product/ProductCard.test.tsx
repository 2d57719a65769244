import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductCard as ApiCard } from "../../../backend/catalog/contract";
import catalog from "../../../locales/en/catalog.json";
import common from "../../../locales/en/common.json";
import { cardView, type CardView } from "~/lib/card-view";
import { ProductCard } from "./ProductCard";

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: "en", ns: ["common", "catalog"], defaultNS: "common", resources: { en: { common, catalog } } });

function render(product: CardView): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ProductCard product={product} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  );
}

const plain: ApiCard = {
  id: 7,
  title: "Linen midi dress",
  route: "/linen-midi-dress-7",
  image: "gen/p/dress/eee4cf/front.png",
  imageWithPad: false,
  outfit: null,
  outfitWithPad: false,
  price: 10190,
  priceOld: null,
  discount: 0,
  discountItemsCount: 0,
  discountInBasket: 0,
  cashDiscount: 0,
  discountTimer: null,
  discountCategoryTitle: null,
  priceInStore: false,
  hasVariantPrice: false,
  minPrice: 10190,
  maxPrice: 10190,
  minPriceOld: null,
  maxPriceOld: null,
  bestSeller: false,
  newIn: false,
  badges: [],
  giftProducts: [],
  qty: 4,
  sold: false,
  singleSell: false,
  rating: 0,
  reviewsCount: 0,
  brand: null,
  color: null,
  sizes: [],
};

const cards: Record<string, ApiCard> = {
  plain,
  everything: {
    ...plain,
    imageWithPad: true,
    outfit: "gen/p/dress/eee4cf/outfit.png",
    outfitWithPad: true,
    price: 8000,
    priceOld: 10000,
    discount: 20,
    discountItemsCount: 3,
    bestSeller: true,
    newIn: true,
    badges: [{ name: "Eco", image: null, color: "#3e6e4f" }],
    rating: 4.5,
    reviewsCount: 2,
    brand: { id: 3, title: "Nar" },
    sizes: ["S", "M"],
  },
  range: { ...plain, hasVariantPrice: true, minPrice: 5000, maxPrice: 9000, minPriceOld: 6000, maxPriceOld: 11000, priceOld: 11000 },
  "old price without percent": { ...plain, priceOld: 12000 },
  "in store": { ...plain, priceInStore: true },
  "sold out": { ...plain, sold: true, outfit: "gen/p/dress/eee4cf/outfit.png" },
};

describe("cardView", () => {
  for (const [name, card] of Object.entries(cards)) {
    it(`renders the same card as the API's full card: ${name}`, () => {
      expect(render(cardView(card))).toBe(render(card));
    });
  }

  it("leaves out the fields at their defaults", () => {
    expect(cardView(plain)).toEqual({ id: 7, title: "Linen midi dress", route: "/linen-midi-dress-7", image: "gen/p/dress/eee4cf/front.png", price: 10190 });
    // the range is kept only when the variants' prices differ in kind, the rating only with reviews
    expect(Object.keys(cardView(cards.range!))).toEqual(expect.arrayContaining(["hasVariantPrice", "minPrice", "maxPrice", "minPriceOld", "maxPriceOld"]));
    expect(cardView({ ...plain, rating: 5 })).not.toHaveProperty("rating");
  });
});

describe("the card's badge", () => {
  const badgesOf = (card: ApiCard) => [...render(cardView(card)).matchAll(/class="badge"[^>]*>([^<]*)</g)].map((m) => m[1]);

  it("shows one badge, by priority: sold out, sale %, N for N-1, new, best seller, the product's own", () => {
    const all = cards.everything!;
    expect(badgesOf({ ...all, sold: true })).toEqual(["Sold out"]);
    expect(badgesOf(all)).toEqual(["−20%"]);
    expect(badgesOf({ ...all, discount: 0 })).toEqual(["3 for 2"]);
    expect(badgesOf({ ...all, discount: 0, discountItemsCount: 0 })).toEqual(["New"]);
    expect(badgesOf({ ...all, discount: 0, discountItemsCount: 0, newIn: false })).toEqual(["Best seller"]);
    expect(badgesOf({ ...all, discount: 0, discountItemsCount: 0, newIn: false, bestSeller: false })).toEqual(["Eco"]);
    expect(badgesOf(plain)).toEqual([]);
  });

  it("shows no rating row content without reviews", () => {
    expect(render(cardView(plain))).not.toContain('data-testid="rating"');
    expect(render(cardView(cards.everything!))).toContain('data-testid="rating"');
  });
});
