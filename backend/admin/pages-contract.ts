/**
 * The back office's static pages (payment, delivery, returns, contact, about…): per language a
 * title, an address and the body as the html the storefront's page renders (headings,
 * paragraphs, lists, links, tables); a key the shop's code finds the page by (payment, delivery
 * and returns are the home page's advantage links, contact takes the feedback form), fixed
 * once the page exists; shown or hidden. Row and form shapes and the form's zod schema (one
 * schema for the API's edge and the admin page's action; the app imports this file).
 */
import { z } from "zod";
import { contentFields, type ContentLang } from "./content-contract.ts";
import { messagesOf } from "../contract/errors.ts";

const { text, required, flag } = contentFields;

export const PAGE_MSG = messagesOf("adminPage", { notFound: "content.pageNotFound", key: "adminContent.code" });

/** Pages the shop's own screens link by key (the home page's advantages, the contact form). */
export const SHOP_PAGES = ["payment", "delivery", "returns", "contact"] as const;

/** First path segments the shop's own screens use: a page there could never be reached. */
export const RESERVED_SEGMENTS = [
  "admin", "action", "api", "blog", "branches", "brands", "best-sellers", "cabinet", "cart", "checkout", "collections", "compare",
  "d", "dev", "healthz", "img", "login", "logout", "newin", "new-password", "newsletter", "order", "orders", "payment-result",
  "products", "push", "readyz", "remind", "robots.txt", "sale", "search", "signup", "sitemap.xml", "suggest", "wishlist", "az", "ru", "en",
] as const;

export const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const pageTexts = z.object({
  title: required(200),
  path: required(200)
    .transform((v) => v.toLowerCase())
    .refine((v) => PAGE_PATH.test(v), PAGE_MSG.path)
    .refine((v) => !(RESERVED_SEGMENTS as readonly string[]).includes(v.split("/")[1] ?? ""), PAGE_MSG.pathReserved),
  /** editor html: the API keeps only the shop's formatting when it saves it (backend/core/rich-text.ts) */
  content: text(100_000).default(""),
});

export const pageFormSchema = z.object({
  key: text(60)
    .default("")
    .refine((v) => v === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), PAGE_MSG.key),
  az: pageTexts,
  en: pageTexts,
  ru: pageTexts,
  hidden: flag,
  version: text(64).default(""),
});

export type PageForm = z.output<typeof pageFormSchema>;

/** What the page form sends (as typed). */
export interface PageFormPayload {
  key?: string;
  az: { title: string; path: string; content?: string };
  en: { title: string; path: string; content?: string };
  ru: { title: string; path: string; content?: string };
  hidden?: boolean | string;
  version?: string;
}

export interface AdminPageRow {
  id: number;
  key: string;
  title: string;
  /** the address in the list's language */
  path: string | null;
  hidden: boolean;
}

/** A page as its edit form shows it. */
export interface AdminPage {
  id: number;
  key: string;
  hidden: boolean;
  texts: Record<ContentLang, { title: string; path: string; content: string }>;
  /** a fingerprint of what the form edits: a save with an older one is 'changed by someone else' */
  version: string;
}
