/**
 * Taxonomy of the demo catalogue: colours, brands, parameters and the 3-level category tree
 * with, on each leaf, the product models it sells (titles in az, en and ru), their sizes,
 * price range, materials, colours and brands.
 */
import type { I18n } from "../../schema.ts";
import type { ProductKind } from "../../../media/kinds.ts";

export const t = (en: string, az: string, ru: string): I18n => ({ en, az, ru });

/* ───────── colours ───────── */

export interface ColorDef {
  slug: string;
  hex: string;
  title: I18n;
}

export const COLORS: ColorDef[] = [
  { slug: "black", hex: "1f1f21", title: t("Black", "Qara", "Чёрный") },
  { slug: "white", hex: "f5f3ef", title: t("White", "Ağ", "Белый") },
  { slug: "cream", hex: "eee4cf", title: t("Cream", "Krem", "Молочный") },
  { slug: "beige", hex: "d9c4a3", title: t("Beige", "Bej", "Бежевый") },
  { slug: "camel", hex: "b8864f", title: t("Camel", "Kamel", "Кэмел") },
  { slug: "brown", hex: "6e4b33", title: t("Brown", "Qəhvəyi", "Коричневый") },
  { slug: "grey", hex: "9b9da0", title: t("Grey", "Boz", "Серый") },
  { slug: "charcoal", hex: "43474e", title: t("Charcoal", "Tünd boz", "Графитовый") },
  { slug: "navy", hex: "1f2d4d", title: t("Navy", "Tünd göy", "Тёмно-синий") },
  { slug: "blue", hex: "3b6fb0", title: t("Blue", "Göy", "Синий") },
  { slug: "light-blue", hex: "a9c8e8", title: t("Light blue", "Mavi", "Голубой") },
  { slug: "green", hex: "3e6e4f", title: t("Green", "Yaşıl", "Зелёный") },
  { slug: "olive", hex: "6f6d3a", title: t("Olive", "Zeytuni", "Оливковый") },
  { slug: "sage", hex: "a4b494", title: t("Sage", "Adaçayı", "Шалфейный") },
  { slug: "red", hex: "b52a30", title: t("Red", "Qırmızı", "Красный") },
  { slug: "burgundy", hex: "6e1e2e", title: t("Burgundy", "Bordo", "Бордовый") },
  { slug: "pink", hex: "e7b3b9", title: t("Pink", "Çəhrayı", "Розовый") },
  { slug: "terracotta", hex: "c4663f", title: t("Terracotta", "Terrakota", "Терракотовый") },
  { slug: "mustard", hex: "d6a22a", title: t("Mustard", "Xardal", "Горчичный") },
  { slug: "lavender", hex: "b8a6d9", title: t("Lavender", "Lavanda", "Лавандовый") },
];

/* ───────── brands ───────── */

export interface BrandDef {
  slug: string;
  title: string;
  desc: I18n;
}

export const BRANDS: BrandDef[] = [
  {
    slug: "caspian-atelier",
    title: "Caspian Atelier",
    desc: t(
      "Tailored essentials cut in Baku from Italian and Turkish fabrics.",
      "Bakıda İtaliya və Türkiyə parçalarından tikilən klassik geyimlər.",
      "Базовый гардероб, который шьют в Баку из итальянских и турецких тканей.",
    ),
  },
  {
    slug: "nar",
    title: "Nar",
    desc: t(
      "Feminine dresses and blouses in warm, pomegranate-inspired colours.",
      "Nar rənglərindən ilhamlanan zərif donlar və bluzkalar.",
      "Женственные платья и блузки в тёплых, гранатовых оттенках.",
    ),
  },
  {
    slug: "qala-denim",
    title: "Qala Denim",
    desc: t(
      "Denim that lasts: heavy cotton, honest rivets and classic washes.",
      "Uzunömürlü cins: qalın pambıq, möhkəm pərçimlər və klassik rənglər.",
      "Деним на годы: плотный хлопок, надёжные заклёпки и классические варки.",
    ),
  },
  {
    slug: "northwind",
    title: "Northwind",
    desc: t(
      "Coats and jackets made for the Khazri wind.",
      "Xəzri küləyinə hazır palto və gödəkcələr.",
      "Пальто и куртки, готовые к ветру хазри.",
    ),
  },
  {
    slug: "bazaar-basics",
    title: "Bazaar Basics",
    desc: t(
      "Everyday T-shirts, knitwear and kidswear at honest prices.",
      "Hər gün üçün futbolkalar, trikotaj və uşaq geyimləri — münasib qiymətə.",
      "Футболки, трикотаж и детская одежда на каждый день по честной цене.",
    ),
  },
  {
    slug: "stride",
    title: "Stride",
    desc: t(
      "Sneakers and running shoes with cushioned soles.",
      "Yumşaq altlıqlı krossovkalar və qaçış ayaqqabıları.",
      "Кроссовки и беговая обувь с амортизирующей подошвой.",
    ),
  },
  {
    slug: "sahil",
    title: "Sahil",
    desc: t(
      "Relaxed linen and cotton for long summers by the Caspian.",
      "Xəzər sahilində uzun yay günləri üçün sərbəst kətan və pambıq geyimlər.",
      "Свободный лён и хлопок для долгого лета на Каспии.",
    ),
  },
  {
    slug: "velora",
    title: "Velora",
    desc: t(
      "Leather bags, heels and small accessories with a polished finish.",
      "Zərif işlənmiş dəri çantalar, dabanlı ayaqqabılar və aksesuarlar.",
      "Кожаные сумки, туфли и аксессуары с безупречной отделкой.",
    ),
  },
  {
    slug: "tempo",
    title: "Tempo",
    desc: t(
      "Watches and sunglasses with clean, timeless lines.",
      "Sadə və zamansız dizaynlı saatlar və gün eynəkləri.",
      "Часы и солнцезащитные очки с чистыми, вневременными линиями.",
    ),
  },
  {
    slug: "lumen-home",
    title: "Lumen Home",
    desc: t(
      "Lamps, candles and textiles for a calm, warm home.",
      "Sakit və isti ev üçün lampalar, şamlar və tekstil.",
      "Лампы, свечи и текстиль для спокойного, тёплого дома.",
    ),
  },
  {
    slug: "mira-ceramics",
    title: "Mira Ceramics",
    desc: t(
      "Hand-glazed mugs, plates and vases from a small studio.",
      "Kiçik emalatxanada əl ilə şirələnmiş fincanlar, boşqablar və vazalar.",
      "Кружки, тарелки и вазы ручной глазуровки из небольшой мастерской.",
    ),
  },
  {
    slug: "ipek-beauty",
    title: "İpək Beauty",
    desc: t(
      "Fragrance and skincare with Absheron rose and saffron.",
      "Abşeron qızılgülü və zəfəran əsaslı ətirlər və qulluq vasitələri.",
      "Ароматы и уход с апшеронской розой и шафраном.",
    ),
  },
  {
    slug: "volta",
    title: "Volta",
    desc: t(
      "Headphones, speakers and gadgets designed to be used every day.",
      "Hər gün istifadə üçün qulaqlıqlar, dinamiklər və qadcetlər.",
      "Наушники, колонки и гаджеты для каждого дня.",
    ),
  },
  {
    slug: "kiddo",
    title: "Kiddo",
    desc: t(
      "Soft, sturdy clothes and shoes for kids who never sit still.",
      "Yerində dura bilməyən uşaqlar üçün yumşaq və möhkəm geyim və ayaqqabılar.",
      "Мягкая и прочная одежда и обувь для непосед.",
    ),
  },
  {
    slug: "shahdag-sport",
    title: "Shahdag Sport",
    desc: t(
      "Sportswear and gear for the gym, the track and the mountains.",
      "Zal, qaçış yolu və dağlar üçün idman geyimi və avadanlığı.",
      "Спортивная одежда и инвентарь для зала, бега и гор.",
    ),
  },
];

/* ───────── parameters ───────── */

type Gender = "m" | "f" | "n" | "p";
/** Russian adjective forms: masculine, feminine, neuter, plural */
type RuForms = [string, string, string, string];

export interface MaterialDef {
  slug: string;
  /** the parameter value's title */
  title: I18n;
  /** adjective used in product titles, when the material reads well there */
  adj?: { en: string; az: string; ru: RuForms };
}

const adj = (en: string, az: string, ru: RuForms) => ({ en, az, ru });

export const MATERIALS: MaterialDef[] = [
  { slug: "linen", title: t("Linen", "Kətan", "Лён"), adj: adj("Linen", "Kətan", ["льняной", "льняная", "льняное", "льняные"]) },
  { slug: "cotton", title: t("Cotton", "Pambıq", "Хлопок"), adj: adj("Cotton", "Pambıq", ["хлопковый", "хлопковая", "хлопковое", "хлопковые"]) },
  { slug: "wool", title: t("Wool", "Yun", "Шерсть"), adj: adj("Wool", "Yun", ["шерстяной", "шерстяная", "шерстяное", "шерстяные"]) },
  { slug: "cashmere", title: t("Cashmere", "Kaşemir", "Кашемир"), adj: adj("Cashmere", "Kaşemir", ["кашемировый", "кашемировая", "кашемировое", "кашемировые"]) },
  { slug: "silk", title: t("Silk", "İpək", "Шёлк"), adj: adj("Silk", "İpək", ["шёлковый", "шёлковая", "шёлковое", "шёлковые"]) },
  { slug: "satin", title: t("Satin", "Atlas", "Атлас"), adj: adj("Satin", "Atlas", ["атласный", "атласная", "атласное", "атласные"]) },
  { slug: "viscose", title: t("Viscose", "Viskoza", "Вискоза"), adj: adj("Viscose", "Viskoza", ["вискозный", "вискозная", "вискозное", "вискозные"]) },
  { slug: "knit", title: t("Knit", "Trikotaj", "Трикотаж"), adj: adj("Knit", "Trikotaj", ["трикотажный", "трикотажная", "трикотажное", "трикотажные"]) },
  { slug: "denim", title: t("Denim", "Cins", "Деним"), adj: adj("Denim", "Cins", ["джинсовый", "джинсовая", "джинсовое", "джинсовые"]) },
  { slug: "elastane", title: t("Elastane", "Elastan", "Эластан") },
  { slug: "polyester", title: t("Polyester", "Poliester", "Полиэстер") },
  { slug: "leather", title: t("Leather", "Dəri", "Кожа"), adj: adj("Leather", "Dəri", ["кожаный", "кожаная", "кожаное", "кожаные"]) },
  { slug: "suede", title: t("Suede", "Zamşa", "Замша"), adj: adj("Suede", "Zamşa", ["замшевый", "замшевая", "замшевое", "замшевые"]) },
  { slug: "textile", title: t("Textile", "Tekstil", "Текстиль") },
  { slug: "velvet", title: t("Velvet", "Məxmər", "Бархат"), adj: adj("Velvet", "Məxmər", ["бархатный", "бархатная", "бархатное", "бархатные"]) },
  { slug: "ceramic", title: t("Ceramic", "Keramika", "Керамика"), adj: adj("Ceramic", "Keramika", ["керамический", "керамическая", "керамическое", "керамические"]) },
  { slug: "porcelain", title: t("Porcelain", "Farfor", "Фарфор"), adj: adj("Porcelain", "Farfor", ["фарфоровый", "фарфоровая", "фарфоровое", "фарфоровые"]) },
  { slug: "glass", title: t("Glass", "Şüşə", "Стекло"), adj: adj("Glass", "Şüşə", ["стеклянный", "стеклянная", "стеклянное", "стеклянные"]) },
  { slug: "soy-wax", title: t("Soy wax", "Soya mumu", "Соевый воск") },
  { slug: "steel", title: t("Stainless steel", "Paslanmayan polad", "Нержавеющая сталь") },
  { slug: "aluminium", title: t("Aluminium", "Alüminium", "Алюминий") },
  { slug: "plastic", title: t("Recycled plastic", "Təkrar emal plastik", "Переработанный пластик") },
  { slug: "silicone", title: t("Silicone", "Silikon", "Силикон") },
  { slug: "rubber", title: t("Natural rubber", "Təbii kauçuk", "Натуральный каучук") },
];

