/**
 * A small catalogue for integration tests (independent of the demo seed): 3 brands,
 * 3 colors, a 3-level category tree, a filterable parameter, 9 products (one hidden) in
 * az/en/ru with variants, images, badges, a gift, a set, a collection, a product group and
 * routes (with one old path that redirects).
 */
import type { Database } from "../db/client.ts";
import * as s from "../db/schema.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { buildSearchText } from "./match.ts";
import { priceSummary } from "./pricing.ts";

type Key =
  | "whiteShirt"
  | "blueShirt"
  | "blackTrousers"
  | "summerDress"
  | "silkDress"
  | "cup"
  | "hidden"
  | "giftSet"
  | "noCategory";

interface ProductSpec {
  key: Key;
  titles: I18n;
  brand: "nord" | "lale" | "xezer";
  color: "white" | "blue" | "black";
  categories: ("linen" | "shirts" | "trousers" | "dresses" | "home")[];
  priceQ: number;
  oldPriceQ?: number;
  discount?: number;
  discountItemsCount?: number;
  discountInBasket?: number;
  cashDiscount?: number;
  discountTimer?: Date;
  newIn?: boolean;
  bestSeller?: boolean;
  status?: "active" | "hidden";
  variants: { size: string; stock: number; priceQ?: number; oldPriceQ?: number }[];
  material?: ("cotton" | "linen" | "silk")[];
  paths: I18n;
}

const LANGS: Lang[] = ["az", "en", "ru"];

const CATEGORY_TITLES = {
  men: { az: "Kişi", en: "Men", ru: "Мужчины" },
  shirts: { az: "Köynəklər", en: "Shirts", ru: "Рубашки" },
  linen: { az: "Kətan köynəklər", en: "Linen shirts", ru: "Льняные рубашки" },
  trousers: { az: "Şalvarlar", en: "Trousers", ru: "Брюки" },
  women: { az: "Qadın", en: "Women", ru: "Женщины" },
  dresses: { az: "Donlar", en: "Dresses", ru: "Платья" },
  home: { az: "Ev", en: "Home", ru: "Дом" },
} satisfies Record<string, I18n>;

const PRODUCTS: ProductSpec[] = [
  {
    key: "whiteShirt",
    titles: { az: "Ağ kətan köynək", en: "White linen shirt", ru: "Белая льняная рубашка" },
    brand: "nord",
    color: "white",
    categories: ["linen"],
    priceQ: 5990,
    newIn: true,
    variants: [
      { size: "S", stock: 3 },
      { size: "M", stock: 0 },
      { size: "L", stock: 5 },
    ],
    material: ["linen"],
    paths: { az: "/ag-ketan-koynek", en: "/white-linen-shirt", ru: "/belaya-lnyanaya-rubashka" },
  },
  {
    key: "blueShirt",
    titles: { az: "Mavi köynək", en: "Blue shirt", ru: "Синяя рубашка" },
    brand: "lale",
    color: "blue",
    categories: ["shirts"],
    priceQ: 4500,
    discount: 20,
    newIn: true,
    variants: [
      { size: "M", stock: 2 },
      { size: "L", stock: 1 },
    ],
    material: ["cotton"],
    paths: { az: "/mavi-koynek", en: "/blue-shirt", ru: "/sinyaya-rubashka" },
  },
  {
    key: "blackTrousers",
    titles: { az: "Qara şalvar", en: "Black trousers", ru: "Черные брюки" },
    brand: "nord",
    color: "black",
    categories: ["trousers"],
    priceQ: 8000,
    oldPriceQ: 10000,
    bestSeller: true,
    variants: [
      { size: "M", stock: 4 },
      { size: "XL", stock: 2 },
    ],
    material: ["cotton"],
    paths: { az: "/qara-salvar", en: "/black-trousers", ru: "/chernye-bryuki" },
  },
  {
    key: "summerDress",
    titles: { az: "Yay donu", en: "Summer dress", ru: "Летнее платье" },
    brand: "lale",
    color: "white",
    categories: ["dresses"],
    priceQ: 12000,
    discountItemsCount: 3,
    variants: [
      { size: "S", stock: 1 },
      { size: "M", stock: 1 },
    ],
    material: ["cotton"],
    paths: { az: "/yay-donu", en: "/summer-dress", ru: "/letnee-plate" },
  },
  {
    key: "silkDress",
    titles: { az: "İpək don", en: "Silk dress", ru: "Шелковое платье" },
    brand: "xezer",
    color: "black",
    categories: ["dresses"],
    priceQ: 25000,
    discountInBasket: 10,
    bestSeller: true,
    variants: [
      { size: "S", stock: 2 },
      { size: "M", stock: 2, priceQ: 27000 },
    ],
    material: ["silk"],
    paths: { az: "/ipek-don", en: "/silk-dress", ru: "/shelkovoe-plate" },
  },
  {
    key: "cup",
    titles: { az: "Keramik fincan", en: "Ceramic cup", ru: "Керамическая чашка" },
    brand: "xezer",
    color: "white",
    categories: ["home"],
    priceQ: 1500,
    cashDiscount: 5,
    variants: [{ size: "", stock: 10 }],
    paths: { az: "/keramik-fincan", en: "/ceramic-cup", ru: "/keramicheskaya-chashka" },
  },
  {
    key: "hidden",
    titles: { az: "Gizli köynək", en: "Hidden shirt", ru: "Скрытая рубашка" },
    brand: "nord",
    color: "white",
    categories: ["shirts"],
    priceQ: 1000,
    status: "hidden",
    variants: [{ size: "M", stock: 5 }],
    paths: { az: "/gizli-koynek", en: "/hidden-shirt", ru: "/skrytaya-rubashka" },
  },
  {
    key: "giftSet",
    titles: { az: "Köynək dəsti", en: "Shirt gift set", ru: "Набор рубашек" },
    brand: "xezer",
    color: "blue",
    categories: ["shirts"],
    priceQ: 9000,
    discount: 10,
    discountTimer: new Date(Date.now() + 3 * 24 * 3600 * 1000),
    variants: [{ size: "L", stock: 3 }],
    material: ["cotton", "linen"],
    paths: { az: "/koynek-desti", en: "/shirt-gift-set", ru: "/nabor-rubashek" },
  },
  {
    key: "noCategory",
    titles: { az: "Qara çanta", en: "Black bag", ru: "Черная сумка" },
    brand: "lale",
    color: "black",
    categories: [],
    priceQ: 3000,
    variants: [{ size: "", stock: 0 }],
    paths: { az: "/qara-canta", en: "/black-bag", ru: "/chernaya-sumka" },
  },
];

