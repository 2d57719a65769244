/** Delivery areas (city > district > place, fees in qəpik) and the Baku branches. */
import type { I18n } from "../../schema.ts";
import { t } from "./catalog.ts";

export interface AreaDef {
  code: string;
  title: I18n;
  /** qəpik; undefined inherits the parent's fee */
  feeQ?: number;
  noDelivery?: boolean;
  children?: AreaDef[];
}

const place = (code: string, title: I18n, extra: Partial<AreaDef> = {}): AreaDef => ({ code, title, ...extra });

export const DELIVERY_AREAS: AreaDef[] = [
  {
    code: "baku",
    title: t("Baku", "Bakı", "Баку"),
    feeQ: 500,
    children: [
      {
        code: "nasimi",
        title: t("Nasimi", "Nəsimi", "Насими"),
        children: [
          place("28-may", t("28 May", "28 May", "28 Мая"), { feeQ: 0 }),
          place("nizami-street", t("Nizami street", "Nizami küçəsi", "улица Низами"), { feeQ: 0 }),
          place("azadlig-avenue", t("Azadlig avenue", "Azadlıq prospekti", "проспект Азадлыг")),
        ],
      },
      {
        code: "narimanov",
        title: t("Narimanov", "Nərimanov", "Нариманов"),
        children: [
          place("ganjlik", t("Ganjlik", "Gənclik", "Гянджлик")),
          place("montin", t("Montin", "Montin", "Монтин")),
          place("ziya-bunyadov-avenue", t("Ziya Bunyadov avenue", "Ziya Bünyadov prospekti", "проспект Зии Буниятова")),
        ],
      },
      {
        code: "yasamal",
        title: t("Yasamal", "Yasamal", "Ясамал"),
        children: [
          place("new-yasamal", t("New Yasamal", "Yeni Yasamal", "Новый Ясамал")),
          place("sharifzade", t("Sharifzade", "Şərifzadə", "Шарифзаде")),
          place("inshaatchilar", t("Inshaatchilar", "İnşaatçılar", "Иншаатчылар")),
        ],
      },
      {
        code: "sabail",
        title: t("Sabail", "Səbail", "Сабаил"),
        children: [
          place("old-city", t("Old City", "İçərişəhər", "Ичеришехер"), { feeQ: 0 }),
          place("bayil", t("Bayil", "Bayıl", "Баилов")),
          place("badamdar", t("Badamdar", "Badamdar", "Бадамдар")),
        ],
      },
      {
        code: "khatai",
        title: t("Khatai", "Xətai", "Хатаи"),
        children: [
          place("ahmadli", t("Ahmadli", "Əhmədli", "Ахмедлы")),
          place("hazi-aslanov", t("Hazi Aslanov", "Həzi Aslanov", "Ази Асланов")),
          place("white-city", t("White City", "Ağ şəhər", "Белый город"), { feeQ: 0 }),
        ],
      },
      {
        code: "binagadi",
        title: t("Binagadi", "Binəqədi", "Бинагади"),
        children: [
          place("binagadi-settlement", t("Binagadi settlement", "Binəqədi qəsəbəsi", "посёлок Бинагади")),
          place("bilajari", t("Bilajari", "Biləcəri", "Биляджари")),
          place("9th-microdistrict", t("9th microdistrict", "9-cu mikrorayon", "9-й микрорайон")),
          place("rasulzade", t("Rasulzade", "Rəsulzadə", "Расулзаде")),
        ],
      },
      {
        code: "nizami",
        title: t("Nizami", "Nizami", "Низами"),
        children: [
          place("8th-kilometre", t("8th kilometre", "8-ci kilometr", "8-й километр")),
          place("keshla", t("Keshla", "Keşlə", "Кешля")),
        ],
      },
      {
        code: "sabunchu",
        title: t("Sabunchu", "Sabunçu", "Сабунчу"),
        children: [
          place("bakikhanov", t("Bakikhanov", "Bakıxanov", "Бакиханов")),
          place("ramana", t("Ramana", "Ramana", "Рамана")),
          place("mashtaga", t("Mashtaga", "Maştağa", "Маштага"), { feeQ: 700 }),
          place("zabrat", t("Zabrat", "Zabrat", "Забрат"), { feeQ: 700 }),
        ],
      },
      {
        code: "surakhani",
        title: t("Surakhani", "Suraxanı", "Сураханы"),
        children: [
          place("garachukhur", t("Garachukhur", "Qaraçuxur", "Гарачухур")),
          place("hovsan", t("Hovsan", "Hövsan", "Говсан")),
          place("yeni-gunashli", t("Yeni Gunashli", "Yeni Günəşli", "Йени Гюнешли")),
        ],
      },
      {
        code: "khazar",
        title: t("Khazar", "Xəzər", "Хазар"),
        feeQ: 700,
        children: [
          place("mardakan", t("Mardakan", "Mərdəkan", "Мардакян")),
          place("shuvalan", t("Shuvalan", "Şüvəlan", "Шувелян")),
          place("buzovna", t("Buzovna", "Buzovna", "Бузовна")),
        ],
      },
      {
        code: "garadagh",
        title: t("Garadagh", "Qaradağ", "Гарадаг"),
        children: [
          place("lokbatan", t("Lokbatan", "Lökbatan", "Локбатан")),
          place("sahil", t("Sahil", "Sahil", "Сахиль")),
          place("alat", t("Alat", "Ələt", "Алят"), { noDelivery: true }),
        ],
      },
    ],
  },
  { code: "khirdalan", title: t("Khirdalan", "Xırdalan", "Хырдалан"), feeQ: 800 },
  { code: "sumgayit", title: t("Sumgayit", "Sumqayıt", "Сумгайыт"), feeQ: 1000 },
  {
    code: "absheron",
    title: t("Absheron", "Abşeron", "Апшерон"),
    feeQ: 1200,
    children: [
      { code: "masazir", title: t("Masazir", "Masazır", "Масазыр"), feeQ: 900 },
      { code: "novkhani", title: t("Novkhani", "Novxanı", "Новханы") },
      { code: "mehdiabad", title: t("Mehdiabad", "Mehdiabad", "Мехдиабад") },
    ],
  },
];

