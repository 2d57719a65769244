/**
 * The back office's blog calls: articles (with their ordered blocks) and article categories.
 * Row and form shapes and the forms' zod schemas: one schema for the API's edge and the admin
 * page's action (the app imports this file). Texts the shopper reads are per language (az, en,
 * ru); an article's path in each language is `/blog/{slug}`, a category's `/blog/category/{slug}`.
 */
import { z } from "zod";
import { messagesOf, whenMissing } from "../contract/errors.ts";

export const BLOG_LANGS = ["az", "en", "ru"] as const;
export type BlogLang = (typeof BLOG_LANGS)[number];

/** The eight block kinds the article page renders (app/components/content/ArticleBlocks.tsx). */
export const BLOCK_KINDS = [
  "text_banner",
  "text_product_banner",
  "text_product_image_banner",
  "blog_image_text_banner",
  "blog_big_image_text_banner",
  "youtube_video_banner",
  "blog_big_banner",
  "image_banner",
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export type BlockField = "headline" | "subHeadline" | "desc" | "route" | "image" | "mobImage" | "side" | "productId" | "videoId";

/** The fields each kind uses (the form shows only these; the API stores only these). */
export const BLOCK_FIELDS: Record<BlockKind, readonly BlockField[]> = {
  text_banner: ["headline", "desc"],
  text_product_banner: ["headline", "desc", "productId", "side"],
  text_product_image_banner: ["headline", "desc", "productId", "side", "image", "mobImage"],
  blog_image_text_banner: ["headline", "subHeadline", "desc", "side", "image", "mobImage", "route"],
  blog_big_image_text_banner: ["headline", "subHeadline", "desc", "image", "mobImage", "route"],
  youtube_video_banner: ["headline", "videoId"],
  blog_big_banner: ["headline", "subHeadline", "image", "mobImage", "route"],
  image_banner: ["headline", "image", "mobImage", "route"],
};

/** Fields a kind cannot do without. */
export const BLOCK_REQUIRED: Record<BlockKind, readonly BlockField[]> = {
  text_banner: ["desc"],
  text_product_banner: ["desc", "productId"],
  text_product_image_banner: ["desc", "productId", "image"],
  blog_image_text_banner: ["headline", "image"],
  blog_big_image_text_banner: ["headline", "image"],
  youtube_video_banner: ["videoId"],
  blog_big_banner: ["headline", "image"],
  image_banner: ["image"],
};

/** The per-language fields of a block. */
export const BLOCK_TEXTS = ["headline", "subHeadline", "desc", "route"] as const;
export const MAX_BLOCKS = 40;

/** Messages of the blog forms (English keys; the API and the pages translate them). */
export const BLOG_MSG = messagesOf("adminBlog", { required: "field.required", slug: "adminContent.code", sort: "adminTaxonomy.sort", articleNotFound: "content.articleNotFound" });

/** a text field (a missing one is an empty required field, not zod's "expected string") */
const text = (max: number) => z.string(whenMissing(BLOG_MSG.required)).trim().max(max);
const required = (max: number) => text(max).min(1, BLOG_MSG.required);
const slug = text(120)
  .toLowerCase()
  .min(1, BLOG_MSG.required)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, BLOG_MSG.slug);
const sort = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || String(v).trim() === "" ? "0" : String(v).trim()))
  .refine((v) => /^\d{1,4}$/.test(v), BLOG_MSG.sort)
  .transform(Number);

/** An image the storefront can show: an uploaded photo (ADR 0030) or a generated recipe (ADR 0007). */
export function isImagePath(value: string): boolean {
  return /^up\/[0-9a-f]{24}\.webp$/.test(value) || /^gen\/[a-z]\/[a-z0-9][a-z0-9/._-]{0,200}\.png$/.test(value) && !value.includes("..");
}
const image = text(240)
  .default("")
  .refine((v) => v === "" || isImagePath(v), BLOG_MSG.image);

