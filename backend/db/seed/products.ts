/**
 * Deterministic product generator. Product `id` n belongs to leaf category (n-1) mod L and is the
 * j-th product of that leaf (j = floor((n-1)/L)); everything about it comes from a PRNG seeded
 * with its id, so product 17 is the same whether the catalogue holds 288 or 100 000 products.
 */
import type { I18n, Lang } from "../schema.ts";
import * as s from "../schema.ts";
import { foldSearch } from "../../core/text.ts";
import { productImagePath, type ProductKind } from "../../media/kinds.ts";
import { CARE, MATERIALS, RU_GENDER_INDEX, SIZE_SETS, t, type ModelDef } from "./data/catalog.ts";
import { COLLECTIONS, SETS, SPECIAL, type Ref } from "./data/merch.ts";
import { LONG_STORIES, STORIES } from "./data/stories.ts";
import { createRng } from "./prng.ts";
import { latinSlug } from "./translit.ts";
import { LANGS, type LeafInfo, type Taxonomy } from "./taxonomy.ts";

/** Products in the demo catalogue: 6 in each of the 49 leaf categories. */
export const DEMO_PRODUCTS = 294;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface ProductChunk {
  products: Row<typeof s.products>[];
  translations: Row<typeof s.productTranslations>[];
  variants: Row<typeof s.productVariants>[];
  images: Row<typeof s.productImages>[];
  categories: Row<typeof s.productCategories>[];
  params: Row<typeof s.productParamValues>[];
  badges: Row<typeof s.productBadges>[];
  collections: Row<typeof s.productCollections>[];
  routes: Row<typeof s.routes>[];
}

/** What the rest of the seed needs to know about a generated product. */
export interface ProductSummary {
  id: number;
  leaf: string;
  kind: ProductKind;
  hex: string;
  title: I18n;
  priceQ: number;
  sellQ: number;
  stock: number;
  paths: Record<Lang, string>;
}

export function productIdOf(taxonomy: Taxonomy, ref: Ref): number {
  const leaf = taxonomy.leafByKey.get(ref[0]);
  if (!leaf) throw new Error(`unknown leaf ${ref[0]}`);
  return ref[1] * taxonomy.leaves.length + leaf.index + 1;
}

const MATERIAL_BY_SLUG = new Map(MATERIALS.map((m) => [m.slug, m]));
const DAY = 86_400_000;

const LABELS = {
  material: t("Material", "Material", "Материал"),
  season: t("Season", "Mövsüm", "Сезон"),
  fit: t("Fit", "Biçim", "Крой"),
  care: t("Care", "Qulluq", "Уход"),
  sku: t("SKU", "Artikul", "Артикул"),
  brand: t("Brand", "Brend", "Бренд"),
  color: t("Colour", "Rəng", "Цвет"),
  country: t("Country of origin", "İstehsal ölkəsi", "Страна производства"),
  sizes: t("Sizes", "Ölçülər", "Размеры"),
};

const DISCOUNT_TITLES = [
  t("Summer sale", "Yay endirimi", "Летняя распродажа"),
  t("Weekend deals", "Həftəsonu təklifləri", "Предложения выходного дня"),
];

const ONLY_CARD_MESSAGE = t(
  "This item can be paid for only by card or installment card.",
  "Bu məhsulun ödənişi yalnız kartla və ya taksit kartı ilə mümkündür.",
  "Этот товар можно оплатить только банковской картой или картой рассрочки.",
);

function capitalize(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(lang === "az" ? "az" : lang) + text.slice(1);
}

function composeTitle(model: ModelDef, material: string | undefined, lang: Lang): string {
  const adj = material ? MATERIAL_BY_SLUG.get(material)?.adj : undefined;
  if (!adj) return capitalize(model.name[lang], lang);
  const word = lang === "ru" ? adj.ru[RU_GENDER_INDEX[model.g]] : adj[lang];
  const name = lang === "en" ? model.name.en : model.name[lang].charAt(0).toLocaleLowerCase(lang) + model.name[lang].slice(1);
  return capitalize(`${word} ${name}`, lang);
}

/** a price ending in .90 most of the time, like real shelf prices */
function shelfPrice(manat: number, round: boolean): number {
  return round ? manat * 100 : manat * 100 - 10;
}

function scalePrice(q: number, ratio: number): number {
  return Math.max(100, Math.round((q * ratio) / 100) * 100 - 10);
}

