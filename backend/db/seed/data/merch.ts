/**
 * Merchandising of the demo catalogue: which products are special (price on application, sold
 * out, sets, gifts…), the collections and the product groups. Products are named by their
 * leaf category and their position `j` inside it (the j-th product generated for that leaf).
 */
import type { I18n } from "../../schema.ts";
import type { ProductKind } from "../../../media/kinds.ts";
import { t } from "./catalog.ts";

export type Ref = readonly [leaf: string, j: number];

export const SPECIAL = {
  /** exactly one product shows "Price on application" */
  priceInStore: ["acc-watch", 0] as Ref,
  /** every size at 0 */
  soldOut: [
    ["women-dresses", 2],
    ["men-sneakers", 1],
    ["home-vases", 1],
    ["el-headphones", 2],
  ] as Ref[],
  /** 1–3 units left in all */
  lowStock: [
    ["women-tops", 1],
    ["men-shirts", 2],
    ["acc-handbags", 2],
    ["beauty-perfume", 1],
    ["sport-leggings", 0],
    ["home-lamps", 0],
    ["el-speakers", 0],
  ] as Ref[],
  /** bigger sizes cost more (variant prices) */
  variantPrices: [
    ["men-outerwear", 0],
    ["women-outerwear", 1],
    ["men-knitwear", 0],
  ] as Ref[],
  onlyCard: [
    ["el-headphones", 0],
    ["el-speakers", 1],
    ["el-smartwatches", 0],
    ["el-powerbanks", 0],
    ["acc-watch", 1],
  ] as Ref[],
  singleSell: [
    ["acc-watch", 2],
    ["el-smartwatches", 1],
  ] as Ref[],
  /** forced discounts so every kind is present whatever the random draw */
  discounts: [
    { ref: ["women-skirts", 1], discount: 70 },
    { ref: ["women-dresses", 1], discount: 30, timerDays: 5 },
    { ref: ["men-jeans", 0], discount: 20, timerDays: 9 },
    { ref: ["women-heels", 0], oldRatio: 1.4 },
    { ref: ["men-shirts", 0], oldRatio: 1.25 },
    { ref: ["home-mugs", 0], itemsCount: 3 },
    { ref: ["beauty-lipstick", 1], itemsCount: 2 },
    { ref: ["women-jeans", 0], inBasket: 15 },
    { ref: ["acc-backpacks", 0], inBasket: 10 },
    { ref: ["el-powerbanks", 1], cash: 5 },
    { ref: ["home-lamps", 1], cash: 10 },
  ] as { ref: Ref; discount?: number; timerDays?: number; oldRatio?: number; itemsCount?: number; inBasket?: number; cash?: number }[],
} as const;

export interface SetDef {
  ref: Ref;
  kind: ProductKind;
  title: I18n;
  options: { title: I18n; items: Ref[]; percentOff: number }[];
}

/** Set products: their options bundle other catalogue products at a lower price. */
export const SETS: SetDef[] = [
  {
    ref: ["home-mugs", 5],
    kind: "mug",
    title: t("Breakfast set", "Səhər yeməyi dəsti", "Набор для завтрака"),
    options: [
      {
        title: t("Mug and dessert plate", "Fincan və desert boşqabı", "Кружка и десертная тарелка"),
        items: [
          ["home-mugs", 0],
          ["home-plates", 1],
        ],
        percentOff: 15,
      },
      {
        title: t("Two mugs and a serving bowl", "İki fincan və servis kasası", "Две кружки и салатница"),
        items: [
          ["home-mugs", 0],
          ["home-mugs", 1],
          ["home-plates", 2],
        ],
        percentOff: 20,
      },
    ],
  },
  {
    ref: ["beauty-creams", 5],
    kind: "cream",
    title: t("Skincare ritual set", "Dəriyə qulluq ritualı dəsti", "Набор «Ритуал ухода»"),
    options: [
      {
        title: t("Day and night cream", "Gündüz və gecə kremi", "Дневной и ночной крем"),
        items: [
          ["beauty-creams", 0],
          ["beauty-creams", 1],
        ],
        percentOff: 15,
      },
      {
        title: t("Day, night and hand cream", "Gündüz, gecə və əl kremi", "Дневной, ночной крем и крем для рук"),
        items: [
          ["beauty-creams", 0],
          ["beauty-creams", 1],
          ["beauty-creams", 2],
        ],
        percentOff: 20,
      },
    ],
  },
  {
    ref: ["acc-caps", 5],
    kind: "beanie",
    title: t("Winter set: beanie and scarf", "Qış dəsti: papaq və şərf", "Зимний комплект: шапка и шарф"),
    options: [
      {
        title: t("Beanie and scarf", "Papaq və şərf", "Шапка и шарф"),
        items: [
          ["acc-caps", 2],
          ["acc-scarves", 0],
        ],
        percentOff: 15,
      },
    ],
  },
];

/** [product, a free gift]; a product listed more than once has several gifts (they rotate) */
export const GIFTS: [Ref, Ref][] = [
  [["beauty-perfume", 0], ["home-candles", 0]],
  [["beauty-perfume", 2], ["home-candles", 1]],
  [["el-headphones", 0], ["el-cases", 1]],
  [["acc-handbags", 0], ["acc-scarves", 1]],
  [["men-boots", 0], ["acc-caps", 0]],
  [["women-outerwear", 0], ["acc-scarves", 2]],
  [["el-smartwatches", 0], ["el-powerbanks", 2]],
  // several gifts: the product page and the cart rotate them every 2 s
  [["women-outerwear", 0], ["acc-caps", 1]],
  [["beauty-perfume", 0], ["beauty-lipstick", 0]],
  [["beauty-perfume", 0], ["home-candles", 2]],
];

