/** Size tables (html per language) and product badges. */
import type { I18n, Lang } from "../../schema.ts";
import { t } from "./catalog.ts";

type Cell = string | number;

function table(head: Record<Lang, string[]>, rows: Cell[][], note: I18n): I18n {
  const out = {} as I18n;
  for (const lang of ["az", "en", "ru"] as Lang[]) {
    const th = head[lang].map((h) => `<th>${h}</th>`).join("");
    const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("");
    out[lang] = `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table><p>${note[lang]}</p>`;
  }
  return out;
}

const measureNote = t(
  "Measurements are body measurements in centimetres. If you are between two sizes, choose the larger one for a relaxed fit.",
  "Ölçülər santimetrlə bədən ölçüləridir. İki ölçü arasındasınızsa, sərbəst oturması üçün böyük olanı seçin.",
  "Указаны мерки тела в сантиметрах. Если вы между двумя размерами, для свободной посадки выберите больший.",
);

export const SIZE_TABLES: { row: { name: string; title: I18n; content: I18n; place: "front" | "back"; show: boolean; unique: boolean } }[] = [
  {
    row: {
      name: "women",
      title: t("Women's size guide", "Qadın ölçü cədvəli", "Таблица размеров для женщин"),
      place: "front",
      show: true,
      unique: false,
      content: table(
        {
          en: ["Size", "EU", "Bust", "Waist", "Hips"],
          az: ["Ölçü", "EU", "Sinə", "Bel", "Omba"],
          ru: ["Размер", "EU", "Грудь", "Талия", "Бёдра"],
        },
        [
          ["XS", 34, "80–84", "62–66", "88–92"],
          ["S", 36, "84–88", "66–70", "92–96"],
          ["M", 38, "88–92", "70–74", "96–100"],
          ["L", 40, "92–96", "74–78", "100–104"],
          ["XL", 42, "96–102", "78–84", "104–110"],
          ["XXL", 44, "102–108", "84–90", "110–116"],
        ],
        measureNote,
      ),
    },
  },
  {
    row: {
      name: "men",
      title: t("Men's size guide", "Kişi ölçü cədvəli", "Таблица размеров для мужчин"),
      place: "front",
      show: true,
      unique: false,
      content: table(
        {
          en: ["Size", "EU", "Chest", "Waist", "Neck"],
          az: ["Ölçü", "EU", "Sinə", "Bel", "Boyun"],
          ru: ["Размер", "EU", "Грудь", "Талия", "Шея"],
        },
        [
          ["XS", 44, "84–88", "70–74", 36],
          ["S", 46, "88–92", "74–78", 37],
          ["M", 48, "92–98", "78–84", 39],
          ["L", 50, "98–104", "84–90", 41],
          ["XL", 52, "104–110", "90–96", 43],
          ["XXL", 54, "110–116", "96–102", 45],
        ],
        measureNote,
      ),
    },
  },
  {
    row: {
      name: "shoes",
      title: t("Shoe size guide", "Ayaqqabı ölçü cədvəli", "Таблица размеров обуви"),
      place: "back",
      show: true,
      unique: false,
      content: table(
        {
          en: ["EU", "UK", "US", "Foot length, cm"],
          az: ["EU", "UK", "US", "Ayaq uzunluğu, sm"],
          ru: ["EU", "UK", "US", "Длина стопы, см"],
        },
        [
          [36, 3.5, 5.5, 23],
          [37, 4, 6, 23.5],
          [38, 5, 7, 24],
          [39, 6, 8, 25],
          [40, 6.5, 8.5, 25.5],
          [41, 7.5, 9.5, 26.5],
          [42, 8, 10, 27],
          [43, 9, 11, 27.5],
          [44, 9.5, 11.5, 28.5],
          [45, 10.5, 12.5, 29],
          [46, 11, 13, 29.5],
        ],
        t(
          "Measure your foot in the evening, standing, from the heel to the longest toe.",
          "Ayağınızı axşam, ayaq üstə, dabandan ən uzun barmağa qədər ölçün.",
          "Измеряйте стопу вечером, стоя, от пятки до самого длинного пальца.",
        ),
      ),
    },
  },
  {
    row: {
      name: "kids",
      title: t("Kids' size guide", "Uşaq ölçü cədvəli", "Таблица размеров для детей"),
      place: "back",
      show: true,
      unique: true,
      content: table(
        {
          en: ["Size (height, cm)", "Age", "Chest", "Shoe EU", "Foot length, cm"],
          az: ["Ölçü (boy, sm)", "Yaş", "Sinə", "Ayaqqabı EU", "Ayaq uzunluğu, sm"],
          ru: ["Размер (рост, см)", "Возраст", "Грудь", "Обувь EU", "Длина стопы, см"],
        },
        [
          [98, "2–3", 54, 28, 17.5],
          [104, "3–4", 56, 29, 18],
          [110, "4–5", 58, 30, 19],
          [116, "5–6", 60, 31, 19.5],
          [122, "6–7", 62, "32–33", "20–21"],
          [128, "7–8", 64, "34–35", "21.5–22"],
        ],
        t(
          "Children grow fast: if in doubt, take the next size up.",
          "Uşaqlar tez böyüyür: əmin deyilsinizsə, bir böyük ölçü götürün.",
          "Дети быстро растут: если сомневаетесь, берите размер больше.",
        ),
      ),
    },
  },
];

export const BADGES: { key: string; name: I18n; color: string }[] = [
  { key: "eco", name: t("Eco", "Eko", "Эко"), color: "#3e6e4f" },
  { key: "made-in-az", name: t("Made in Azerbaijan", "Azərbaycan istehsalı", "Сделано в Азербайджане"), color: "#1f2d4d" },
  { key: "limited", name: t("Limited edition", "Məhdud sayda", "Лимитированная серия"), color: "#6e1e2e" },
  { key: "online", name: t("Online only", "Yalnız onlayn", "Только онлайн"), color: "#b8864f" },
];
