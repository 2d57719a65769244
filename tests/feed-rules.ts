/**
 * The shopping services' required-field rules, written from their published specifications
 * (Google Merchant Center product data, Meta catalogue data feed), for the tests of
 * /feeds/google-<lang>.xml and /feeds/meta-<lang>.csv. Each function answers the broken rules
 * as `item <id>: <field> <problem>` lines; an empty list is a valid feed.
 */
import { parseCsv } from "./csv.ts";

const PRICE = /^\d+\.\d{2} AZN$/;
const HTTPS = /^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/;
const MINUTE = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:?\\d{2})";
const INTERVAL = new RegExp(`^${MINUTE}/${MINUTE}$`);

const amount = (price: string) => Number(price.split(" ")[0]);

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

type Fields = Map<string, string[]>;

function common(id: string, f: (name: string) => string | undefined, all: (name: string) => string[], problems: string[], rules: { titleMax: number; descriptionMax: number; availability: string[]; extraMax: number }) {
  const bad = (field: string, problem: string) => problems.push(`item ${id}: ${field} ${problem}`);
  if (!id) bad("id", "is missing");
  if (id.length > 50) bad("id", "is over 50 characters");
  const title = f("title") ?? "";
  if (!title.trim()) bad("title", "is missing");
  if ([...title].length > rules.titleMax) bad("title", `is over ${rules.titleMax} characters`);
  const description = f("description") ?? "";
  if (!description.trim()) bad("description", "is missing");
  if ([...description].length > rules.descriptionMax) bad("description", `is over ${rules.descriptionMax} characters`);
  for (const field of ["link", "image_link"]) {
    const value = f(field);
    if (!value) bad(field, "is missing");
    else if (!HTTPS.test(value)) bad(field, `is not an absolute https URL: ${value}`);
  }
  const extra = all("additional_image_link");
  if (extra.length > rules.extraMax) bad("additional_image_link", `has more than ${rules.extraMax} links`);
  for (const url of extra) if (!HTTPS.test(url)) bad("additional_image_link", `is not an absolute https URL: ${url}`);
  const availability = f("availability");
  if (!availability || !rules.availability.includes(availability)) bad("availability", `is not one of ${rules.availability.join(", ")}: ${availability}`);
  if (!["new", "refurbished", "used"].includes(f("condition") ?? "")) bad("condition", "is not new, refurbished or used");
  const price = f("price");
  if (!price || !PRICE.test(price)) bad("price", `is not written like 12.90 AZN: ${price}`);
  const sale = f("sale_price");
  if (sale) {
    if (!PRICE.test(sale)) bad("sale_price", `is not written like 12.90 AZN: ${sale}`);
    else if (price && PRICE.test(price) && amount(sale) >= amount(price)) bad("sale_price", "is not below the price");
  }
  const effective = f("sale_price_effective_date");
  if (effective) {
    if (!sale) bad("sale_price_effective_date", "is given without a sale price");
    if (!INTERVAL.test(effective)) bad("sale_price_effective_date", `is not an ISO 8601 interval: ${effective}`);
  }
  if (f("size") && !f("item_group_id")) bad("item_group_id", "is missing on a size");
}

/** Google Merchant Center RSS 2.0 feed. */
export function googleFeedProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push("feed: no XML declaration");
  if (!/<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/.test(xml)) problems.push("feed: not RSS 2.0 with the g: namespace");
  if (!/<channel>[\s\S]*<title>[^<]+<\/title>[\s\S]*<link>[^<]+<\/link>[\s\S]*<description>[^<]+<\/description>/.test(xml)) problems.push("feed: the channel lacks a title, link or description");
  if (!xml.trimEnd().endsWith("</channel>\n</rss>".trimEnd()) && !xml.trimEnd().endsWith("</rss>")) problems.push("feed: not closed");
  if (/[<>]/.test(xml.replace(/<[^<>]+>/g, ""))) problems.push("feed: unescaped markup in a text");
  const ids = new Set<string>();
  for (const [, body] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const fields: Fields = new Map();
    for (const [, name, value] of body!.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) fields.set(name!, [...(fields.get(name!) ?? []), unescapeXml(value!)]);
    const f = (name: string) => fields.get(name)?.[0];
    const id = f("id") ?? "";
    if (ids.has(id)) problems.push(`item ${id}: id is not unique`);
    ids.add(id);
    common(id, f, (name) => fields.get(name) ?? [], problems, { titleMax: 150, descriptionMax: 5000, availability: ["in_stock", "out_of_stock", "preorder", "backorder"], extraMax: 10 });
    if (!f("brand") && f("identifier_exists") !== "no") problems.push(`item ${id}: brand is missing (or identifier_exists no)`);
  }
  return problems;
}

const META_REQUIRED = ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"];

/** Meta (Facebook) catalogue CSV feed. */
export function metaFeedProblems(csv: string): string[] {
  const problems: string[] = [];
  const [header, ...rows] = parseCsv(csv);
  if (!header) return ["feed: empty"];
  for (const column of META_REQUIRED) if (!header.includes(column)) problems.push(`feed: no ${column} column`);
  const ids = new Set<string>();
  rows.forEach((cells, n) => {
    if (cells.length !== header.length) problems.push(`row ${n + 2}: ${cells.length} fields, the header has ${header.length}`);
    const f = (name: string) => cells[header.indexOf(name)] || undefined;
    const id = f("id") ?? "";
    if (ids.has(id)) problems.push(`item ${id}: id is not unique`);
    ids.add(id);
    const extra = (f("additional_image_link") ?? "").split(",").filter(Boolean);
    common(id, f, (name) => (name === "additional_image_link" ? extra : []), problems, { titleMax: 200, descriptionMax: 9999, availability: ["in stock", "out of stock", "available for order", "discontinued"], extraMax: 20 });
    if (!f("brand")) problems.push(`item ${id}: brand is missing`);
  });
  return problems;
}