export const SEASONS: { slug: string; title: I18n }[] = [
  { slug: "all-season", title: t("All season", "Bütün mövsümlər", "Всесезонный") },
  { slug: "summer", title: t("Summer", "Yay", "Лето") },
  { slug: "demi-season", title: t("Spring–autumn", "Yaz–payız", "Демисезон") },
  { slug: "winter", title: t("Winter", "Qış", "Зима") },
];

export const FITS: { slug: string; title: I18n }[] = [
  { slug: "regular", title: t("Regular", "Standart", "Стандартный") },
  { slug: "slim", title: t("Slim", "Dar", "Приталенный") },
  { slug: "relaxed", title: t("Relaxed", "Sərbəst", "Свободный") },
  { slug: "oversize", title: t("Oversize", "Oversayz", "Оверсайз") },
];

export const COUNTRIES: { slug: string; title: I18n }[] = [
  { slug: "azerbaijan", title: t("Azerbaijan", "Azərbaycan", "Азербайджан") },
  { slug: "turkey", title: t("Türkiye", "Türkiyə", "Турция") },
  { slug: "italy", title: t("Italy", "İtaliya", "Италия") },
  { slug: "portugal", title: t("Portugal", "Portuqaliya", "Португалия") },
  { slug: "china", title: t("China", "Çin", "Китай") },
  { slug: "vietnam", title: t("Vietnam", "Vyetnam", "Вьетнам") },
];

export const PARAMS = [
  { name: "material", title: t("Material", "Material", "Материал"), filterable: true },
  { name: "season", title: t("Season", "Mövsüm", "Сезон"), filterable: true },
  { name: "fit", title: t("Fit", "Biçim", "Крой"), filterable: true },
  { name: "country", title: t("Country of origin", "İstehsal ölkəsi", "Страна производства"), filterable: false },
] as const;

/* ───────── sizes ───────── */

export const SIZE_SETS = {
  women: ["XS", "S", "M", "L", "XL"],
  men: ["S", "M", "L", "XL", "XXL"],
  unisex: ["XS", "S", "M", "L", "XL", "XXL"],
  "shoes-w": ["36", "37", "38", "39", "40", "41"],
  "shoes-m": ["40", "41", "42", "43", "44", "45", "46"],
  "shoes-u": ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46"],
  kids: ["98", "104", "110", "116", "122", "128"],
  "kids-shoes": ["28", "29", "30", "31", "32", "33", "34", "35"],
  one: [""],
  volume: ["30 ml", "50 ml", "100 ml"],
} as const;

export type SizeSet = keyof typeof SIZE_SETS;

/* ───────── category tree ───────── */

export interface ModelDef {
  kind: ProductKind;
  /** Russian grammatical gender of the head noun, for the material adjective */
  g: Gender;
  name: I18n;
}

export interface LeafDef {
  key: string;
  title: I18n;
  slug?: Partial<I18n>;
  models: ModelDef[];
  sizes: SizeSet;
  /** manat */
  price: [number, number];
  /** materials a product may be made of (the first two or three are the usual ones) */
  materials: string[];
  /** whether the material adjective goes into the title */
  materialInTitle: boolean;
  colors: string[];
  brands: string[];
  seasons: string[];
  fits?: string[];
  countries: string[];
  /** one sentence about the goods, used in descriptions */
  blurb: I18n;
  sizeTable?: "women" | "men" | "shoes" | "kids";
  care: CareKind;
}

export interface BranchDef {
  key: string;
  title: I18n;
  slug?: Partial<I18n>;
  children: LeafDef[];
}

export interface TopDef {
  key: string;
  title: I18n;
  slug?: Partial<I18n>;
  desc: I18n;
  /** illustration used for the category image and menu promos */
  kind: ProductKind;
  color: string;
  children: BranchDef[];
}

export type CareKind = "fabric" | "delicate" | "leather" | "shoes" | "ceramic" | "home" | "beauty" | "electronics" | "gear";

const m = (kind: ProductKind, g: Gender, en: string, az: string, ru: string): ModelDef => ({ kind, g, name: t(en, az, ru) });

const ALL_WOMEN_COLORS = ["black", "white", "cream", "beige", "camel", "navy", "sage", "red", "burgundy", "pink", "terracotta", "lavender", "olive"];
const MEN_COLORS = ["black", "white", "cream", "beige", "camel", "brown", "grey", "charcoal", "navy", "blue", "olive", "green", "burgundy"];
const DENIM_COLORS = ["blue", "light-blue", "navy", "black", "grey", "cream"];
const SHOE_COLORS = ["black", "white", "cream", "beige", "brown", "camel", "grey", "navy", "burgundy"];
const KIDS_COLORS = ["pink", "light-blue", "mustard", "sage", "lavender", "red", "navy", "white", "green"];
const GOODS_COLORS = ["black", "white", "cream", "sage", "terracotta", "navy", "mustard", "pink", "blue", "green", "grey"];
const TECH_COLORS = ["black", "white", "charcoal", "navy", "sage", "grey", "pink"];

const AZ_TR = ["azerbaijan", "turkey"];