export interface BranchDef {
  title: I18n;
  address: I18n;
  phone: string;
  hours: I18n;
  latitude: string;
  longitude: string;
  isPickup: boolean;
}

const everyDay = (from: string, to: string) =>
  t(`Every day ${from}–${to}`, `Hər gün ${from}–${to}`, `Ежедневно ${from}–${to}`);

/** The first is branch id 1, the pickup point checkout offers. */
export const BRANCHES: BranchDef[] = [
  {
    title: t("Bazaar Nizami", "Bazaar Nizami", "Bazaar Низами"),
    address: t("90 Nizami street, Baku", "Nizami küçəsi 90, Bakı", "ул. Низами, 90, Баку"),
    phone: "+994 12 555 10 01",
    hours: everyDay("10:00", "21:00"),
    latitude: "40.3773",
    longitude: "49.8463",
    isPickup: true,
  },
  {
    title: t("Bazaar Ganjlik Mall", "Bazaar Gənclik Mall", "Bazaar Гянджлик Молл"),
    address: t(
      "Ganjlik Mall, 14 Fatali Khan Khoyski avenue, 2nd floor, Baku",
      "Gənclik Mall, Fətəli xan Xoyski prospekti 14, 2-ci mərtəbə, Bakı",
      "Гянджлик Молл, проспект Фатали хана Хойского, 14, 2-й этаж, Баку",
    ),
    phone: "+994 12 555 10 02",
    hours: everyDay("10:00", "22:00"),
    latitude: "40.4004",
    longitude: "49.8519",
    isPickup: true,
  },
  {
    title: t("Bazaar 28 Mall", "Bazaar 28 Mall", "Bazaar 28 Молл"),
    address: t(
      "28 Mall, 15a Azadlig avenue, 1st floor, Baku",
      "28 Mall, Azadlıq prospekti 15a, 1-ci mərtəbə, Bakı",
      "28 Молл, проспект Азадлыг, 15а, 1-й этаж, Баку",
    ),
    phone: "+994 12 555 10 03",
    hours: everyDay("10:00", "22:00"),
    latitude: "40.3796",
    longitude: "49.8489",
    isPickup: false,
  },
];

export const googleEmbed = (lat: string, lng: string) => `https://maps.google.com/maps?q=${lat},${lng}&z=16&output=embed`;