const refKey = (r: Ref) => `${r[0]}#${r[1]}`;
const SETS_BY_REF = new Map(SETS.map((d) => [refKey(d.ref), d]));
const SOLD_OUT = new Set(SPECIAL.soldOut.map(refKey));
const LOW_STOCK = new Set(SPECIAL.lowStock.map(refKey));
const VARIANT_PRICES = new Set(SPECIAL.variantPrices.map(refKey));
const ONLY_CARD = new Set(SPECIAL.onlyCard.map(refKey));
const SINGLE_SELL = new Set(SPECIAL.singleSell.map(refKey));
const FORCED_DISCOUNTS = new Map(SPECIAL.discounts.map((d) => [refKey(d.ref), d]));
/** the one product sold at "price on application" */
const PRICE_IN_STORE = refKey(SPECIAL.priceInStore);
/** products whose description ends with a long guide (taller than the 400 px collapse) */
const STORY_BY_REF = new Map(LONG_STORIES.map((d) => [refKey(d.ref), STORIES[d.story]]));

export interface GenerateOptions {
  taxonomy: Taxonomy;
  /** total number of products in this catalogue */
  total: number;
  now: Date;
  /** ids given to variants and images start after these */
  firstVariantId: number;
  firstImageId: number;
}

/** Builds the rows of products [from, to] (1-based ids, inclusive). */
export function generateProducts(opts: GenerateOptions, from: number, to: number): { chunk: ProductChunk; summaries: ProductSummary[]; nextVariantId: number; nextImageId: number } {
  const { taxonomy, now } = opts;
  const L = taxonomy.leaves.length;
  const chunk: ProductChunk = { products: [], translations: [], variants: [], images: [], categories: [], params: [], badges: [], collections: [], routes: [] };
  const summaries: ProductSummary[] = [];
  let variantId = opts.firstVariantId;
  let imageId = opts.firstImageId;
  const newInCount = Math.max(40, Math.round(opts.total * 0.04));

  for (let id = from; id <= to; id++) {
    const leaf: LeafInfo = taxonomy.leaves[(id - 1) % L];
    const def = leaf.def;
    const j = Math.floor((id - 1) / L);
    const key = `${def.key}#${j}`;
    const rng = createRng(`product:${id}`);
    const setDef = SETS_BY_REF.get(key);

    // what it is
    const model = def.models[j % def.models.length];
    const kind: ProductKind = setDef?.kind ?? model.kind;
    const K = def.materials.length;
    const mainMaterial = def.materials[(Math.floor(j / def.models.length) + j) % K];
    const materials = [mainMaterial];
    if (def.materials.includes("elastane") && mainMaterial !== "elastane" && rng.chance(0.6)) materials.push("elastane");
    if (mainMaterial === "elastane") materials.unshift(def.materials[0] === "elastane" ? def.materials[1] : def.materials[0]);
    const colorSlug = def.colors[(j * 5 + leaf.index * 3 + rng.int(0, 2)) % def.colors.length];
    const color = taxonomy.color(colorSlug);
    const brandSlug = rng.chance(0.65) ? def.brands[0] : rng.pick(def.brands);
    const brandId = taxonomy.brandId(brandSlug);
    const season = rng.pick(def.seasons);
    const fit = def.fits ? rng.pick(def.fits) : undefined;
    const country = rng.pick(def.countries);

    const title = {} as I18n;
    for (const lang of LANGS) title[lang] = setDef ? setDef.title[lang] : composeTitle(model, def.materialInTitle ? mainMaterial : undefined, lang);

    // price
    let priceQ = basePriceOf(taxonomy, id);
    let oldPriceQ: number | null = null;
    let discount = 0;
    let discountItemsCount = 0;
    let discountInBasket = 0;
    let cashDiscount = 0;
    let discountTimer: Date | null = null;
    let discountTitle: I18n | null = null;
    const priceInStore = key === PRICE_IN_STORE;
    const forced = FORCED_DISCOUNTS.get(key);
    const roll = rng.next();
    const timerRoll = rng.next();
    const timerDays = rng.int(2, 20);
    if (forced) {
      discount = forced.discount ?? 0;
      if (forced.timerDays) discountTimer = new Date(now.getTime() + forced.timerDays * DAY + 6 * 3_600_000);
      if (forced.oldRatio) oldPriceQ = scalePrice(priceQ, forced.oldRatio);
      discountItemsCount = forced.itemsCount ?? 0;
      discountInBasket = forced.inBasket ?? 0;
      cashDiscount = forced.cash ?? 0;
    } else if (!priceInStore && !setDef) {
      if (roll < 0.2) {
        discount = rng.pick([10, 15, 20, 20, 25, 30, 30, 40, 50]);
        if (timerRoll < 0.35) discountTimer = new Date(now.getTime() + timerDays * DAY + 3 * 3_600_000);
      } else if (roll < 0.28) oldPriceQ = scalePrice(priceQ, 1.2 + rng.int(0, 4) / 10);
      else if (roll < 0.31) discountItemsCount = rng.pick([3, 3, 4]);
      else if (roll < 0.34) discountInBasket = rng.pick([10, 15, 20]);
      else if (roll < 0.37) cashDiscount = rng.pick([5, 10]);
    }
    if (discount > 0 && rng.chance(0.5)) discountTitle = rng.pick(DISCOUNT_TITLES);

    // sizes, stock and variant prices
    const sizes: readonly string[] = setDef ? [""] : SIZE_SETS[def.sizes];
    const stocks: number[] = sizes.map(() => (rng.chance(0.12) ? 0 : rng.int(1, 14)));
    if (SOLD_OUT.has(key)) stocks.fill(0);
    else if (LOW_STOCK.has(key) || rng.chance(0.03)) {
      stocks.fill(0);
      stocks[Math.floor(sizes.length / 2)] = rng.int(1, 3);
    } else if (!stocks.some((n) => n > 0)) stocks[Math.floor(sizes.length / 2)] = 4;
    const variantPrice = (size: string, index: number): { priceQ: number | null; oldPriceQ: number | null } => {
      if (def.sizes === "volume" && index > 0) {
        const ratio = index === 1 ? 1.5 : 2.2;
        return { priceQ: scalePrice(priceQ, ratio), oldPriceQ: oldPriceQ ? scalePrice(oldPriceQ, ratio) : null };
      }
      if (VARIANT_PRICES.has(key) && (size === "XL" || size === "XXL")) {
        return { priceQ: priceQ + (size === "XXL" ? 2000 : 1000), oldPriceQ: null };
      }
      return { priceQ: null, oldPriceQ: null };
    };

    // a set costs what its cheapest option costs
    if (setDef) priceQ = Math.min(...setDef.options.map((o) => setOptionPrice(taxonomy, o).priceQ));

    let sellQ = Number.POSITIVE_INFINITY;
    let stockTotal = 0;
    sizes.forEach((size, index) => {
      const vp = variantPrice(size, index);
      sellQ = Math.min(sellQ, Math.round(((vp.priceQ ?? priceQ) * (100 - discount)) / 100));
      stockTotal += stocks[index];
      chunk.variants.push({
        id: variantId++,
        productId: id,
        size,
        sort: index,
        priceQ: vp.priceQ,
        oldPriceQ: vp.oldPriceQ,
        stock: setDef ? 12 : stocks[index],
      });
    });
    if (setDef) stockTotal = 12;

    const createdAt = new Date(now.getTime() - (id - 1) * 97 * 60_000 - rng.int(0, 50) * 60_000);
    chunk.products.push({
      id,
      sku: `${brandSlug.slice(0, 2).toUpperCase()}-${kind.slice(0, 3).toUpperCase()}-${String(id).padStart(6, "0")}`,
      brandId,
      colorId: color.id,
      sizeTableId: def.sizeTable && !setDef ? taxonomy.sizeTableId(def.sizeTable) : null,
      priceQ,
      oldPriceQ,
      discount,
      discountItemsCount,
      discountInBasket,
      cashDiscount,
      discountTimer,
      priceInStore,
      bestSeller: !priceInStore && rng.chance(0.1),
      newIn: id <= newInCount,
      singleSell: SINGLE_SELL.has(key),
      onlyCard: ONLY_CARD.has(key),
      isSet: Boolean(setDef),
      status: "active",
      rating: 0,
      reviewsCount: 0,
      sortPriceQ: sellQ,
      createdAt,
    });

    // texts
    const brandTitle = taxonomy.brandTitle(brandId);
    const brandDesc = taxonomy.brands[brandId - 1].desc as I18n;
    const materialValues = materials.map((mSlug) => taxonomy.valueId("material", mSlug));
    const seasonValue = taxonomy.valueId("season", season);
    const fitValue = fit ? taxonomy.valueId("fit", fit) : undefined;
    const countryValue = taxonomy.valueId("country", country);
    const paths = {} as Record<Lang, string>;
    const story = STORY_BY_REF.get(key);
    for (const lang of LANGS) {
      const matText = materialValues.map((v) => taxonomy.valueTitle(v)[lang]).join(", ");
      // material, season and fit are the product's parameters (the details list beside the
      // gallery): the description says only what the list does not, the care
      const items = `<li>${LABELS.care[lang]}: ${CARE[def.care][lang]}</li>`;
      const setText = setDef
        ? `<p>${setDef.options.map((o) => o.title[lang]).join(" · ")}</p>`
        : "";
      const desc = `<p>${def.blurb[lang]}</p>${setText}<p><strong>${brandTitle}</strong> — ${brandDesc[lang]}</p><ul>${items}</ul>${story ? story[lang] : ""}`;
      const specRows: [string, string][] = [
        [LABELS.sku[lang], chunk.products[chunk.products.length - 1].sku],
        [LABELS.brand[lang], brandTitle],
        [LABELS.color[lang], color.def.title[lang]],
        [LABELS.material[lang], matText],
        [LABELS.country[lang], taxonomy.valueTitle(countryValue)[lang]],
      ];
      if (sizes.length > 1) specRows.push([LABELS.sizes[lang], sizes.join(", ")]);
      const spec = `<table><tbody>${specRows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("")}</tbody></table>`;
      const searchText = foldSearch([title[lang], brandTitle, ...leaf.chainTitles[lang], color.def.title[lang]].join(" "));
      chunk.translations.push({
        productId: id,
        lang,
        title: title[lang],
        desc,
        spec,
        discountCategoryTitle: discountTitle?.[lang] ?? null,
        paymentTypeMessage: ONLY_CARD.has(key) ? ONLY_CARD_MESSAGE[lang] : null,
        searchText,
      });
      paths[lang] = `/${latinSlug(title[lang], 70)}-${id}`;
      chunk.routes.push({ lang, path: paths[lang], entityType: "product", entityId: id });
    }

    // images: card (front), hover (outfit), back, detail
    (["front", "outfit", "back", "detail"] as const).forEach((view, sort) => {
      chunk.images.push({ id: imageId++, productId: id, path: productImagePath(kind, color.def.hex, view), withPad: false, sort, alt: title });
    });

    for (const categoryId of leaf.chain) chunk.categories.push({ productId: id, categoryId });
    for (const paramValueId of [...materialValues, seasonValue, ...(fitValue ? [fitValue] : []), countryValue]) {
      chunk.params.push({ productId: id, paramValueId });
    }

    const badgeRoll = rng.next();
    const badgeKeys: string[] = [];
    if (country === "azerbaijan" && badgeRoll < 0.5) badgeKeys.push("made-in-az");
    if ((mainMaterial === "linen" || mainMaterial === "cotton" || mainMaterial === "soy-wax") && rng.chance(0.25)) badgeKeys.push("eco");
    if (rng.chance(0.04)) badgeKeys.push("limited");
    if (rng.chance(0.04)) badgeKeys.push("online");
    for (const b of badgeKeys) chunk.badges.push({ productId: id, badgeId: taxonomy.badgeId(b) });

    COLLECTIONS.forEach((c, ci) => {
      if (c.match({ leaf: def.key, top: leaf.top.key, materials, season, kind })) chunk.collections.push({ productId: id, collectionId: ci + 1 });
    });

    summaries.push({ id, leaf: def.key, kind, hex: color.def.hex, title, priceQ, sellQ, stock: stockTotal, paths });
  }
  return { chunk, summaries, nextVariantId: variantId, nextImageId: imageId };
}

/** The base price of a product before any discount, from its own PRNG stream. */
export function basePriceOf(taxonomy: Taxonomy, id: number): number {
  const leaf = taxonomy.leaves[(id - 1) % taxonomy.leaves.length];
  const rng = createRng(`price:${id}`);
  const manat = rng.int(leaf.def.price[0], leaf.def.price[1]);
  return shelfPrice(manat, rng.chance(0.3));
}

/** A set option's price: the parts' base prices less the option's percent, rounded to 10 qəpik. */
export function setOptionPrice(taxonomy: Taxonomy, option: { items: Ref[]; percentOff: number }): { priceQ: number; oldPriceQ: number } {
  const sum = option.items.reduce((acc, ref) => acc + basePriceOf(taxonomy, productIdOf(taxonomy, ref)), 0);
  return { priceQ: Math.round((sum * (100 - option.percentOff)) / 100 / 10) * 10, oldPriceQ: sum };
}