/** A YouTube id from an id or a watch / youtu.be / embed / shorts address ("" stays ""). */
export function youtubeIdOf(value: string): string | null {
  const v = value.trim();
  if (v === "") return "";
  if (/^[A-Za-z0-9_-]{11}$/.test(v)) return v;
  try {
    const u = new URL(v);
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    const host = u.hostname.replace(/^(www\.|m\.)/, "");
    let id: string | null = null;
    if (host === "youtu.be") id = u.pathname.slice(1);
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      id = u.pathname === "/watch" ? u.searchParams.get("v") : (/^\/(?:embed|shorts|v)\/([^/]+)/.exec(u.pathname)?.[1] ?? null);
    }
    return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A list of ids from checkboxes (one value arrives as a string, none as nothing). */
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]).map((x) => String(x).trim()).filter((x) => x !== ""))
  .refine((v) => v.every((x) => /^\d{1,9}$/.test(x)), BLOG_MSG.category)
  .transform((v) => [...new Set(v.map(Number))]);

const blockTexts = z.object({
  headline: text(200).default(""),
  subHeadline: text(200).default(""),
  /** editor html: the API keeps only the shop's formatting when it saves it (backend/core/rich-text.ts) */
  desc: text(20_000).default(""),
  route: text(500)
    .default("")
    .refine((v) => v === "" || /^\/[^\s<>"]*$/.test(v) || /^https:\/\/[^\s<>"]+$/.test(v), BLOG_MSG.route),
});

export const blockSchema = z
  .object({
    kind: z.enum(BLOCK_KINDS, { error: BLOG_MSG.kind }),
    az: blockTexts.default({ headline: "", subHeadline: "", desc: "", route: "" }),
    en: blockTexts.default({ headline: "", subHeadline: "", desc: "", route: "" }),
    ru: blockTexts.default({ headline: "", subHeadline: "", desc: "", route: "" }),
    image,
    mobImage: image,
    side: z
      .union([z.enum(["left", "right"]), z.literal("")])
      .optional()
      .transform((v) => (v === "right" ? "right" : "left")),
    productId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined ? "" : String(v).trim()))
      .refine((v) => v === "" || /^\d{1,9}$/.test(v), BLOG_MSG.productId)
      .transform((v) => (v === "" ? null : Number(v))),
    videoId: text(200)
      .default("")
      .refine((v) => youtubeIdOf(v) !== null, BLOG_MSG.videoId)
      .transform((v) => youtubeIdOf(v) ?? ""),
  })
  .superRefine((b, ctx) => {
    for (const field of BLOCK_REQUIRED[b.kind]) {
      if (field === "headline" || field === "desc") {
        for (const lang of BLOG_LANGS) if (!b[lang][field]) ctx.addIssue({ code: "custom", path: [lang, field], message: BLOG_MSG.required });
      } else if (field === "productId" ? b.productId === null : !b[field as "image" | "videoId"]) {
        ctx.addIssue({ code: "custom", path: [field], message: BLOG_MSG.required });
      }
    }
  });

export type BlockForm = z.output<typeof blockSchema>;
export type BlockFormInput = z.input<typeof blockSchema>;

/** "2026-11-27T10:00" (a datetime-local field, read as Baku time, UTC+4) or a full ISO time. */
export const BLOG_TIME_ZONE_OFFSET = "+04:00";
const publishedAt = z
  .string(whenMissing(BLOG_MSG.required))
  .transform((v) => v.trim().replace(" ", "T"))
  .refine((v) => v !== "", BLOG_MSG.required)
  .transform((v) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) ? new Date(`${v}${BLOG_TIME_ZONE_OFFSET}`) : /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(v) ? new Date(v) : new Date(NaN)))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, BLOG_MSG.date);

const articleTexts = z.object({ title: required(200), slug, desc: text(600).default("") });