export const TREE: TopDef[] = [
  {
    key: "women",
    title: t("Women", "Qadın", "Женщинам"),
    desc: t(
      "Dresses, denim, outerwear and shoes for every day and every occasion.",
      "Hər gün və hər münasibət üçün donlar, cins, üst geyimlər və ayaqqabılar.",
      "Платья, деним, верхняя одежда и обувь на каждый день и для особых случаев.",
    ),
    kind: "dress",
    color: "b52a30",
    children: [
      {
        key: "women-clothing",
        title: t("Clothing", "Geyim", "Одежда"),
        children: [
          {
            key: "women-dresses",
            title: t("Dresses", "Donlar", "Платья"),
            models: [
              m("dress", "n", "midi dress", "midi don", "платье миди"),
              m("dress", "n", "maxi dress", "uzun don", "платье макси"),
              m("dress", "n", "shirt dress", "köynək-don", "платье-рубашка"),
              m("dress", "n", "belted dress", "kəmərli don", "платье с поясом"),
              m("dress", "n", "slip dress", "qolsuz don", "платье-комбинация"),
              m("dress", "n", "wrap dress", "bağlamalı don", "платье на запах"),
            ],
            sizes: "women",
            price: [45, 189],
            materials: ["linen", "satin", "viscose", "cotton", "silk", "knit"],
            materialInTitle: true,
            colors: ALL_WOMEN_COLORS,
            brands: ["nar", "caspian-atelier", "sahil"],
            seasons: ["summer", "demi-season", "all-season"],
            fits: ["regular", "slim", "relaxed"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "A dress that goes from a morning meeting to dinner on the boulevard with just a change of shoes.",
              "Səhər görüşündən axşam bulvarda şam yeməyinə qədər — yalnız ayaqqabını dəyişmək kifayətdir.",
              "Платье, в котором можно пойти и на утреннюю встречу, и на ужин на бульваре — достаточно сменить обувь.",
            ),
            sizeTable: "women",
            care: "delicate",
          },
          {
            key: "women-tops",
            title: t("Tops & T-shirts", "Top və futbolkalar", "Топы и футболки"),
            models: [
              m("tshirt", "f", "basic T-shirt", "sadə futbolka", "базовая футболка"),
              m("tshirt", "f", "oversized T-shirt", "oversayz futbolka", "футболка оверсайз"),
              m("tank", "m", "tank top", "mayka", "топ на бретелях"),
              m("sweater", "m", "long-sleeve top", "uzunqol top", "лонгслив"),
            ],
            sizes: "women",
            price: [15, 49],
            materials: ["cotton", "linen", "viscose", "knit"],
            materialInTitle: true,
            colors: ALL_WOMEN_COLORS,
            brands: ["bazaar-basics", "sahil", "nar"],
            seasons: ["summer", "all-season"],
            fits: ["regular", "slim", "oversize"],
            countries: [...AZ_TR, "portugal"],
            blurb: t(
              "Soft, breathable and easy to layer — the piece you reach for first.",
              "Yumşaq, hava keçirən və digər geyimlərlə asan uyğunlaşan — ilk seçdiyiniz geyim.",
              "Мягкий, дышащий и легко сочетается с другими вещами — то, что надеваешь первым.",
            ),
            sizeTable: "women",
            care: "fabric",
          },
          {
            key: "women-shirts",
            title: t("Shirts & Blouses", "Köynək və bluzkalar", "Рубашки и блузки"),
            models: [
              m("shirt", "f", "blouse", "bluzka", "блузка"),
              m("shirt", "f", "oversized shirt", "oversayz köynək", "рубашка оверсайз"),
              m("shirt", "f", "shirt with pockets", "cibli köynək", "рубашка с карманами"),
              m("shirt", "f", "tie-neck blouse", "bantlı bluzka", "блузка с бантом"),
            ],
            sizes: "women",
            price: [35, 95],
            materials: ["cotton", "linen", "silk", "viscose", "satin"],
            materialInTitle: true,
            colors: ALL_WOMEN_COLORS,
            brands: ["nar", "caspian-atelier", "sahil"],
            seasons: ["all-season", "summer", "demi-season"],
            fits: ["regular", "relaxed", "oversize"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "A crisp shirt that looks just as good tucked into trousers as it does open over a T-shirt.",
              "Şalvarın içinə salınanda da, futbolkanın üstündən açıq geyiləndə də gözəl görünən köynək.",
              "Рубашка, которая одинаково хороша и заправленной в брюки, и нараспашку поверх футболки.",
            ),
            sizeTable: "women",
            care: "delicate",
          },
          {
            key: "women-jeans",
            title: t("Jeans", "Cins şalvarlar", "Джинсы"),
            models: [
              m("jeans", "p", "Straight jeans", "Düz cins şalvar", "Прямые джинсы"),
              m("jeans", "p", "Mom jeans", "Mom cins şalvar", "Джинсы мом"),
              m("jeans", "p", "Wide-leg jeans", "Enli cins şalvar", "Широкие джинсы"),
              m("jeans", "p", "Skinny jeans", "Dar cins şalvar", "Джинсы скинни"),
              m("jeans", "p", "Flared jeans", "Aşağısı enli cins şalvar", "Джинсы клёш"),
            ],
            sizes: "women",
            price: [55, 129],
            materials: ["denim", "elastane"],
            materialInTitle: false,
            colors: DENIM_COLORS,
            brands: ["qala-denim", "bazaar-basics"],
            seasons: ["all-season"],
            fits: ["regular", "slim", "relaxed"],
            countries: ["turkey", "portugal", "vietnam"],
            blurb: t(
              "Rigid cotton denim that softens with every wash and keeps its shape all day.",
              "Hər yuyulmadan sonra yumşalan və bütün gün formasını saxlayan möhkəm pambıq cins.",
              "Плотный хлопковый деним, который мягче с каждой стиркой и весь день держит форму.",
            ),
            sizeTable: "women",
            care: "fabric",
          },
          {
            key: "women-trousers",
            title: t("Trousers", "Şalvarlar", "Брюки"),
            models: [
              m("trousers", "p", "wide-leg trousers", "enli şalvar", "широкие брюки"),
              m("trousers", "p", "tailored trousers", "klassik şalvar", "классические брюки"),
              m("trousers", "p", "cargo trousers", "karqo şalvar", "брюки карго"),
              m("trousers", "p", "culottes", "kyulot şalvar", "кюлоты"),
            ],
            sizes: "women",
            price: [45, 115],
            materials: ["linen", "wool", "cotton", "viscose"],
            materialInTitle: true,
            colors: ALL_WOMEN_COLORS,
            brands: ["caspian-atelier", "sahil", "nar"],
            seasons: ["all-season", "summer", "demi-season"],
            fits: ["regular", "relaxed", "slim"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "A high waist and a clean line through the leg make these trousers work with heels and sneakers alike.",
              "Yüksək bel və düz xətt bu şalvarı həm dabanlı ayaqqabı, həm də krossovka ilə geyinməyə imkan verir.",
              "Высокая посадка и чистый силуэт — эти брюки одинаково хороши с туфлями и с кроссовками.",
            ),
            sizeTable: "women",
            care: "fabric",
          },
          {
            key: "women-skirts",
            title: t("Skirts", "Ətəklər", "Юбки"),
            models: [
              m("skirt", "f", "pleated skirt", "büzməli ətək", "плиссированная юбка"),
              m("skirt", "f", "midi skirt", "midi ətək", "юбка миди"),
              m("skirt", "f", "mini skirt", "mini ətək", "мини-юбка"),
              m("skirt", "f", "wrap skirt", "bağlamalı ətək", "юбка на запах"),
            ],
            sizes: "women",
            price: [35, 95],
            materials: ["satin", "linen", "wool", "denim", "viscose"],
            materialInTitle: true,
            colors: ALL_WOMEN_COLORS,
            brands: ["nar", "sahil", "caspian-atelier"],
            seasons: ["summer", "demi-season", "all-season"],
            fits: ["regular", "slim"],
            countries: AZ_TR,
            blurb: t(
              "A skirt with movement: it sits neatly at the waist and swings as you walk.",
              "Hərəkətli ətək: beldə səliqə ilə oturur və yeriyəndə yüngülcə yellənir.",
              "Юбка с характером: аккуратно сидит на талии и красиво двигается при ходьбе.",
            ),
            sizeTable: "women",
            care: "delicate",
          },
          {
            key: "women-outerwear",
            title: t("Coats & Jackets", "Palto və gödəkcələr", "Пальто и куртки"),
            models: [
              m("coat", "m", "trench coat", "trençkot", "тренч"),
              m("coat", "n", "belted coat", "kəmərli palto", "пальто с поясом"),
              m("jacket", "m", "blazer", "jaket", "жакет"),
              m("puffer", "m", "puffer jacket", "şişmə gödəkcə", "пуховик"),
              m("jacket", "f", "cropped jacket", "qısa gödəkcə", "укороченная куртка"),
            ],
            sizes: "women",
            price: [120, 459],
            materials: ["wool", "cotton", "cashmere", "polyester", "leather"],
            materialInTitle: true,
            colors: ["black", "camel", "beige", "cream", "navy", "burgundy", "olive", "charcoal"],
            brands: ["northwind", "caspian-atelier"],
            seasons: ["demi-season", "winter"],
            fits: ["regular", "relaxed", "oversize"],
            countries: ["turkey", "italy", "portugal"],
            blurb: t(
              "Warm without the bulk, with a collar that stands up to the Baku wind.",
              "Ağır deyil, amma isti saxlayır; yaxası Bakı küləyinə qarşı dayanır.",
              "Тёплая, но не громоздкая вещь с воротником, который не боится бакинского ветра.",
            ),
            sizeTable: "women",
            care: "delicate",
          },
        ],
      },
      {
        key: "women-shoes",
        title: t("Shoes", "Ayaqqabı", "Обувь"),
        children: [
          {
            key: "women-sneakers",
            title: t("Sneakers", "Krossovkalar", "Кроссовки"),
            models: [
              m("sneaker", "p", "low-top sneakers", "alçaq krossovka", "низкие кроссовки"),
              m("sneaker", "p", "platform sneakers", "platformalı krossovka", "кроссовки на платформе"),
              m("sneaker", "p", "court sneakers", "ked", "кеды"),
            ],
            sizes: "shoes-w",
            price: [79, 219],
            materials: ["leather", "suede", "textile"],
            materialInTitle: true,
            colors: SHOE_COLORS,
            brands: ["stride", "velora"],
            seasons: ["all-season", "demi-season"],
            countries: ["portugal", "turkey", "vietnam"],
            blurb: t(
              "Light, cushioned and clean-lined — sneakers that go with jeans, dresses and everything in between.",
              "Yüngül, yumşaq və sadə — cins şalvar, don və hər şeylə uyğun gələn krossovkalar.",
              "Лёгкие, мягкие и лаконичные — кроссовки, которые подходят и к джинсам, и к платьям.",
            ),
            sizeTable: "shoes",
            care: "shoes",
          },
          {
            key: "women-boots",
            title: t("Boots", "Çəkmələr", "Ботинки и сапоги"),
            models: [
              m("boot", "p", "ankle boots", "botilyon", "ботильоны"),
              m("boot", "p", "Chelsea boots", "çelsi çəkmə", "челси"),
              m("boot", "p", "knee-high boots", "uzunboğaz çəkmə", "сапоги"),
            ],
            sizes: "shoes-w",
            price: [119, 329],
            materials: ["leather", "suede"],
            materialInTitle: true,
            colors: ["black", "brown", "camel", "beige", "burgundy", "cream"],
            brands: ["velora", "stride"],
            seasons: ["demi-season", "winter"],
            countries: ["italy", "turkey", "portugal"],
            blurb: t(
              "Boots with a grippy sole and a comfortable block heel for long days on cobbled streets.",
              "Daşlı küçələrdə uzun gün üçün sürüşməyən altlıqlı və rahat dabanlı çəkmələr.",
              "Обувь с нескользящей подошвой и устойчивым каблуком для долгих прогулок по брусчатке.",
            ),
            sizeTable: "shoes",
            care: "leather",
          },
          {
            key: "women-heels",
            title: t("Heels", "Dabanlı ayaqqabılar", "Туфли"),
            models: [
              m("heel", "p", "pumps", "hündürdaban tufli", "туфли-лодочки"),
              m("heel", "p", "slingback heels", "arxası açıq tufli", "туфли с открытой пяткой"),
              m("heel", "p", "mules", "myullar", "мюли"),
            ],
            sizes: "shoes-w",
            price: [89, 249],
            materials: ["leather", "suede", "satin"],
            materialInTitle: true,
            colors: ["black", "beige", "red", "burgundy", "pink", "cream", "camel"],
            brands: ["velora"],
            seasons: ["all-season", "summer"],
            countries: ["italy", "turkey"],
            blurb: t(
              "A padded insole and a heel you can actually walk in, from the office to the wedding hall.",
              "Yumşaq içlik və rahat daban — ofisdən toy salonuna qədər.",
              "Мягкая стелька и каблук, на котором действительно можно ходить — от офиса до свадебного зала.",
            ),
            sizeTable: "shoes",
            care: "leather",
          },
        ],
      },
    ],
  },
  {
    key: "men",
    title: t("Men", "Kişi", "Мужчинам"),
    desc: t(
      "Shirts, denim, knitwear, outerwear and shoes built to last.",
      "Uzunömürlü köynəklər, cins, trikotaj, üst geyim və ayaqqabılar.",
      "Рубашки, деним, трикотаж, верхняя одежда и обувь, которые служат долго.",
    ),
    kind: "shirt",
    color: "3b6fb0",
    children: [
      {
        key: "men-clothing",
        title: t("Clothing", "Geyim", "Одежда"),
        children: [
          {
            key: "men-tshirts",
            title: t("T-shirts & Polos", "Futbolka və polo", "Футболки и поло"),
            models: [
              m("tshirt", "f", "crew-neck T-shirt", "dəyirmi yaxalı futbolka", "футболка с круглым вырезом"),
              m("tshirt", "n", "polo shirt", "polo", "поло"),
              m("tshirt", "f", "pocket T-shirt", "cibli futbolka", "футболка с карманом"),
              m("tank", "f", "vest", "mayka", "майка"),
            ],
            sizes: "men",
            price: [19, 59],
            materials: ["cotton", "linen", "knit"],
            materialInTitle: true,
            colors: MEN_COLORS,
            brands: ["bazaar-basics", "caspian-atelier", "sahil"],
            seasons: ["summer", "all-season"],
            fits: ["regular", "slim", "oversize"],
            countries: [...AZ_TR, "portugal"],
            blurb: t(
              "Heavyweight jersey with a neckline that does not stretch out after the first wash.",
              "İlk yuyulmadan sonra yaxası açılmayan qalın trikotaj.",
              "Плотный джерси с горловиной, которая не растягивается после первой стирки.",
            ),
            sizeTable: "men",
            care: "fabric",
          },
          {
            key: "men-shirts",
            title: t("Shirts", "Köynəklər", "Рубашки"),
            models: [
              m("shirt", "f", "Oxford shirt", "oksford köynək", "оксфордская рубашка"),
              m("shirt", "f", "overshirt", "üst köynək", "рубашка-куртка"),
              m("shirt", "f", "slim-fit shirt", "dar biçimli köynək", "приталенная рубашка"),
              m("shirt", "f", "short-sleeve shirt", "qısaqol köynək", "рубашка с коротким рукавом"),
            ],
            sizes: "men",
            price: [39, 119],
            materials: ["cotton", "linen", "wool"],
            materialInTitle: true,
            colors: MEN_COLORS,
            brands: ["caspian-atelier", "sahil"],
            seasons: ["all-season", "summer", "demi-season"],
            fits: ["regular", "slim", "relaxed"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "A shirt with a collar that holds its shape with or without a tie.",
              "Qalstukla da, qalstuksuz da formasını saxlayan yaxalı köynək.",
              "Рубашка с воротником, который держит форму и с галстуком, и без него.",
            ),
            sizeTable: "men",
            care: "fabric",
          },
          {
            key: "men-knitwear",
            title: t("Hoodies & Knitwear", "Hudi və trikotaj", "Худи и трикотаж"),
            models: [
              m("hoodie", "n", "hoodie", "hudi", "худи"),
              m("sweater", "m", "sweatshirt", "svitşot", "свитшот"),
              m("sweater", "m", "jumper", "cemper", "джемпер"),
              m("sweater", "m", "cardigan", "kardiqan", "кардиган"),
            ],
            sizes: "men",
            price: [49, 169],
            materials: ["cotton", "wool", "cashmere", "knit"],
            materialInTitle: true,
            colors: MEN_COLORS,
            brands: ["bazaar-basics", "caspian-atelier", "northwind"],
            seasons: ["demi-season", "winter", "all-season"],
            fits: ["regular", "relaxed", "oversize"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "Cosy knit with ribbed cuffs that stay in place when you push up the sleeves.",
              "Qolunu çırmalayanda yerində qalan rezinli manjetləri olan isti trikotaj.",
              "Уютный трикотаж с резинками на манжетах, которые не сползают, когда закатываешь рукава.",
            ),
            sizeTable: "men",
            care: "delicate",
          },
          {
            key: "men-jeans",
            title: t("Jeans", "Cins şalvarlar", "Джинсы"),
            models: [
              m("jeans", "p", "Slim jeans", "Dar cins şalvar", "Джинсы слим"),
              m("jeans", "p", "Regular jeans", "Klassik cins şalvar", "Классические джинсы"),
              m("jeans", "p", "Relaxed jeans", "Sərbəst cins şalvar", "Свободные джинсы"),
              m("jeans", "p", "Tapered jeans", "Aşağıya doğru daralan cins şalvar", "Зауженные джинсы"),
            ],
            sizes: "men",
            price: [59, 135],
            materials: ["denim", "elastane"],
            materialInTitle: false,
            colors: DENIM_COLORS,
            brands: ["qala-denim", "bazaar-basics"],
            seasons: ["all-season"],
            fits: ["slim", "regular", "relaxed"],
            countries: ["turkey", "portugal", "vietnam"],
            blurb: t(
              "Five-pocket jeans in sturdy denim with copper rivets and a comfortable rise.",
              "Mis pərçimli, rahat oturan, möhkəm cinsdən beşcibli şalvar.",
              "Пятикарманные джинсы из прочного денима с медными заклёпками и удобной посадкой.",
            ),
            sizeTable: "men",
            care: "fabric",
          },
          {
            key: "men-trousers",
            title: t("Trousers", "Şalvarlar", "Брюки"),
            models: [
              m("trousers", "p", "chinos", "çinos şalvar", "чиносы"),
              m("trousers", "p", "tailored trousers", "klassik şalvar", "классические брюки"),
              m("trousers", "p", "joggers", "coqqer şalvar", "джоггеры"),
              m("trousers", "p", "cargo trousers", "karqo şalvar", "брюки карго"),
            ],
            sizes: "men",
            price: [49, 125],
            materials: ["cotton", "wool", "linen"],
            materialInTitle: true,
            colors: MEN_COLORS,
            brands: ["caspian-atelier", "sahil", "bazaar-basics"],
            seasons: ["all-season", "summer", "demi-season"],
            fits: ["regular", "slim", "relaxed"],
            countries: [...AZ_TR, "italy"],
            blurb: t(
              "Trousers with a touch of stretch and deep pockets that keep your phone secure.",
              "Bir az elastik, telefonu etibarlı saxlayan dərin cibli şalvar.",
              "Брюки с небольшим стрейчем и глубокими карманами, из которых не выпадет телефон.",
            ),
            sizeTable: "men",
            care: "fabric",
          },
          {
            key: "men-outerwear",
            title: t("Coats & Jackets", "Palto və gödəkcələr", "Пальто и куртки"),
            models: [
              m("jacket", "m", "bomber jacket", "bomber gödəkcə", "бомбер"),
              m("coat", "n", "overcoat", "palto", "пальто"),
              m("puffer", "m", "puffer jacket", "şişmə gödəkcə", "пуховик"),
              m("jacket", "f", "field jacket", "çöl gödəkcəsi", "полевая куртка"),
            ],
            sizes: "men",
            price: [139, 529],
            materials: ["wool", "cotton", "polyester", "leather"],
            materialInTitle: true,
            colors: ["black", "navy", "charcoal", "camel", "olive", "brown", "beige", "green"],
            brands: ["northwind", "caspian-atelier"],
            seasons: ["demi-season", "winter"],
            fits: ["regular", "relaxed"],
            countries: ["turkey", "italy", "portugal"],
            blurb: t(
              "Wind-proof outerwear with an inner pocket sized for a passport and a phone.",
              "Pasport və telefon üçün daxili cibi olan, küləkkeçirməz üst geyim.",
              "Непродуваемая верхняя одежда с внутренним карманом для паспорта и телефона.",
            ),
            sizeTable: "men",
            care: "delicate",
          },
        ],
      },
      {
        key: "men-shoes",
        title: t("Shoes", "Ayaqqabı", "Обувь"),
        children: [
          {
            key: "men-sneakers",
            title: t("Sneakers", "Krossovkalar", "Кроссовки"),
            models: [
              m("sneaker", "p", "low-top sneakers", "alçaq krossovka", "низкие кроссовки"),
              m("sneaker", "p", "retro sneakers", "retro krossovka", "ретро-кроссовки"),
              m("sneaker", "p", "court sneakers", "ked", "кеды"),
            ],
            sizes: "shoes-m",
            price: [89, 239],
            materials: ["leather", "suede", "textile"],
            materialInTitle: true,
            colors: SHOE_COLORS,
            brands: ["stride"],
            seasons: ["all-season", "demi-season"],
            countries: ["portugal", "vietnam", "turkey"],
            blurb: t(
              "A cupsole that grips, padding around the ankle and laces that stay tied.",
              "Sürüşməyən altlıq, topuq ətrafında yumşaq hissə və açılmayan bağcıqlar.",
              "Цепкая подошва, мягкий кант вокруг щиколотки и шнурки, которые не развязываются.",
            ),
            sizeTable: "shoes",
            care: "shoes",
          },
          {
            key: "men-boots",
            title: t("Boots", "Çəkmələr", "Ботинки"),
            models: [
              m("boot", "p", "Chelsea boots", "çelsi çəkmə", "челси"),
              m("boot", "p", "desert boots", "dezert çəkmə", "дезерты"),
              m("boot", "p", "lace-up boots", "bağcıqlı çəkmə", "ботинки на шнуровке"),
            ],
            sizes: "shoes-m",
            price: [139, 339],
            materials: ["leather", "suede"],
            materialInTitle: true,
            colors: ["black", "brown", "camel", "beige", "charcoal"],
            brands: ["velora", "northwind", "stride"],
            seasons: ["demi-season", "winter"],
            countries: ["italy", "turkey", "portugal"],
            blurb: t(
              "Goodyear-welted boots that can be resoled and worn for many winters.",
              "Altlığı dəyişdirilə bilən və uzun illər geyilə bilən çəkmələr.",
              "Ботинки рантового метода: подошву можно заменить и носить их много зим.",
            ),
            sizeTable: "shoes",
            care: "leather",
          },
          {
            key: "men-loafers",
            title: t("Loafers & Moccasins", "Lofer və mokasinlər", "Лоферы и мокасины"),
            models: [
              m("loafer", "p", "penny loafers", "lofer", "пенни-лоферы"),
              m("loafer", "p", "moccasins", "mokasin", "мокасины"),
              m("loafer", "p", "derby shoes", "derbi tufli", "дерби"),
            ],
            sizes: "shoes-m",
            price: [109, 269],
            materials: ["leather", "suede"],
            materialInTitle: true,
            colors: ["black", "brown", "camel", "burgundy", "navy"],
            brands: ["velora", "caspian-atelier"],
            seasons: ["all-season", "summer"],
            countries: ["italy", "turkey"],
            blurb: t(
              "Smart shoes that slip on in a second and soften to the shape of your foot.",
              "Bir saniyəyə geyinilən və ayağın formasını alan zərif ayaqqabılar.",
              "Элегантная обувь, которая надевается за секунду и со временем принимает форму стопы.",
            ),
            sizeTable: "shoes",
            care: "leather",
          },
        ],
      },
    ],
  },
  {
    key: "kids",
    title: t("Kids", "Uşaq", "Детям"),
    desc: t(
      "Soft, sturdy clothes and shoes for kids from three to eight.",
      "Üç yaşdan səkkiz yaşa qədər uşaqlar üçün yumşaq və möhkəm geyim və ayaqqabılar.",
      "Мягкая и прочная одежда и обувь для детей от трёх до восьми лет.",
    ),
    kind: "tshirt",
    color: "d6a22a",
    children: [
      {
        key: "kids-girls",
        title: t("Girls", "Qızlar", "Девочкам"),
        children: [
          {
            key: "girls-dresses",
            title: t("Dresses", "Donlar", "Платья"),
            models: [
              m("dress", "n", "party dress", "bayram donu", "нарядное платье"),
              m("dress", "n", "summer dress", "yay donu", "летнее платье"),
              m("dress", "m", "pinafore dress", "sarafan", "сарафан"),
            ],
            sizes: "kids",
            price: [25, 65],
            materials: ["cotton", "linen", "velvet"],
            materialInTitle: true,
            colors: KIDS_COLORS,
            brands: ["kiddo", "bazaar-basics"],
            seasons: ["summer", "all-season"],
            fits: ["regular"],
            countries: AZ_TR,
            blurb: t(
              "Easy to put on, machine washable and ready for both birthday parties and the playground.",
              "Asan geyinilir, paltaryuyan maşında yuyulur — həm ad gününə, həm də oyun meydançasına hazır.",
              "Легко надевается, стирается в машинке и подходит и для дня рождения, и для детской площадки.",
            ),
            sizeTable: "kids",
            care: "fabric",
          },
          {
            key: "girls-tops",
            title: t("T-shirts & Tops", "Futbolka və toplar", "Футболки и топы"),
            models: [
              m("tshirt", "f", "printed T-shirt", "naxışlı futbolka", "футболка с принтом"),
              m("sweater", "m", "long-sleeve top", "uzunqol top", "лонгслив"),
              m("hoodie", "n", "zip hoodie", "fermuarlı hudi", "худи на молнии"),
            ],
            sizes: "kids",
            price: [12, 39],
            materials: ["cotton", "knit"],
            materialInTitle: true,
            colors: KIDS_COLORS,
            brands: ["kiddo", "bazaar-basics"],
            seasons: ["all-season", "summer"],
            fits: ["regular", "relaxed"],
            countries: AZ_TR,
            blurb: t(
              "Soft organic cotton that survives paint, sand and a hundred washes.",
              "Boyaya, quma və yüz yuyulmaya dözən yumşaq orqanik pambıq.",
              "Мягкий органический хлопок, который выдержит краски, песок и сотню стирок.",
            ),
            sizeTable: "kids",
            care: "fabric",
          },
        ],
      },
      {
        key: "kids-boys",
        title: t("Boys", "Oğlanlar", "Мальчикам"),
        children: [
          {
            key: "boys-tshirts",
            title: t("T-shirts & Sweatshirts", "Futbolka və svitşotlar", "Футболки и свитшоты"),
            models: [
              m("tshirt", "f", "striped T-shirt", "zolaqlı futbolka", "футболка в полоску"),
              m("tshirt", "n", "polo shirt", "polo", "поло"),
              m("sweater", "m", "sweatshirt", "svitşot", "свитшот"),
              m("hoodie", "n", "hoodie", "hudi", "худи"),
            ],
            sizes: "kids",
            price: [12, 42],
            materials: ["cotton", "knit"],
            materialInTitle: true,
            colors: KIDS_COLORS,
            brands: ["kiddo", "bazaar-basics"],
            seasons: ["all-season", "summer", "demi-season"],
            fits: ["regular", "relaxed"],
            countries: AZ_TR,
            blurb: t(
              "Roomy enough to climb in, neat enough for school.",
              "Dırmaşmaq üçün kifayət qədər sərbəst, məktəb üçün kifayət qədər səliqəli.",
              "Достаточно свободно, чтобы лазать, и достаточно аккуратно для школы.",
            ),
            sizeTable: "kids",
            care: "fabric",
          },
          {
            key: "boys-trousers",
            title: t("Jeans & Trousers", "Cins və şalvarlar", "Джинсы и брюки"),
            models: [
              m("jeans", "p", "Pull-on jeans", "Rezinli cins şalvar", "Джинсы на резинке"),
              m("trousers", "p", "joggers", "coqqer şalvar", "джоггеры"),
              m("trousers", "p", "chinos", "çinos şalvar", "чиносы"),
            ],
            sizes: "kids",
            price: [22, 55],
            materials: ["cotton", "denim"],
            materialInTitle: false,
            colors: ["blue", "navy", "grey", "olive", "beige", "black"],
            brands: ["kiddo", "qala-denim"],
            seasons: ["all-season"],
            fits: ["regular", "relaxed"],
            countries: AZ_TR,
            blurb: t(
              "An adjustable waist that grows with your child and reinforced knees for the playground.",
              "Uşaqla birlikdə böyüyən tənzimlənən bel və oyun meydançası üçün möhkəmləndirilmiş dizlər.",
              "Регулируемый пояс, который «растёт» вместе с ребёнком, и усиленные колени для игр.",
            ),
            sizeTable: "kids",
            care: "fabric",
          },
        ],
      },
      {
        key: "kids-shoes",
        title: t("Shoes", "Ayaqqabı", "Обувь"),
        children: [
          {
            key: "kids-sneakers",
            title: t("Sneakers", "Krossovkalar", "Кроссовки"),
            models: [
              m("sneaker", "p", "Velcro sneakers", "Yapışqanlı krossovka", "Кроссовки на липучках"),
              m("sneaker", "p", "Light-up sneakers", "İşıqlı krossovka", "Светящиеся кроссовки"),
              m("sneaker", "p", "Canvas sneakers", "Parça ked", "Текстильные кеды"),
            ],
            sizes: "kids-shoes",
            price: [39, 95],
            materials: ["textile", "leather"],
            materialInTitle: false,
            colors: KIDS_COLORS,
            brands: ["kiddo", "stride"],
            seasons: ["all-season"],
            countries: ["turkey", "vietnam"],
            blurb: t(
              "Velcro straps kids can close themselves and a flexible sole for running around.",
              "Uşağın özünün bağlaya bildiyi yapışqan bağlar və qaçmaq üçün elastik altlıq.",
              "Липучки, которые ребёнок застегнёт сам, и гибкая подошва для беготни.",
            ),
            sizeTable: "kids",
            care: "shoes",
          },
        ],
      },
    ],
  },
  {
    key: "accessories",
    title: t("Accessories", "Aksesuarlar", "Аксессуары"),
    desc: t(
      "Bags, watches, sunglasses, hats and scarves that finish the look.",
      "Obrazı tamamlayan çantalar, saatlar, gün eynəkləri, papaqlar və şərflər.",
      "Сумки, часы, солнцезащитные очки, головные уборы и шарфы, которые завершают образ.",
    ),
    kind: "bag",
    color: "b8864f",
    children: [
      {
        key: "acc-bags",
        title: t("Bags", "Çantalar", "Сумки"),
        children: [
          {
            key: "acc-handbags",
            title: t("Handbags", "Əl çantaları", "Дамские сумки"),
            models: [
              m("bag", "f", "tote bag", "şopper çanta", "сумка-тоут"),
              m("bag", "f", "crossbody bag", "çiyin çantası", "сумка через плечо"),
              m("bag", "m", "clutch", "klatç", "клатч"),
              m("bag", "f", "mini bag", "mini çanta", "мини-сумка"),
            ],
            sizes: "one",
            price: [59, 329],
            materials: ["leather", "suede", "textile"],
            materialInTitle: true,
            colors: ["black", "brown", "camel", "beige", "cream", "burgundy", "red", "sage", "pink"],
            brands: ["velora", "sahil"],
            seasons: ["all-season"],
            countries: ["italy", "turkey"],
            blurb: t(
              "Room for a phone, wallet, keys and sunglasses, with a zipped inner pocket.",
              "Telefon, pul kisəsi, açar və gün eynəyi üçün yer, içəridə fermuarlı cib.",
              "Вмещает телефон, кошелёк, ключи и очки, внутри — карман на молнии.",
            ),
            care: "leather",
          },
          {
            key: "acc-backpacks",
            title: t("Backpacks", "Bel çantaları", "Рюкзаки"),
            models: [
              m("backpack", "m", "city backpack", "şəhər bel çantası", "городской рюкзак"),
              m("backpack", "m", "laptop backpack", "noutbuk üçün bel çantası", "рюкзак для ноутбука"),
              m("backpack", "m", "mini backpack", "mini bel çantası", "мини-рюкзак"),
            ],
            sizes: "one",
            price: [45, 169],
            materials: ["textile", "leather", "polyester"],
            materialInTitle: false,
            colors: ["black", "navy", "grey", "olive", "camel", "sage", "terracotta"],
            brands: ["velora", "shahdag-sport", "bazaar-basics"],
            seasons: ["all-season"],
            countries: ["turkey", "vietnam", "china"],
            blurb: t(
              "A padded sleeve fits a 15-inch laptop; water-repellent fabric keeps the rain out.",
              "Yumşaq bölmə 15 düymlük noutbuka uyğundur; su itələyən parça yağışdan qoruyur.",
              "Мягкое отделение для ноутбука до 15 дюймов, водоотталкивающая ткань защищает от дождя.",
            ),
            care: "gear",
          },
        ],
      },
      {
        key: "acc-watches",
        title: t("Watches & Sunglasses", "Saat və eynəklər", "Часы и очки"),
        children: [
          {
            key: "acc-watch",
            title: t("Watches", "Saatlar", "Часы"),
            models: [
              m("watch", "p", "Classic watch", "Klassik saat", "Классические часы"),
              m("watch", "m", "Chronograph", "Xronoqraf", "Хронограф"),
              m("watch", "p", "Watch with leather strap", "Dəri qayışlı saat", "Часы на кожаном ремешке"),
              m("watch", "p", "Minimalist watch", "Minimalist saat", "Минималистичные часы"),
            ],
            sizes: "one",
            price: [119, 890],
            materials: ["steel", "leather"],
            materialInTitle: false,
            colors: ["black", "brown", "camel", "navy", "white", "green"],
            brands: ["tempo"],
            seasons: ["all-season"],
            countries: ["china", "italy"],
            blurb: t(
              "Sapphire-coated glass, Japanese quartz movement and water resistance to 50 metres.",
              "Sapfir örtüklü şüşə, Yapon kvars mexanizmi və 50 metrə qədər suya davamlılıq.",
              "Стекло с сапфировым покрытием, японский кварцевый механизм и водозащита до 50 метров.",
            ),
            care: "gear",
          },
          {
            key: "acc-sunglasses",
            title: t("Sunglasses", "Gün eynəkləri", "Солнцезащитные очки"),
            models: [
              m("sunglasses", "p", "Aviator sunglasses", "Aviator gün eynəyi", "Очки-авиаторы"),
              m("sunglasses", "p", "Cat-eye sunglasses", "Pişikgözü gün eynəyi", "Очки «кошачий глаз»"),
              m("sunglasses", "p", "Round sunglasses", "Dəyirmi gün eynəyi", "Круглые солнцезащитные очки"),
              m("sunglasses", "p", "Square sunglasses", "Kvadrat gün eynəyi", "Квадратные солнцезащитные очки"),
            ],
            sizes: "one",
            price: [45, 229],
            materials: ["plastic", "steel"],
            materialInTitle: false,
            colors: ["black", "brown", "camel", "navy", "pink", "white"],
            brands: ["tempo", "velora"],
            seasons: ["summer", "all-season"],
            countries: ["italy", "china"],
            blurb: t(
              "Polarised lenses with full UV400 protection for bright days on the Caspian shore.",
              "Xəzər sahilində günəşli günlər üçün tam UV400 qoruması olan polyarizasiyalı linzalar.",
              "Поляризованные линзы с полной защитой UV400 для солнечных дней на берегу Каспия.",
            ),
            care: "gear",
          },
        ],
      },
      {
        key: "acc-hats",
        title: t("Hats & Scarves", "Papaq və şərflər", "Головные уборы и шарфы"),
        children: [
          {
            key: "acc-caps",
            title: t("Caps & Hats", "Kepka və papaqlar", "Кепки и шапки"),
            models: [
              m("cap", "f", "Baseball cap", "Beysbolka", "Бейсболка"),
              m("cap", "f", "Six-panel cap", "Altıhissəli kepka", "Шестипанельная кепка"),
              m("beanie", "f", "Knitted beanie", "Toxunma papaq", "Вязаная шапка"),
              m("beanie", "f", "Rib beanie", "Rezinli papaq", "Шапка в рубчик"),
            ],
            sizes: "one",
            price: [19, 55],
            materials: ["cotton", "wool", "knit"],
            materialInTitle: false,
            colors: ["black", "navy", "beige", "olive", "burgundy", "grey", "cream", "mustard"],
            brands: ["bazaar-basics", "shahdag-sport", "northwind"],
            seasons: ["all-season", "winter", "summer"],
            countries: ["turkey", "china"],
            blurb: t(
              "One size with an adjustable fit, soft against the forehead.",
              "Tənzimlənən ölçülü, alına yumşaq toxunan universal model.",
              "Универсальный размер с регулировкой, мягко прилегает ко лбу.",
            ),
            care: "fabric",
          },
          {
            key: "acc-scarves",
            title: t("Scarves", "Şərflər", "Шарфы и платки"),
            models: [
              m("scarf", "m", "scarf", "şərf", "шарф"),
              m("scarf", "m", "square scarf", "kvadrat yaylıq", "платок"),
              m("scarf", "m", "long scarf", "uzun şərf", "длинный шарф"),
            ],
            sizes: "one",
            price: [25, 125],
            materials: ["wool", "cashmere", "silk", "viscose"],
            materialInTitle: true,
            colors: ["camel", "beige", "burgundy", "navy", "grey", "cream", "red", "lavender", "green"],
            brands: ["caspian-atelier", "nar", "northwind"],
            seasons: ["winter", "demi-season", "all-season"],
            countries: ["italy", "turkey", "azerbaijan"],
            blurb: t(
              "Generously sized to wrap twice, with hand-finished edges.",
              "İki dəfə dolamaq üçün kifayət qədər böyük, kənarları əl ilə işlənmiş.",
              "Достаточно большой, чтобы обернуть дважды, края обработаны вручную.",
            ),
            care: "delicate",
          },
        ],
      },
    ],
  },
  {
    key: "home",
    title: t("Home", "Ev", "Дом"),
    slug: { en: "home-living" },
    desc: t(
      "Ceramics, lamps, candles and textiles for a warm home.",
      "İsti ev üçün keramika, lampalar, şamlar və tekstil.",
      "Керамика, лампы, свечи и текстиль для тёплого дома.",
    ),
    kind: "vase",
    color: "c4663f",
    children: [
      {
        key: "home-kitchen",
        title: t("Kitchen", "Mətbəx", "Кухня"),
        children: [
          {
            key: "home-mugs",
            title: t("Mugs & Cups", "Fincanlar", "Кружки и чашки"),
            models: [
              m("mug", "f", "mug", "fincan", "кружка"),
              m("mug", "f", "espresso cup", "espresso fincanı", "чашка для эспрессо"),
              m("mug", "f", "tea cup", "çay fincanı", "чайная чашка"),
            ],
            sizes: "one",
            price: [9, 32],
            materials: ["ceramic", "porcelain", "glass"],
            materialInTitle: true,
            colors: GOODS_COLORS,
            brands: ["mira-ceramics", "lumen-home"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "portugal", "turkey"],
            blurb: t(
              "A comfortable handle, a thick wall that keeps tea hot and a glaze that is safe in the dishwasher.",
              "Rahat qulp, çayı isti saxlayan qalın divar və qabyuyan maşına davamlı şirə.",
              "Удобная ручка, толстые стенки, которые держат тепло, и глазурь, которой не страшна посудомойка.",
            ),
            care: "ceramic",
          },
          {
            key: "home-plates",
            title: t("Plates & Bowls", "Boşqab və kasalar", "Тарелки и миски"),
            models: [
              m("plate", "f", "dinner plate", "nahar boşqabı", "обеденная тарелка"),
              m("plate", "f", "dessert plate", "desert boşqabı", "десертная тарелка"),
              m("plate", "f", "serving bowl", "servis kasası", "салатница"),
            ],
            sizes: "one",
            price: [12, 49],
            materials: ["ceramic", "porcelain"],
            materialInTitle: true,
            colors: GOODS_COLORS,
            brands: ["mira-ceramics"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "portugal"],
            blurb: t(
              "Each piece is glazed by hand, so no two are exactly alike.",
              "Hər biri əl ilə şirələnib, ona görə də heç biri digərinə tam bənzəmir.",
              "Каждое изделие покрыто глазурью вручную, поэтому двух одинаковых не бывает.",
            ),
            care: "ceramic",
          },
        ],
      },
      {
        key: "home-decor",
        title: t("Decor", "Dekor", "Декор"),
        children: [
          {
            key: "home-vases",
            title: t("Vases", "Vazalar", "Вазы"),
            models: [
              m("vase", "f", "bud vase", "kiçik vaza", "ваза для одного цветка"),
              m("vase", "f", "table vase", "masaüstü vaza", "настольная ваза"),
              m("vase", "f", "floor vase", "döşəmə vazası", "напольная ваза"),
            ],
            sizes: "one",
            price: [25, 149],
            materials: ["ceramic", "glass", "porcelain"],
            materialInTitle: true,
            colors: GOODS_COLORS,
            brands: ["mira-ceramics", "lumen-home"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "portugal", "italy"],
            blurb: t(
              "A quiet shape that looks good with a single branch or a full bouquet.",
              "Bir budaqla da, dolu buketlə də gözəl görünən sakit forma.",
              "Спокойная форма, которая хороша и с одной веточкой, и с пышным букетом.",
            ),
            care: "ceramic",
          },
          {
            key: "home-candles",
            title: t("Candles", "Şamlar", "Свечи"),
            models: [
              m("candle", "f", "Scented candle Fig & Tea", "Ətirli şam «Əncir və çay»", "Ароматическая свеча «Инжир и чай»"),
              m("candle", "f", "Scented candle Absheron Rose", "Ətirli şam «Abşeron qızılgülü»", "Ароматическая свеча «Апшеронская роза»"),
              m("candle", "f", "Scented candle Cedar & Amber", "Ətirli şam «Sidr və kəhrəba»", "Ароматическая свеча «Кедр и амбра»"),
              m("candle", "f", "Scented candle Quince", "Ətirli şam «Heyva»", "Ароматическая свеча «Айва»"),
            ],
            sizes: "one",
            price: [15, 59],
            materials: ["soy-wax", "glass"],
            materialInTitle: false,
            colors: ["cream", "white", "sage", "terracotta", "pink", "black", "mustard"],
            brands: ["lumen-home", "ipek-beauty"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "turkey"],
            blurb: t(
              "Hand-poured soy wax and a cotton wick: up to 45 hours of clean, even burn.",
              "Əl ilə tökülmüş soya mumu və pambıq fitil: 45 saata qədər təmiz və bərabər yanma.",
              "Соевый воск ручной заливки и хлопковый фитиль: до 45 часов чистого, ровного горения.",
            ),
            care: "home",
          },
          {
            key: "home-lamps",
            title: t("Lamps", "Lampalar", "Лампы"),
            models: [
              m("lamp", "f", "table lamp", "masaüstü lampa", "настольная лампа"),
              m("lamp", "m", "bedside lamp", "çarpayı yanı lampa", "ночник"),
              m("lamp", "f", "ceramic lamp", "keramika lampa", "керамическая лампа"),
            ],
            sizes: "one",
            price: [69, 269],
            materials: ["ceramic", "glass", "steel", "linen"],
            materialInTitle: false,
            colors: ["cream", "white", "sage", "terracotta", "mustard", "black", "navy"],
            brands: ["lumen-home"],
            seasons: ["all-season"],
            countries: ["turkey", "portugal", "china"],
            blurb: t(
              "A linen shade that softens the light and an E27 socket for any warm bulb.",
              "İşığı yumşaldan kətan abajur və istənilən isti lampa üçün E27 patron.",
              "Льняной абажур смягчает свет, патрон E27 подходит для любой тёплой лампочки.",
            ),
            care: "home",
          },
        ],
      },
      {
        key: "home-textiles",
        title: t("Textiles", "Tekstil", "Текстиль"),
        children: [
          {
            key: "home-cushions",
            title: t("Cushions", "Dekorativ yastıqlar", "Декоративные подушки"),
            models: [
              m("pillow", "f", "cushion", "dekorativ yastıq", "декоративная подушка"),
              m("pillow", "f", "square cushion", "kvadrat yastıq", "квадратная подушка"),
              m("pillow", "f", "cushion with tassels", "popuşlu yastıq", "подушка с кисточками"),
            ],
            sizes: "one",
            price: [25, 79],
            materials: ["linen", "velvet", "cotton", "wool"],
            materialInTitle: true,
            colors: GOODS_COLORS,
            brands: ["lumen-home", "sahil"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "turkey", "portugal"],
            blurb: t(
              "A removable, washable cover and a plump feather-free filling.",
              "Çıxarılan və yuyulan üz, lələksiz dolğun içlik.",
              "Съёмный чехол, который можно стирать, и пышный наполнитель без пера.",
            ),
            care: "fabric",
          },
        ],
      },
    ],
  },
  {
    key: "beauty",
    title: t("Beauty", "Gözəllik", "Красота"),
    desc: t(
      "Fragrance, skincare and makeup with local rose, fig and saffron.",
      "Yerli qızılgül, əncir və zəfəranla ətirlər, dəriyə qulluq və makiyaj.",
      "Ароматы, уход за кожей и макияж с местной розой, инжиром и шафраном.",
    ),
    kind: "perfume",
    color: "e7b3b9",
    children: [
      {
        key: "beauty-fragrance",
        title: t("Fragrance", "Ətriyyat", "Парфюмерия"),
        children: [
          {
            key: "beauty-perfume",
            title: t("Perfume", "Ətirlər", "Духи"),
            models: [
              m("perfume", "f", "Eau de parfum Saffron Night", "Ətir «Zəfəran gecəsi»", "Парфюмерная вода «Шафрановая ночь»"),
              m("perfume", "f", "Eau de parfum Caspian Breeze", "Ətir «Xəzər mehi»", "Парфюмерная вода «Каспийский бриз»"),
              m("perfume", "f", "Eau de parfum Rose Garden", "Ətir «Qızılgül bağı»", "Парфюмерная вода «Розовый сад»"),
              m("perfume", "f", "Eau de toilette Fig Leaf", "Tualet suyu «Əncir yarpağı»", "Туалетная вода «Лист инжира»"),
            ],
            sizes: "volume",
            price: [89, 259],
            materials: ["glass"],
            materialInTitle: false,
            colors: ["pink", "cream", "mustard", "lavender", "sage", "light-blue", "burgundy"],
            brands: ["ipek-beauty"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "italy"],
            blurb: t(
              "A long-lasting scent that opens bright and settles into warm, woody notes.",
              "Parlaq açılan və isti, odunsu notlara keçən davamlı ətir.",
              "Стойкий аромат, который раскрывается ярко и переходит в тёплые древесные ноты.",
            ),
            care: "beauty",
          },
        ],
      },
      {
        key: "beauty-skincare",
        title: t("Skincare", "Dəriyə qulluq", "Уход за кожей"),
        children: [
          {
            key: "beauty-creams",
            title: t("Creams", "Kremlər", "Кремы"),
            models: [
              m("cream", "m", "Moisturising day cream", "Nəmləndirici gündüz kremi", "Увлажняющий дневной крем"),
              m("cream", "m", "Night repair cream", "Bərpaedici gecə kremi", "Восстанавливающий ночной крем"),
              m("cream", "m", "Hand cream with pomegranate", "Nar ekstraktlı əl kremi", "Крем для рук с гранатом"),
              m("cream", "m", "Body butter", "Bədən yağı", "Баттер для тела"),
            ],
            sizes: "one",
            price: [19, 95],
            materials: ["glass", "plastic"],
            materialInTitle: false,
            colors: ["white", "cream", "pink", "sage", "lavender", "mustard"],
            brands: ["ipek-beauty"],
            seasons: ["all-season"],
            countries: ["azerbaijan", "italy"],
            blurb: t(
              "A light texture that absorbs quickly and leaves the skin soft, never greasy.",
              "Tez hopan və dərini yağlı etmədən yumşaq saxlayan yüngül tekstura.",
              "Лёгкая текстура быстро впитывается и оставляет кожу мягкой, без жирного блеска.",
            ),
            care: "beauty",
          },
        ],
      },
      {
        key: "beauty-makeup",
        title: t("Makeup", "Makiyaj", "Макияж"),
        children: [
          {
            key: "beauty-lipstick",
            title: t("Lipstick", "Dodaq boyaları", "Помады"),
            models: [
              m("lipstick", "f", "Matte lipstick", "Mat dodaq boyası", "Матовая помада"),
              m("lipstick", "f", "Satin lipstick", "Parlaq dodaq boyası", "Сатиновая помада"),
              m("lipstick", "m", "Tinted lip balm", "Rəngli dodaq balzamı", "Оттеночный бальзам для губ"),
            ],
            sizes: "one",
            price: [19, 45],
            materials: ["plastic", "aluminium"],
            materialInTitle: false,
            colors: ["red", "burgundy", "pink", "terracotta", "brown"],
            brands: ["ipek-beauty"],
            seasons: ["all-season"],
            countries: ["italy", "azerbaijan"],
            blurb: t(
              "Rich colour in one stroke that stays comfortable for hours.",
              "Bir toxunuşla zəngin rəng, saatlarla rahat qalır.",
              "Насыщенный цвет с одного нанесения, комфортный в течение многих часов.",
            ),
            care: "beauty",
          },
        ],
      },
    ],
  },
  {
    key: "sport",
    title: t("Sport", "İdman", "Спорт"),
    desc: t(
      "Training wear, running shoes and gear for the gym and the mountains.",
      "Məşq geyimləri, qaçış ayaqqabıları, idman zalı və dağlar üçün avadanlıq.",
      "Одежда для тренировок, беговая обувь и инвентарь для зала и гор.",
    ),
    kind: "sneaker",
    color: "3e6e4f",
    children: [
      {
        key: "sport-wear",
        title: t("Sportswear", "İdman geyimi", "Спортивная одежда"),
        children: [
          {
            key: "sport-leggings",
            title: t("Leggings", "Leqqinslər", "Леггинсы"),
            models: [
              m("leggings", "p", "High-waist leggings", "Yüksək belli leqqins", "Леггинсы с высокой посадкой"),
              m("leggings", "p", "Seamless leggings", "Tikişsiz leqqins", "Бесшовные леггинсы"),
              m("leggings", "p", "Running tights", "Qaçış taytı", "Беговые тайтсы"),
            ],
            sizes: "women",
            price: [35, 89],
            materials: ["polyester", "elastane"],
            materialInTitle: false,
            colors: ["black", "navy", "charcoal", "sage", "burgundy", "lavender", "olive"],
            brands: ["shahdag-sport", "stride"],
            seasons: ["all-season"],
            fits: ["slim"],
            countries: ["turkey", "vietnam"],
            blurb: t(
              "Squat-proof fabric that wicks sweat and a hidden pocket for keys.",
              "Əyiləndə şəffaflaşmayan, təri çəkən parça və açar üçün gizli cib.",
              "Непросвечивающая ткань, которая отводит влагу, и потайной карман для ключей.",
            ),
            sizeTable: "women",
            care: "fabric",
          },
          {
            key: "sport-tops",
            title: t("Training tops", "Məşq topları", "Спортивные топы и футболки"),
            models: [
              m("tank", "f", "Training tank", "Məşq mayakası", "Тренировочная майка"),
              m("tshirt", "f", "Quick-dry T-shirt", "Tez quruyan futbolka", "Быстросохнущая футболка"),
              m("hoodie", "n", "Training hoodie", "Məşq hudisi", "Тренировочное худи"),
            ],
            sizes: "unisex",
            price: [25, 79],
            materials: ["polyester", "cotton", "elastane"],
            materialInTitle: false,
            colors: ["black", "white", "navy", "charcoal", "sage", "red", "light-blue"],
            brands: ["shahdag-sport"],
            seasons: ["all-season", "summer"],
            fits: ["regular", "slim", "relaxed"],
            countries: ["turkey", "vietnam"],
            blurb: t(
              "Breathable mesh panels where you need them and flat seams that do not rub.",
              "Lazım olan yerlərdə hava keçirən tor hissələr və sürtünməyən yastı tikişlər.",
              "Дышащие сетчатые вставки в нужных местах и плоские швы, которые не натирают.",
            ),
            sizeTable: "men",
            care: "fabric",
          },
        ],
      },
      {
        key: "sport-running",
        title: t("Running", "Qaçış", "Бег"),
        children: [
          {
            key: "sport-running-shoes",
            title: t("Running shoes", "Qaçış ayaqqabıları", "Беговые кроссовки"),
            models: [
              m("sneaker", "p", "Road running shoes", "Asfalt üçün qaçış ayaqqabısı", "Кроссовки для бега по асфальту"),
              m("sneaker", "p", "Trail running shoes", "Dağ cığırı üçün qaçış ayaqqabısı", "Кроссовки для трейлраннинга"),
              m("sneaker", "p", "Lightweight trainers", "Yüngül məşq krossovkası", "Лёгкие тренировочные кроссовки"),
            ],
            sizes: "shoes-u",
            price: [99, 269],
            materials: ["textile", "rubber"],
            materialInTitle: false,
            colors: ["black", "white", "navy", "grey", "red", "light-blue", "sage", "mustard"],
            brands: ["stride", "shahdag-sport"],
            seasons: ["all-season"],
            countries: ["vietnam", "china"],
            blurb: t(
              "Responsive foam, an engineered mesh upper and 8 mm drop for everyday miles.",
              "Elastik köpük, hava keçirən tor üz və gündəlik qaçış üçün 8 mm fərq.",
              "Отзывчивая пена, сетчатый верх и перепад 8 мм для ежедневных пробежек.",
            ),
            sizeTable: "shoes",
            care: "shoes",
          },
        ],
      },
      {
        key: "sport-gear",
        title: t("Equipment", "Avadanlıq", "Инвентарь"),
        children: [
          {
            key: "sport-yoga",
            title: t("Yoga mats", "Yoqa xalçaları", "Коврики для йоги"),
            models: [
              m("yogamat", "m", "Yoga mat 4 mm", "Yoqa xalçası 4 mm", "Коврик для йоги 4 мм"),
              m("yogamat", "m", "Travel yoga mat", "Səyahət üçün yoqa xalçası", "Дорожный коврик для йоги"),
              m("yogamat", "m", "Cork yoga mat", "Mantar yoqa xalçası", "Пробковый коврик для йоги"),
            ],
            sizes: "one",
            price: [35, 119],
            materials: ["rubber", "textile"],
            materialInTitle: false,
            colors: ["sage", "lavender", "terracotta", "navy", "black", "pink", "mustard"],
            brands: ["shahdag-sport"],
            seasons: ["all-season"],
            countries: ["china", "portugal"],
            blurb: t(
              "A grippy surface on both sides and a strap to carry it to class.",
              "Hər iki tərəfi sürüşməyən səth və məşqə aparmaq üçün qayış.",
              "Нескользящая поверхность с обеих сторон и ремешок, чтобы носить на занятия.",
            ),
            care: "gear",
          },
          {
            key: "sport-bottles",
            title: t("Water bottles", "Su butulkaları", "Бутылки для воды"),
            models: [
              m("bottle", "f", "Insulated bottle 750 ml", "Termos butulka 750 ml", "Термобутылка 750 мл"),
              m("bottle", "f", "Sport bottle 600 ml", "İdman butulkası 600 ml", "Спортивная бутылка 600 мл"),
              m("bottle", "f", "Glass bottle 500 ml", "Şüşə butulka 500 ml", "Стеклянная бутылка 500 мл"),
            ],
            sizes: "one",
            price: [15, 49],
            materials: ["steel", "plastic", "glass"],
            materialInTitle: false,
            colors: ["black", "white", "sage", "navy", "terracotta", "pink", "mustard", "light-blue"],
            brands: ["shahdag-sport", "lumen-home"],
            seasons: ["all-season"],
            countries: ["china", "turkey"],
            blurb: t(
              "Keeps water cold for 24 hours and tea hot for 12; leak-proof lid.",
              "Suyu 24 saat soyuq, çayı 12 saat isti saxlayır; qapağı su buraxmır.",
              "Держит воду холодной 24 часа, а чай горячим — 12; крышка не протекает.",
            ),
            care: "gear",
          },
        ],
      },
    ],
  },
  {
    key: "electronics",
    title: t("Electronics", "Elektronika", "Электроника"),
    desc: t(
      "Headphones, speakers, smartwatches and phone accessories.",
      "Qulaqlıqlar, dinamiklər, ağıllı saatlar və telefon aksesuarları.",
      "Наушники, колонки, умные часы и аксессуары для телефона.",
    ),
    kind: "headphones",
    color: "43474e",
    children: [
      {
        key: "el-audio",
        title: t("Audio", "Audio", "Аудио"),
        children: [
          {
            key: "el-headphones",
            title: t("Headphones", "Qulaqlıqlar", "Наушники"),
            models: [
              m("headphones", "p", "Wireless headphones", "Simsiz qulaqlıq", "Беспроводные наушники"),
              m("headphones", "p", "Noise-cancelling headphones", "Səs-küy izolyasiyalı qulaqlıq", "Наушники с шумоподавлением"),
              m("headphones", "p", "Studio headphones", "Studiya qulaqlığı", "Студийные наушники"),
            ],
            sizes: "one",
            price: [79, 599],
            materials: ["aluminium", "plastic", "leather"],
            materialInTitle: false,
            colors: TECH_COLORS,
            brands: ["volta"],
            seasons: ["all-season"],
            countries: ["china", "vietnam"],
            blurb: t(
              "Up to 40 hours of battery life, Bluetooth 5.3 and soft memory-foam ear cushions.",
              "40 saata qədər batareya, Bluetooth 5.3 və yumşaq yaddaşlı köpük yastıqlar.",
              "До 40 часов работы, Bluetooth 5.3 и мягкие амбушюры с эффектом памяти.",
            ),
            care: "electronics",
          },
          {
            key: "el-speakers",
            title: t("Speakers", "Dinamiklər", "Колонки"),
            models: [
              m("speaker", "f", "Portable speaker", "Portativ dinamik", "Портативная колонка"),
              m("speaker", "f", "Waterproof speaker", "Suyadavamlı dinamik", "Водонепроницаемая колонка"),
              m("speaker", "f", "Smart speaker", "Ağıllı dinamik", "Умная колонка"),
            ],
            sizes: "one",
            price: [59, 399],
            materials: ["textile", "aluminium", "plastic"],
            materialInTitle: false,
            colors: TECH_COLORS,
            brands: ["volta"],
            seasons: ["all-season"],
            countries: ["china", "vietnam"],
            blurb: t(
              "Full, room-filling sound, 20 hours of play and an IP67 body for the beach.",
              "Otağı dolduran səs, 20 saat işləmə və çimərlik üçün IP67 korpus.",
              "Объёмный звук на всю комнату, 20 часов работы и корпус IP67 для пляжа.",
            ),
            care: "electronics",
          },
        ],
      },
      {
        key: "el-wearables",
        title: t("Wearables", "Ağıllı cihazlar", "Носимые устройства"),
        children: [
          {
            key: "el-smartwatches",
            title: t("Smartwatches", "Ağıllı saatlar", "Умные часы"),
            models: [
              m("smartwatch", "p", "Smartwatch", "Ağıllı saat", "Умные часы"),
              m("smartwatch", "p", "Fitness watch", "Fitnes saatı", "Фитнес-часы"),
              m("smartwatch", "m", "Fitness tracker", "Fitnes bilərzik", "Фитнес-браслет"),
            ],
            sizes: "one",
            price: [89, 789],
            materials: ["aluminium", "silicone", "steel"],
            materialInTitle: false,
            colors: TECH_COLORS,
            brands: ["volta", "tempo"],
            seasons: ["all-season"],
            countries: ["china"],
            blurb: t(
              "Heart rate, sleep and GPS tracking with a bright AMOLED screen and a week of battery.",
              "Ürək döyüntüsü, yuxu və GPS izləmə, parlaq AMOLED ekran və bir həftəlik batareya.",
              "Пульс, сон и GPS, яркий AMOLED-экран и неделя работы без подзарядки.",
            ),
            care: "electronics",
          },
        ],
      },
      {
        key: "el-phone",
        title: t("Phone accessories", "Telefon aksesuarları", "Аксессуары для телефона"),
        children: [
          {
            key: "el-powerbanks",
            title: t("Power banks", "Pauerbanklar", "Пауэрбанки"),
            models: [
              m("powerbank", "m", "Power bank 10 000 mAh", "Pauerbank 10 000 mAh", "Пауэрбанк 10 000 мАч"),
              m("powerbank", "m", "Power bank 20 000 mAh", "Pauerbank 20 000 mAh", "Пауэрбанк 20 000 мАч"),
              m("powerbank", "m", "Magnetic power bank 5 000 mAh", "Maqnitli pauerbank 5 000 mAh", "Магнитный пауэрбанк 5 000 мАч"),
            ],
            sizes: "one",
            price: [35, 99],
            materials: ["aluminium", "plastic"],
            materialInTitle: false,
            colors: TECH_COLORS,
            brands: ["volta"],
            seasons: ["all-season"],
            countries: ["china"],
            blurb: t(
              "USB-C fast charging in both directions; charges a phone up to three times.",
              "Hər iki istiqamətdə USB-C sürətli enerji doldurma; telefonu üç dəfəyə qədər doldurur.",
              "Быстрая зарядка USB-C в обе стороны; заряжает телефон до трёх раз.",
            ),
            care: "electronics",
          },
          {
            key: "el-cases",
            title: t("Phone cases", "Telefon qabları", "Чехлы для телефона"),
            models: [
              m("phonecase", "m", "Silicone case", "Silikon qab", "Силиконовый чехол"),
              m("phonecase", "m", "Leather case", "Dəri qab", "Кожаный чехол"),
              m("phonecase", "m", "Clear case with MagSafe", "MagSafe ilə şəffaf qab", "Прозрачный чехол с MagSafe"),
            ],
            sizes: "one",
            price: [15, 55],
            materials: ["silicone", "leather", "plastic"],
            materialInTitle: false,
            colors: ["black", "navy", "sage", "pink", "lavender", "terracotta", "white", "burgundy"],
            brands: ["volta", "velora"],
            seasons: ["all-season"],
            countries: ["china", "vietnam"],
            blurb: t(
              "Raised edges protect the screen and camera; the soft lining does not scratch.",
              "Hündür kənarlar ekranı və kameranı qoruyur; yumşaq astar cızmır.",
              "Бортики защищают экран и камеру, мягкая подкладка не царапает корпус.",
            ),
            care: "electronics",
          },
        ],
      },
    ],
  },
];

