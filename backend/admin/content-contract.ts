/**
 * The back office's content calls: row and form shapes and the forms' zod schemas (one schema
 * for the API's edge and the admin page's action; the app imports this file). Texts the
 * shopper reads are per language (az, en, ru); money is integer qəpik in the API, the forms
 * take manat with up to two decimals.
 */
import { z } from "zod";
import { messagesOf, whenMissing, type ErrorCode } from "../contract/errors.ts";

export const CONTENT_LANGS = ["az", "en", "ru"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Messages of the content forms (English keys; the API and the pages translate them). */
export const CONTENT_MSG = messagesOf("adminContent", { required: "field.required", sort: "adminTaxonomy.sort" });

/** a text field (a missing one is an empty required field, not zod's "expected string") */
const text = (max: number) => z.string(whenMissing(CONTENT_MSG.required)).trim().max(max);
const required = (max: number) => text(max).min(1, CONTENT_MSG.required);
const flag = z
  .union([z.boolean(), z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.includes("on") || v.includes("true") : v === true || v === "on" || v === "true" || v === "1"));
const sort = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || String(v).trim() === "" ? "0" : String(v).trim()))
  .refine((v) => /^\d{1,4}$/.test(v), CONTENT_MSG.sort)
  .transform(Number);
const coordinate = (limit: number, message: string) =>
  z
    .union([z.string(), z.number()], whenMissing(CONTENT_MSG.required))
    .transform((v) => String(v).trim().replace(",", "."))
    .refine((v) => /^-?\d{1,3}(\.\d{1,8})?$/.test(v) && Math.abs(Number(v)) <= limit, message);

/** The content forms' field kinds, for the other content schemas (banners, pages, articles). */
export const contentFields = { text, required, flag, sort };

/** Only Google's own map pages may fill the storefront's map frame (app/routes/branches.tsx checks again). */
export function isGoogleMapsUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" && /(^|\.)google\.[a-z.]+$/.test(u.hostname) && u.pathname.startsWith("/maps");
  } catch {
    return false;
  }
}

/** The map frame of a point (what a branch without its own embed address shows). */
export const embedOf = (latitude: string, longitude: string) => `https://maps.google.com/maps?q=${latitude},${longitude}&z=16&output=embed`;

/* ───────────── branches ───────────── */

const branchTexts = z.object({
  title: required(120),
  city: required(80),
  address: required(300),
  hours: text(200).default(""),
});

export const branchFormSchema = z.object({
  az: branchTexts,
  en: branchTexts,
  ru: branchTexts,
  phone: text(40)
    .default("")
    .refine((v) => v === "" || /^\+?[\d\s()-]{5,40}$/.test(v), CONTENT_MSG.phone),
  latitude: coordinate(90, CONTENT_MSG.latitude),
  longitude: coordinate(180, CONTENT_MSG.longitude),
  /** empty: the map frame of the coordinates */
  googleEmbed: text(2000)
    .default("")
    .refine((v) => v === "" || isGoogleMapsUrl(v), CONTENT_MSG.map),
  isPickup: flag,
  hidden: flag,
  sort,
});

export type BranchFormInput = z.input<typeof branchFormSchema>;
export type BranchForm = z.output<typeof branchFormSchema>;

/** What the branch form sends (as typed). */
export interface BranchFormPayload {
  az: { title: string; city: string; address: string; hours?: string };
  en: { title: string; city: string; address: string; hours?: string };
  ru: { title: string; city: string; address: string; hours?: string };
  phone?: string;
  latitude: string | number;
  longitude: string | number;
  googleEmbed?: string;
  isPickup?: boolean | string;
  hidden?: boolean | string;
  sort?: string | number;
}

export interface AdminBranchRow {
  id: number;
  title: string;
  city: string;
  address: string;
  phone: string | null;
  isPickup: boolean;
  hidden: boolean;
  sort: number;
}

/** A branch as its edit form shows it. */
export interface AdminBranch {
  id: number;
  texts: Record<ContentLang, { title: string; city: string; address: string; hours: string }>;
  phone: string;
  latitude: string;
  longitude: string;
  googleEmbed: string;
  isPickup: boolean;
  hidden: boolean;
  sort: number;
}

/* ───────────── delivery areas (city > district > place) ───────────── */

export const AREA_LEVELS = ["city", "district", "place"] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/** A fee in manat as typed; empty: inherit the parent's (null). */
const fee = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? "" : String(v).trim().replace(",", ".")))
  .refine((v) => v === "" || /^\d{1,5}(\.\d{1,2})?$/.test(v), CONTENT_MSG.fee)
  .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)));

export const areaFormSchema = z.object({
  /** empty: a city */
  parentId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || String(v).trim() === "" ? null : Number(v)))
    .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0), CONTENT_MSG.parent),
  code: text(60)
    .toLowerCase()
    .min(1, CONTENT_MSG.required)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONTENT_MSG.code),
  az: z.object({ title: required(120) }),
  en: z.object({ title: required(120) }),
  ru: z.object({ title: required(120) }),
  fee,
  noDelivery: flag,
  sort,
});

export type AreaFormInput = z.input<typeof areaFormSchema>;
export type AreaForm = z.output<typeof areaFormSchema>;

export interface AreaFormPayload {
  parentId?: string | number | null;
  code: string;
  az: { title: string };
  en: { title: string };
  ru: { title: string };
  fee?: string | number;
  noDelivery?: boolean | string;
  sort?: string | number;
}

export interface AdminAreaRow {
  id: number;
  code: string;
  level: AreaLevel;
  title: string;
  /** the ancestors' titles, city first */
  parents: string;
  /** the area's own fee (null: inherited) */
  feeQ: number | null;
  /** the fee a shopper pays here (own or inherited; null: unknown) */
  effectiveFeeQ: number | null;
  noDelivery: boolean;
  children: number;
  sort: number;
}