export interface Fixtures {
  products: Record<Key, number>;
  categories: Record<keyof typeof CATEGORY_TITLES, number>;
  brands: Record<"nord" | "lale" | "xezer", number>;
  colors: Record<"white" | "blue" | "black", number>;
  material: { paramId: number; values: Record<"cotton" | "linen" | "silk", number> };
  collections: { summer: number; office: number };
  groups: { gifts: number };
  badge: number;
  /** effective lowest price per product (the pricing rule) */
  prices: Record<Key, number>;
  specs: typeof PRODUCTS;
}

export async function insertFixtures(database: Database): Promise<Fixtures> {
  const { db } = database;
  const brandRows = await db
    .insert(s.brands)
    .values([
      { slug: "nord", title: "Nord", desc: { az: "Nord brendi", en: "The Nord brand", ru: "Бренд Nord" }, image: "brands/nord.png" },
      { slug: "lale", title: "Lale", sort: 1 },
      { slug: "xezer", title: "Xəzər", sort: 2 },
    ])
    .returning();
  const brands = { nord: brandRows[0]!.id, lale: brandRows[1]!.id, xezer: brandRows[2]!.id };

  const colorRows = await db
    .insert(s.colors)
    .values([
      { slug: "white", hex: "#ffffff", title: { az: "Ağ", en: "White", ru: "Белый" } },
      { slug: "blue", hex: "#1d4ed8", title: { az: "Mavi", en: "Blue", ru: "Синий" } },
      { slug: "black", hex: "#111111", title: { az: "Qara", en: "Black", ru: "Черный" } },
    ])
    .returning();
  const colors = { white: colorRows[0]!.id, blue: colorRows[1]!.id, black: colorRows[2]!.id };

  const cat = async (key: keyof typeof CATEGORY_TITLES, parentId: number | null, sort: number) => {
    const [row] = await db
      .insert(s.categories)
      .values({
        slug: key,
        parentId,
        title: CATEGORY_TITLES[key],
        sort,
        desc: { az: `<p>${CATEGORY_TITLES[key].az}</p>`, en: `<p>All ${CATEGORY_TITLES[key].en.toLowerCase()}</p>`, ru: `<p>${CATEGORY_TITLES[key].ru}</p>` },
        image: `categories/${key}.png`,
      })
      .returning();
    return row!.id;
  };
  const men = await cat("men", null, 0);
  const shirts = await cat("shirts", men, 0);
  const linen = await cat("linen", shirts, 0);
  const trousers = await cat("trousers", men, 1);
  const women = await cat("women", null, 1);
  const dresses = await cat("dresses", women, 0);
  const home = await cat("home", null, 2);
  const categories = { men, shirts, linen, trousers, women, dresses, home };

  const [param] = await db
    .insert(s.params)
    .values({ name: "material", title: { az: "Material", en: "Material", ru: "Материал" } })
    .returning();
  const valueRows = await db
    .insert(s.paramValues)
    .values([
      { paramId: param!.id, slug: "cotton", title: { az: "Pambıq", en: "Cotton", ru: "Хлопок" }, sort: 0 },
      { paramId: param!.id, slug: "linen", title: { az: "Kətan", en: "Linen", ru: "Лён" }, sort: 1 },
      { paramId: param!.id, slug: "silk", title: { az: "İpək", en: "Silk", ru: "Шёлк" }, sort: 2 },
    ])
    .returning();
  const material = { paramId: param!.id, values: { cotton: valueRows[0]!.id, linen: valueRows[1]!.id, silk: valueRows[2]!.id } };

  const [badge] = await db.insert(s.badges).values({ name: { az: "Hit", en: "Hit", ru: "Хит" }, color: "#dc2626" }).returning();
  const [sizeTable] = await db
    .insert(s.sizeTables)
    .values({
      name: "shirts",
      title: { az: "Ölçü cədvəli", en: "Size chart", ru: "Таблица размеров" },
      content: { az: "<table></table>", en: "<table><tr><td>S</td></tr></table>", ru: "<table></table>" },
      place: "back",
    })
    .returning();

  const products = {} as Record<Key, number>;
  const prices = {} as Record<Key, number>;
  const base = Date.UTC(2025, 0, 1);
  let i = 0;
  for (const spec of PRODUCTS) {
    i += 1;
    const summary = priceSummary(
      { priceQ: spec.priceQ, oldPriceQ: spec.oldPriceQ ?? null, discount: spec.discount ?? 0 },
      spec.variants.map((v) => ({ priceQ: v.priceQ ?? null, oldPriceQ: v.oldPriceQ ?? null })),
    );
    const [row] = await db
      .insert(s.products)
      .values({
        sku: `FX-${i}`,
        brandId: brands[spec.brand],
        colorId: colors[spec.color],
        sizeTableId: spec.categories.some((c) => c === "linen" || c === "shirts") ? sizeTable!.id : null,
        priceQ: spec.priceQ,
        oldPriceQ: spec.oldPriceQ ?? null,
        discount: spec.discount ?? 0,
        discountItemsCount: spec.discountItemsCount ?? 0,
        discountInBasket: spec.discountInBasket ?? 0,
        cashDiscount: spec.cashDiscount ?? 0,
        discountTimer: spec.discountTimer ?? null,
        newIn: spec.newIn ?? false,
        bestSeller: spec.bestSeller ?? false,
        status: spec.status ?? "active",
        rating: 40 + i,
        reviewsCount: i,
        sortPriceQ: summary.minPrice,
        createdAt: new Date(base + i * 60_000),
      })
      .returning();
    const id = row!.id;
    products[spec.key] = id;
    prices[spec.key] = summary.minPrice;
    const brandTitle = brandRows.find((b) => b.id === brands[spec.brand])!.title;
    await db.insert(s.productTranslations).values(
      LANGS.map((lang) => ({
        productId: id,
        lang,
        title: spec.titles[lang],
        desc: `<p>${spec.titles[lang]} — ${lang}</p>`,
        spec: `<ul><li>${lang}</li></ul>`,
        searchText: buildSearchText([spec.titles[lang], brandTitle, ...spec.categories.map((c) => CATEGORY_TITLES[c][lang])]),
      })),
    );
    await db.insert(s.productVariants).values(
      spec.variants.map((v, sort) => ({
        productId: id,
        size: v.size,
        sort,
        stock: v.stock,
        priceQ: v.priceQ ?? null,
        oldPriceQ: v.oldPriceQ ?? null,
      })),
    );
    await db.insert(s.productImages).values([
      { productId: id, path: `products/${id}/1.png`, sort: 0, withPad: spec.key === "cup" },
      { productId: id, path: `products/${id}/2.png`, sort: 1 },
      { productId: id, path: `products/${id}/3.png`, sort: 2 },
    ]);
    if (spec.categories.length)
      await db.insert(s.productCategories).values(spec.categories.map((c) => ({ productId: id, categoryId: categories[c] })));
    if (spec.material?.length)
      await db
        .insert(s.productParamValues)
        .values(spec.material.map((m) => ({ productId: id, paramValueId: material.values[m] })));
    await db.insert(s.routes).values(
      LANGS.map((lang) => ({ lang, path: spec.paths[lang], entityType: "product" as const, entityId: id })),
    );
  }

  await db.insert(s.productBadges).values({ productId: products.blackTrousers, badgeId: badge!.id });
  await db.insert(s.productGifts).values({ productId: products.whiteShirt, giftProductId: products.cup });
  const [set] = await db
    .insert(s.productSets)
    .values({ productId: products.giftSet, title: { az: "İki köynək", en: "Two shirts", ru: "Две рубашки" }, priceQ: 9000, oldPriceQ: 10490 })
    .returning();
  await db.insert(s.productSetItems).values([
    { setId: set!.id, productId: products.whiteShirt },
    { setId: set!.id, productId: products.blueShirt },
  ]);

  const collectionRows = await db
    .insert(s.collections)
    .values([
      {
        slug: "summer",
        title: { az: "Yay", en: "Summer", ru: "Лето" },
        headline: { az: "Yay kolleksiyası", en: "Light and bright", ru: "Летняя коллекция" },
        desc: { az: "Yay", en: "<p>Summer pieces</p>", ru: "Лето" },
        image: "collections/summer.png",
      },
      { slug: "office", title: { az: "Ofis", en: "Office", ru: "Офис" }, sort: 1 },
    ])
    .returning();
  const collections = { summer: collectionRows[0]!.id, office: collectionRows[1]!.id };
  await db.insert(s.productCollections).values([
    { productId: products.whiteShirt, collectionId: collections.summer },
    { productId: products.summerDress, collectionId: collections.summer },
    { productId: products.blackTrousers, collectionId: collections.office },
  ]);

  const [group] = await db.insert(s.productGroups).values({ slug: "gifts", title: { az: "Hədiyyələr", en: "Gifts", ru: "Подарки" } }).returning();
  await db.insert(s.productGroupItems).values([
    { groupId: group!.id, productId: products.cup },
    { groupId: group!.id, productId: products.giftSet },
    { groupId: group!.id, productId: products.hidden },
  ]);

  const entityRoutes: { type: s.RouteEntity; id: number; paths: I18n }[] = [
    { type: "category", id: men, paths: { az: "/kisi", en: "/men", ru: "/muzhchiny" } },
    { type: "category", id: shirts, paths: { az: "/kisi/koynekler", en: "/men/shirts", ru: "/muzhchiny/rubashki" } },
    { type: "category", id: linen, paths: { az: "/kisi/koynekler/ketan", en: "/men/shirts/linen", ru: "/muzhchiny/rubashki/len" } },
    { type: "category", id: trousers, paths: { az: "/kisi/salvarlar", en: "/men/trousers", ru: "/muzhchiny/bryuki" } },
    { type: "category", id: women, paths: { az: "/qadin", en: "/women", ru: "/zhenshchiny" } },
    { type: "category", id: dresses, paths: { az: "/qadin/donlar", en: "/women/dresses", ru: "/zhenshchiny/platya" } },
    { type: "category", id: home, paths: { az: "/ev", en: "/home-goods", ru: "/dom" } },
    { type: "collection", id: collections.summer, paths: { az: "/kolleksiya/yay", en: "/collection/summer", ru: "/kollekciya/leto" } },
    { type: "collection", id: collections.office, paths: { az: "/kolleksiya/ofis", en: "/collection/office", ru: "/kollekciya/ofis" } },
    { type: "brand", id: brands.nord, paths: { az: "/brend/nord", en: "/brand/nord", ru: "/brend-ru/nord" } },
    { type: "brand", id: brands.lale, paths: { az: "/brend/lale", en: "/brand/lale", ru: "/brend-ru/lale" } },
    { type: "brand", id: brands.xezer, paths: { az: "/brend/xezer", en: "/brand/xezer", ru: "/brend-ru/xezer" } },
    { type: "product_group", id: group!.id, paths: { az: "/qrup/hediyyeler", en: "/group/gifts", ru: "/gruppa/podarki" } },
  ];
  await db.insert(s.routes).values(
    entityRoutes.flatMap((r) => LANGS.map((lang) => ({ lang, path: r.paths[lang], entityType: r.type, entityId: r.id }))),
  );
  // an old English path of the white shirt
  await db
    .insert(s.routes)
    .values({ lang: "en", path: "/old-white-shirt", entityType: "product", entityId: products.whiteShirt, isRedirect: true });

  return {
    products,
    categories,
    brands,
    colors,
    material,
    collections,
    groups: { gifts: group!.id },
    badge: badge!.id,
    prices,
    specs: PRODUCTS,
  };
}