export interface GroupDef {
  slug: I18n;
  title: I18n;
  items: Ref[];
}

export const GROUPS: GroupDef[] = [
  {
    slug: t("summer-capsule", "yay-kapsulu", "letnyaya-kapsula"),
    title: t("Summer capsule", "Yay kapsulu", "Летняя капсула"),
    items: [
      ["women-dresses", 0],
      ["women-tops", 0],
      ["women-skirts", 0],
      ["women-heels", 1],
      ["acc-sunglasses", 0],
      ["acc-handbags", 1],
      ["men-tshirts", 0],
      ["men-shirts", 3],
    ],
  },
  {
    slug: t("office-essentials", "ofis-ucun", "dlya-ofisa"),
    title: t("Office essentials", "Ofis üçün əsaslar", "Базовый гардероб для офиса"),
    items: [
      ["women-shirts", 0],
      ["women-trousers", 1],
      ["women-outerwear", 2],
      ["men-shirts", 0],
      ["men-trousers", 1],
      ["men-loafers", 0],
      ["acc-watch", 2],
      ["acc-backpacks", 1],
    ],
  },
  {
    slug: t("gifts-under-50", "50-manatadek-hediyyeler", "podarki-do-50"),
    title: t("Gifts under 50 ₼", "50 ₼-dək hədiyyələr", "Подарки до 50 ₼"),
    items: [
      ["home-mugs", 1],
      ["beauty-lipstick", 0],
      ["sport-bottles", 0],
      ["home-plates", 0],
    ],
  },
];

export interface CollectionDef {
  key: string;
  slug: I18n;
  title: I18n;
  headline: I18n;
  desc: I18n;
  kind: ProductKind;
  color: string;
  /** does a generated product belong here */
  match: (p: { leaf: string; top: string; materials: string[]; season: string; kind: ProductKind }) => boolean;
}

export const COLLECTIONS: CollectionDef[] = [
  {
    key: "linen",
    slug: t("linen-edit", "ketan-secimi", "lnyanaya-kollektsiya"),
    title: t("The Linen Edit", "Kətan seçimi", "Льняная коллекция"),
    headline: t("Light, airy, made for August", "Yüngül, havadar, avqust üçün", "Лёгкость для жаркого августа"),
    desc: t(
      "Shirts, dresses and trousers in washed linen that gets softer every summer.",
      "Hər yay daha da yumşalan yuyulmuş kətandan köynəklər, donlar və şalvarlar.",
      "Рубашки, платья и брюки из мягкого льна, который с каждым летом становится только приятнее.",
    ),
    kind: "shirt",
    color: "d9c4a3",
    match: (p) => p.materials.includes("linen"),
  },
  {
    key: "summer",
    slug: t("caspian-summer", "xezer-yayi", "kaspiyskoe-leto"),
    title: t("Caspian Summer", "Xəzər yayı", "Каспийское лето"),
    headline: t("Everything for the beach and the boulevard", "Çimərlik və bulvar üçün hər şey", "Всё для пляжа и бульвара"),
    desc: t(
      "Sun-ready pieces for long evenings by the sea: light dresses, linen shirts, sunglasses and sandals.",
      "Dəniz kənarında uzun axşamlar üçün: yüngül donlar, kətan köynəklər, gün eynəkləri.",
      "Вещи для долгих вечеров у моря: лёгкие платья, льняные рубашки, солнцезащитные очки.",
    ),
    kind: "sunglasses",
    color: "d6a22a",
    match: (p) => p.season === "summer" && ["women", "men", "accessories"].includes(p.top),
  },
  {
    key: "evening",
    slug: t("evening-edit", "axsam-secimi", "vechernyaya-kollektsiya"),
    title: t("Evening Edit", "Axşam seçimi", "Вечерняя коллекция"),
    headline: t("Dressed up, never overdone", "Zərif, amma həddən artıq deyil", "Нарядно, но без излишеств"),
    desc: t(
      "Satin and silk dresses, heels, clutches and a signature scent for weddings and nights out.",
      "Toylar və axşam gəzintiləri üçün atlas və ipək donlar, dabanlı ayaqqabılar, klatçlar və ətirlər.",
      "Атласные и шёлковые платья, туфли, клатчи и аромат для свадеб и вечерних выходов.",
    ),
    kind: "heel",
    color: "6e1e2e",
    match: (p) =>
      (p.leaf === "women-dresses" && (p.materials.includes("satin") || p.materials.includes("silk"))) ||
      p.leaf === "women-heels" ||
      p.leaf === "beauty-perfume" ||
      p.leaf === "beauty-lipstick" ||
      (p.leaf === "acc-handbags" && p.materials.includes("leather")),
  },
  {
    key: "home",
    slug: t("cosy-home", "isti-ev", "uyutnyy-dom"),
    title: t("Cosy Home", "İsti ev", "Уютный дом"),
    headline: t("Slow evenings at home", "Evdə sakit axşamlar", "Неспешные вечера дома"),
    desc: t(
      "Hand-glazed ceramics, soft cushions, warm lamps and candles that smell of quince and fig.",
      "Əl ilə şirələnmiş keramika, yumşaq yastıqlar, isti lampalar və heyva, əncir ətirli şamlar.",
      "Керамика ручной работы, мягкие подушки, тёплые лампы и свечи с ароматом айвы и инжира.",
    ),
    kind: "vase",
    color: "c4663f",
    match: (p) => p.top === "home",
  },
];