/** A delivery area as its edit form shows it. */
export interface AdminArea {
  id: number;
  parentId: number | null;
  code: string;
  level: AreaLevel;
  texts: Record<ContentLang, { title: string }>;
  feeQ: number | null;
  noDelivery: boolean;
  sort: number;
  children: number;
}

/** An area a new one may sit under: cities and districts, in tree order. */
export interface AreaParentOption {
  id: number;
  level: "city" | "district";
  title: string;
}

/* ───────────── menus (main, company, for_customer) ───────────── */

export const MENUS = ["main", "company", "for_customer"] as const;
export type MenuName = (typeof MENUS)[number];
/** What an item may link besides a plain address (the entity's route in each language wins). */
export const MENU_TARGETS = ["category", "collection", "brand", "product_group", "page", "article", "article_category", "product"] as const;
export type MenuTarget = (typeof MENU_TARGETS)[number];
/** The storefront's badges and marks of an item (`menu_items.flags`). */
export const MENU_FLAGS = ["isNewIn", "isSale", "campaign", "orangeStar", "new"] as const;
/** Levels the storefront shows (backend/content/service.ts MENU_DEPTH). */
export const MENU_LEVELS = 3;

export const MENU_MSG = messagesOf("adminMenu");

export const menuItemFormSchema = z
  .object({
    menu: z.enum(MENUS, { error: CONTENT_MSG.required }),
    parentId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || String(v).trim() === "" ? null : Number(v)))
      .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0), MENU_MSG.parent),
    az: z.object({ title: required(120) }),
    en: z.object({ title: required(120) }),
    ru: z.object({ title: required(120) }),
    /** empty: a plain address (`link`) */
    entityType: z
      .union([z.enum(MENU_TARGETS), z.literal("")])
      .optional()
      .transform((v) => (v ? v : null)),
    entityId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || String(v).trim() === "" ? null : String(v).trim()))
      .refine((v) => v === null || /^\d{1,9}$/.test(v), MENU_MSG.targetMissing)
      .transform((v) => (v === null ? null : Number(v))),
    link: text(500)
      .default("")
      .refine((v) => v === "" || /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), MENU_MSG.link),
    sort,
    isNewIn: flag,
    isSale: flag,
    campaign: flag,
    orangeStar: flag,
    new: flag,
  })
  .superRefine((v, ctx) => {
    if (v.entityType && v.entityId === null) ctx.addIssue({ code: "custom", path: ["entityId"], message: MENU_MSG.targetMissing });
    if (!v.entityType && !v.link) ctx.addIssue({ code: "custom", path: ["link"], message: MENU_MSG.target });
  });

export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemForm = z.output<typeof menuItemFormSchema>;

export interface MenuItemFormPayload {
  menu: MenuName;
  parentId?: string | number | null;
  az: { title: string };
  en: { title: string };
  ru: { title: string };
  entityType?: MenuTarget | "";
  entityId?: string | number | null;
  link?: string;
  sort?: string | number;
  isNewIn?: boolean | string;
  isSale?: boolean | string;
  campaign?: boolean | string;
  orangeStar?: boolean | string;
  new?: boolean | string;
}

export interface AdminMenuItemRow {
  id: number;
  menu: MenuName;
  depth: number;
  title: string;
  parents: string;
  /** where it leads in the list's language: the linked entity's path, else the link */
  target: string | null;
  entityType: string | null;
  children: number;
  sort: number;
}

export interface AdminMenuItem {
  id: number;
  menu: MenuName;
  parentId: number | null;
  texts: Record<ContentLang, { title: string }>;
  entityType: MenuTarget | null;
  entityId: number | null;
  link: string;
  sort: number;
  flags: Record<string, unknown>;
  children: number;
}

/** An item a new one may go under: items of the first two levels, per menu, in tree order. */
export interface MenuParentOption {
  id: number;
  menu: MenuName;
  depth: number;
  title: string;
}

/* ───────────── the check of a stored record (admin/{branches,menus}/verify/:id) ───────────── */

/**
 * The codes a check can answer (the error catalogue's `adminVerify.*`), written out: the OpenAPI
 * types generator cannot read `ErrorCode` (a type of the catalogue's JSON file).
 */
export type VerifyCode = `adminVerify.${
  | "titleMissing"
  | "cityMissing"
  | "addressMissing"
  | "hoursMissing"
  | "phoneMissing"
  | "phoneInvalid"
  | "mapOutside"
  | "branchHidden"
  | "linkNotFound"
  | "linkNotHttps"
  | "targetNotShown"
  | "noAddressIn"
  | "pageHidden"
  | "saleOff"
  | "parentHidden"
  | "parentMissing"
  | "tooDeep"}`;
/** Compile-time guard: each of them is a code of the catalogue. */
export const VERIFY_CODES_ARE_ERROR_CODES: VerifyCode extends ErrorCode ? true : never = true;

/**
 * One finding of a record's check: a code of the error catalogue (`adminVerify.*`, texts in
 * locales/{az,en,ru}/errors.json) and the values of its placeholders. `lang` (az, en, ru) names the
 * language a finding is about; `type` a menu item's linked kind (MENU_TARGETS).
 */
export interface VerifyProblem {
  code: VerifyCode;
  params: Record<string, string>;
}

/** What a check answers: the findings, none when all is well. Nothing is changed. */
export interface VerifyAnswer {
  problems: VerifyProblem[];
}

/** Azerbaijan's bounding box: a branch's map point outside it is a typing slip (swapped or dropped digits). */
export const AZ_BOUNDS = { latMin: 38.3, latMax: 41.95, lonMin: 44.7, lonMax: 50.7 } as const;