export const articleFormSchema = z.object({
  /** the version the form was read with (empty for a new article) */
  version: text(64).default(""),
  az: articleTexts,
  en: articleTexts,
  ru: articleTexts,
  status: z.enum(["on", "off"]).default("off"),
  publishedAt,
  categoryIds: idList,
  coverImage: image,
  mobileCoverImage: image,
  blocks: z
    .array(blockSchema)
    .optional()
    .transform((v) => v ?? [])
    .refine((v) => v.length <= MAX_BLOCKS, BLOG_MSG.tooManyBlocks),
});

export type ArticleFormInput = z.input<typeof articleFormSchema>;
export type ArticleForm = z.output<typeof articleFormSchema>;

/** One block as the form sends it. */
export interface BlockFormPayload {
  kind: BlockKind;
  az?: Partial<Record<(typeof BLOCK_TEXTS)[number], string>>;
  en?: Partial<Record<(typeof BLOCK_TEXTS)[number], string>>;
  ru?: Partial<Record<(typeof BLOCK_TEXTS)[number], string>>;
  image?: string;
  mobImage?: string;
  side?: "left" | "right" | "";
  productId?: string | number | null;
  videoId?: string;
}

/** What the article form sends (as typed). */
export interface ArticleFormPayload {
  version?: string;
  az: { title: string; slug: string; desc?: string };
  en: { title: string; slug: string; desc?: string };
  ru: { title: string; slug: string; desc?: string };
  status?: "on" | "off";
  /** ISO time or a datetime-local value (Baku time) */
  publishedAt: string;
  categoryIds?: (string | number)[] | string | number;
  coverImage?: string;
  mobileCoverImage?: string;
  blocks?: BlockFormPayload[];
}

export interface AdminArticleRow {
  id: number;
  title: string;
  /** the current path in the list's language */
  path: string | null;
  categories: string;
  status: "on" | "off";
  /** on and published (publishedAt passed) / on but later / off */
  state: "published" | "scheduled" | "draft";
  publishedAt: string;
  blocks: number;
  coverImage: string | null;
}

/** A block as the form shows it (texts per language, ids and paths as text). */
export interface AdminBlock {
  kind: BlockKind;
  az: Record<(typeof BLOCK_TEXTS)[number], string>;
  en: Record<(typeof BLOCK_TEXTS)[number], string>;
  ru: Record<(typeof BLOCK_TEXTS)[number], string>;
  image: string;
  mobImage: string;
  side: "left" | "right";
  productId: number | null;
  videoId: string;
}

/** An article as its edit form shows it. */
export interface AdminArticle {
  id: number;
  version: string;
  texts: Record<BlogLang, { title: string; slug: string; desc: string }>;
  status: "on" | "off";
  publishedAt: string;
  categoryIds: number[];
  coverImage: string;
  mobileCoverImage: string;
  blocks: AdminBlock[];
  /** the current path per language */
  paths: Partial<Record<BlogLang, string>>;
}

export interface ArticleCategoryOption {
  id: number;
  title: string;
}

/* ───────────── article categories ───────────── */

export const articleCategoryFormSchema = z.object({
  version: text(64).default(""),
  az: z.object({ title: required(120), slug }),
  en: z.object({ title: required(120), slug }),
  ru: z.object({ title: required(120), slug }),
  sort,
});

export type ArticleCategoryFormInput = z.input<typeof articleCategoryFormSchema>;
export type ArticleCategoryForm = z.output<typeof articleCategoryFormSchema>;

export interface ArticleCategoryFormPayload {
  version?: string;
  az: { title: string; slug: string };
  en: { title: string; slug: string };
  ru: { title: string; slug: string };
  sort?: string | number;
}

export interface AdminArticleCategoryRow {
  id: number;
  title: string;
  path: string | null;
  articles: number;
  sort: number;
}

export interface AdminArticleCategory {
  id: number;
  version: string;
  texts: Record<BlogLang, { title: string; slug: string }>;
  sort: number;
  articles: number;
}

/** The cover upload's answer: the stored photo's path for the form's image field. */
export interface BlogPhotoAnswer {
  path: string;
}
