/**
 * The back office's taxonomy calls (categories, brands, collections, product groups): row and
 * form shapes and the forms' zod schemas, one schema for the API's edge and the admin pages'
 * actions (the app imports this file). Titles, slugs and descriptions are per language; a
 * brand's name is one word in every language, its address `/brands/{slug}` too.
 */
import { z } from "zod";
import { SLUG_PATTERN } from "./catalogue-contract.ts";
import { messagesOf, whenMissing } from "../contract/errors.ts";

export const TAXONOMY_KINDS = ["categories", "brands", "collections", "product-groups"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];
/** Kinds whose products are chosen one by one (collections, product groups). */
export const MEMBER_KINDS = ["collections", "product-groups"] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export const TAXONOMY_LANGS = ["az", "en", "ru"] as const;
export type TaxonomyLang = (typeof TAXONOMY_LANGS)[number];

/** The deepest a category may sit (1 = top level). */
export const CATEGORY_MAX_DEPTH = 3;

/** Messages of the taxonomy forms and calls (English keys; the API and the pages translate them). */
export const TAXONOMY_MSG = messagesOf("adminTaxonomy", { required: "field.required", notFound: "api.notFound" });

/** a text field (a missing one is an empty required field, not zod's "expected string") */
const text = (max: number) => z.string(whenMissing(TAXONOMY_MSG.required)).trim().max(max);
const required = (max: number) => text(max).min(1, TAXONOMY_MSG.required);
const slug = text(120).toLowerCase().min(1, TAXONOMY_MSG.required).regex(SLUG_PATTERN, TAXONOMY_MSG.slug);
const sort = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || String(v).trim() === "" ? "0" : String(v).trim()))
  .refine((v) => /^\d{1,4}$/.test(v), TAXONOMY_MSG.sort)
  .transform(Number);
/** a path below the image store (`categories/shirts.jpg`), or nothing */
const image = text(300)
  .default("")
  .refine((v) => v === "" || /^[a-z0-9][a-z0-9._/-]*\.(jpe?g|png|webp|svg)$/i.test(v) && !v.includes(".."), TAXONOMY_MSG.image)
  .transform((v) => v || null);
const version = text(64).default("");
const parentId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || String(v).trim() === "" ? null : Number(v)))
  .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0 && v < 1e9), TAXONOMY_MSG.parentMissing);

const categoryTexts = z.object({ title: required(200), slug, desc: text(20_000).default("") });
export const categoryFormSchema = z.object({
  version,
  parentId,
  sort,
  image,
  az: categoryTexts,
  en: categoryTexts,
  ru: categoryTexts,
});

const brandTexts = z.object({ desc: text(20_000).default("") });
export const brandFormSchema = z.object({
  version,
  title: required(120),
  slug,
  sort,
  image,
  az: brandTexts,
  en: brandTexts,
  ru: brandTexts,
});

const collectionTexts = z.object({ title: required(200), slug, headline: text(300).default(""), desc: text(20_000).default("") });
export const collectionFormSchema = z.object({
  version,
  sort,
  image,
  az: collectionTexts,
  en: collectionTexts,
  ru: collectionTexts,
});

const groupTexts = z.object({ title: required(200), slug });
export const groupFormSchema = z.object({
  version,
  sort,
  az: groupTexts,
  en: groupTexts,
  ru: groupTexts,
});

export const TAXONOMY_SCHEMAS = {
  categories: categoryFormSchema,
  brands: brandFormSchema,
  collections: collectionFormSchema,
  "product-groups": groupFormSchema,
} as const;

export type CategoryForm = z.output<typeof categoryFormSchema>;
export type BrandForm = z.output<typeof brandFormSchema>;
export type CollectionForm = z.output<typeof collectionFormSchema>;
export type GroupForm = z.output<typeof groupFormSchema>;
export type TaxonForm = CategoryForm | BrandForm | CollectionForm | GroupForm;

/** What the taxonomy forms send (the schemas read strings as a form posts them). */
export interface TaxonFormPayload {
  version?: string;
  parentId?: number | string | null;
  sort?: number | string;
  image?: string;
  title?: string;
  slug?: string;
  az?: { title?: string; slug?: string; desc?: string; headline?: string };
  en?: { title?: string; slug?: string; desc?: string; headline?: string };
  ru?: { title?: string; slug?: string; desc?: string; headline?: string };
}

/** Add a product to a collection or group: its SKU or its number. */
export const memberAddSchema = z.object({ product: required(60) });
export const memberRemoveSchema = z.object({ productId: z.coerce.number().int().positive().max(999_999_999) });
export const memberMoveSchema = z.object({ productId: z.coerce.number().int().positive().max(999_999_999), to: z.enum(["up", "down"], { error: TAXONOMY_MSG.move }) });

/** One record as its form shows it. Fields a kind does not have are left out. */
export interface AdminTaxon {
  kind: TaxonomyKind;
  id: number;
  /** a fingerprint of what the form edits; a save with another one answers 409 */
  version: string;
  sort: number;
  image: string | null;
  /** categories */
  parentId?: number | null;
  /** brands: the one name and slug */
  title?: string;
  slug?: string;
  texts: Record<TaxonomyLang, { title: string; slug: string; desc: string; headline: string }>;
  /** the current public path per language (no language prefix) */
  paths: Record<TaxonomyLang, string | null>;
  /** products in it (categories: with their subcategories) */
  products: number;
  /** categories: direct subcategories */
  children?: number;
}

/** A row of a taxonomy list. */
export interface AdminTaxonRow {
  id: number;
  title: string;
  /** categories: the parents' titles, `Men › Shirts` */
  parents?: string;
  /** categories: 1 top level … 3 */
  depth?: number;
  parentId?: number | null;
  image: string | null;
  products: number;
  children?: number;
  sort: number;
  /** the public path in the list's language (no language prefix) */
  path: string | null;
}

/** A product in a collection or group. */
export interface AdminMember {
  productId: number;
  sku: string;
  title: string;
  image: string | null;
  status: "active" | "hidden";
  sort: number;
}

/** A category a form may choose as the parent (tree order). */
export interface CategoryParentOption {
  id: number;
  title: string;
  /** 0 top level */
  depth: number;
}
