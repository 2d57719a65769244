/**
 * The back office's home banners: one record per home section of one language (main slider,
 * double banner, big banner, new products, sale products, a product group), as
 * backend/content/home.ts renders them. Row and form shapes and the form's zod schema (one
 * schema for the API's edge and the admin page's action; the app imports this file).
 *
 * The form is flat so it works without JavaScript: the section's own texts (`title`, `desc`,
 * `route`, `label`: a product rail's heading, the double banner's text block) and up to
 * BANNER_ITEMS items (slides or banners: headline, subHeadline, desc, image, mobile image,
 * route, link label, text placement). Items left empty are dropped.
 */
import { z } from "zod";
import { CONTENT_LANGS, CONTENT_MSG, contentFields, type ContentLang } from "./content-contract.ts";
import { messagesOf } from "../contract/errors.ts";

const { text, flag, sort } = contentFields;

export const HOME_KINDS = ["main_slider", "double_banner", "big_banner", "new_products", "sale_products", "group_products"] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
/** kinds whose section holds images (items) */
export const ITEM_KINDS: readonly HomeKind[] = ["main_slider", "double_banner", "big_banner"];
/** how many items each kind takes at most */
export const KIND_ITEMS: Record<HomeKind, number> = { main_slider: 8, double_banner: 2, big_banner: 1, new_products: 0, sale_products: 0, group_products: 0 };
/** the most items of any kind (the form's item slots) */
export const BANNER_ITEMS = 8;
export const CONTENT_TYPES = ["default", "top", "bottom"] as const;

export const BANNER_MSG = messagesOf("adminBanner");

/** A stored image: an uploaded photo (`up/{hash}.webp`) or a generated one (`gen/b/…`). */
export const IMAGE_PATH = /^(up\/[0-9a-f]{24}\.webp|gen\/[pb]\/[a-z0-9/-]+\.(png|webp))$/;
const image = text(300)
  .default("")
  .refine((v) => v === "" || IMAGE_PATH.test(v), BANNER_MSG.image);
/** a shop path (no language prefix) or an https address */
export const isLink = (v: string) => v === "" || (/^\/[^/\\\s]*[^\s\\]*$/.test(v) && !v.startsWith("//")) || /^https:\/\/[^\s]+$/.test(v);
const route = text(500)
  .default("")
  .refine(isLink, BANNER_MSG.route);

const itemSchema = z.object({
  title: text(200).default(""),
  subtitle: text(200).default(""),
  desc: text(1000).default(""),
  image,
  mbImage: image,
  route,
  label: text(80).default(""),
  contentType: z.enum(CONTENT_TYPES).catch("default").default("default"),
});
/** One slide or banner of a section, as the form shows and sends it. */
export interface BannerItemForm {
  title: string;
  subtitle: string;
  desc: string;
  image: string;
  mbImage: string;
  route: string;
  label: string;
  contentType: (typeof CONTENT_TYPES)[number];
}

const blank = (item: BannerItemForm) => !item.title && !item.subtitle && !item.desc && !item.image && !item.mbImage && !item.route && !item.label;

export const bannerFormSchema = z
  .object({
    lang: z.enum(CONTENT_LANGS, { error: CONTENT_MSG.required }),
    kind: z.enum(HOME_KINDS, { error: CONTENT_MSG.required }),
    sort,
    hidden: flag,
    version: text(64).default(""),
    title: text(200).default(""),
    desc: text(1000).default(""),
    route,
    label: text(80).default(""),
    productGroupId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || String(v).trim() === "" ? null : String(v).trim()))
      .refine((v) => v === null || /^\d{1,9}$/.test(v), BANNER_MSG.group)
      .transform((v) => (v === null ? null : Number(v))),
    items: z.array(itemSchema.optional().default({} as never)).max(BANNER_ITEMS).optional().default([]),
  })
  .superRefine((form, ctx) => {
    const filled = form.items.map((item, i) => ({ item, i })).filter(({ item }) => !blank(item));
    if (ITEM_KINDS.includes(form.kind)) {
      if (!filled.length) ctx.addIssue({ code: "custom", path: ["items", 0, "image"], message: BANNER_MSG.items });
      for (const { item, i } of filled) if (!item.image) ctx.addIssue({ code: "custom", path: ["items", i, "image"], message: BANNER_MSG.items });
      if (filled.length > KIND_ITEMS[form.kind]) ctx.addIssue({ code: "custom", path: ["items", filled[KIND_ITEMS[form.kind]]!.i, "image"], message: BANNER_MSG.tooMany });
    }
    if (form.kind === "group_products" && form.productGroupId === null) ctx.addIssue({ code: "custom", path: ["productGroupId"], message: BANNER_MSG.group });
  })
  .transform((form) => ({ ...form, items: ITEM_KINDS.includes(form.kind) ? form.items.filter((item) => !blank(item)) : [] }));

export type BannerForm = z.output<typeof bannerFormSchema>;

/** What the banner form sends (as typed). */
export interface BannerFormPayload {
  lang: ContentLang;
  kind: HomeKind;
  sort?: string | number;
  hidden?: boolean | string;
  version?: string;
  title?: string;
  desc?: string;
  route?: string;
  label?: string;
  productGroupId?: string | number;
  items?: Partial<BannerItemForm>[];
}

export interface AdminBannerRow {
  id: number;
  lang: ContentLang;
  kind: HomeKind;
  /** the first item's headline or the section's title */
  title: string;
  /** the first item's image (a preview) */
  image: string | null;
  items: number;
  hidden: boolean;
  sort: number;
}

/** A banner as its edit form shows it (texts in the section's language). */
export interface AdminBanner {
  id: number;
  lang: ContentLang;
  kind: HomeKind;
  sort: number;
  hidden: boolean;
  title: string;
  desc: string;
  route: string;
  label: string;
  productGroupId: number | null;
  items: BannerItemForm[];
  /** a fingerprint of what the form edits: a save with an older one is 'changed by someone else' */
  version: string;
}