/** Care lines for descriptions. */
export const CARE: Record<CareKind, I18n> = {
  fabric: t(
    "Machine wash at 30 °C, inside out; do not tumble dry.",
    "30 °C-də, tərs üzü çevrilmiş halda maşında yuyun; quruducuda qurutmayın.",
    "Машинная стирка при 30 °C наизнанку; не сушить в барабане.",
  ),
  delicate: t(
    "Hand wash cold or dry clean; dry flat.",
    "Soyuq suda əl ilə yuyun və ya kimyəvi təmizləməyə verin; düz səthdə qurudun.",
    "Ручная стирка в холодной воде или химчистка; сушить в расправленном виде.",
  ),
  leather: t(
    "Wipe with a soft dry cloth and treat with leather cream once a season.",
    "Yumşaq quru parça ilə silin və mövsümdə bir dəfə dəri kremi ilə qulluq edin.",
    "Протирайте мягкой сухой тканью и раз в сезон обрабатывайте кремом для кожи.",
  ),
  shoes: t(
    "Brush off dirt when dry; clean the sole with a damp cloth.",
    "Quruyandan sonra palçığı fırça ilə təmizləyin; altlığı nəm parça ilə silin.",
    "Очищайте от грязи щёткой после высыхания, подошву протирайте влажной тканью.",
  ),
  ceramic: t(
    "Dishwasher and microwave safe.",
    "Qabyuyan maşında yuyula və mikrodalğalı sobada istifadə oluna bilər.",
    "Можно мыть в посудомоечной машине и использовать в микроволновой печи.",
  ),
  home: t(
    "Dust with a soft cloth; keep away from open flame and direct sun.",
    "Yumşaq parça ilə tozunu silin; açıq oddan və birbaşa günəşdən uzaq saxlayın.",
    "Протирайте от пыли мягкой тканью; держите вдали от открытого огня и прямого солнца.",
  ),
  beauty: t(
    "Store in a cool, dry place away from sunlight; for external use only.",
    "Günəş işığından uzaq, sərin və quru yerdə saxlayın; yalnız xarici istifadə üçündür.",
    "Хранить в прохладном сухом месте вдали от солнца; только для наружного применения.",
  ),
  electronics: t(
    "12-month warranty; charge with any USB-C adapter.",
    "12 ay zəmanət; istənilən USB-C adapterlə doldurun.",
    "Гарантия 12 месяцев; заряжается от любого адаптера USB-C.",
  ),
  gear: t(
    "Wipe clean with a damp cloth.",
    "Nəm parça ilə silin.",
    "Протирайте влажной тканью.",
  ),
};

/** Russian noun phrases start with the noun or its adjective; materials agree by gender. */
export const RU_GENDER_INDEX: Record<Gender, number> = { m: 0, f: 1, n: 2, p: 3 };
