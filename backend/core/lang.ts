/** The storefront's languages and a per-language text (short texts of small entities are `{az, en, ru}`). */
export type Lang = "az" | "en" | "ru";
export type I18n = Record<Lang, string>;
