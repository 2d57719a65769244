import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { homeSections, type Lang } from "../db/schema.ts";
import type { Banner, CarouselItem, HomeDefinitions, HomeSection } from "./contract.ts";
import { tr } from "./text.ts";

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown, lang: Lang): string | null => {
  const text = tr(v, lang);
  return text === null || text === "" ? null : text;
};
const bool = (v: unknown): boolean => v === true || v === "true" || v === 1 || v === "1";

function link(v: unknown, lang: Lang): { to: string; label: string } | null {
  if (typeof v === "string") return v ? { to: v, label: "" } : null;
  const raw = obj(v);
  const to = str(raw.to ?? raw.route ?? raw.url, lang);
  return to ? { to, label: str(raw.label ?? raw.title, lang) ?? "" } : null;
}

function banner(raw: Raw, lang: Lang): Banner {
  const contentType = raw.contentType === "top" || raw.contentType === "bottom" ? raw.contentType : "default";
  return {
    type: raw.type === "video" ? "video" : "image",
    image: str(raw.image, lang),
    mbImage: str(raw.mbImage, lang),
    video: str(raw.video, lang),
    title: str(raw.title, lang),
    desc: str(raw.desc, lang),
    link: link(raw.link, lang),
    contentType,
    margin: bool(raw.margin),
    fullWidth: bool(raw.fullWidth),
  };
}

function carouselItem(raw: Raw, lang: Lang): CarouselItem {
  return {
    type: raw.type === "video" ? "video" : "image",
    route: str(raw.route, lang),
    image: str(raw.image, lang),
    mbImage: str(raw.mbImage, lang),
    video: str(raw.video, lang),
    title: str(raw.title, lang),
    subtitle: str(raw.subtitle, lang),
  };
}

/** One stored section as its answer shape; unknown section types are left out (null). */
export function toHomeSection(row: { id: number; type: string; data: unknown }, lang: Lang): HomeSection | null {
  const data = obj(row.data);
  const id = row.id;
  switch (row.type) {
    case "main_slider":
      return { id, type: "main_slider", items: list(data.items).map((i) => carouselItem(i, lang)) };
    case "double_banner": {
      const text = obj(data.text);
      return {
        id,
        type: "double_banner",
        items: list(data.items).map((i) => banner(i, lang)),
        text: { title: str(text.title, lang), desc: str(text.desc, lang), link: link(text.link, lang) },
      };
    }
    case "big_banner": {
      const items = data.items !== undefined ? list(data.items) : data.banner ? [obj(data.banner)] : [data];
      return { id, type: "big_banner", items: items.map((i) => banner(i, lang)) };
    }
    case "new_products":
    case "sale_products":
      return { id, type: row.type, title: str(data.title, lang), route: str(data.route, lang) };
    case "group_products": {
      const groupId = Number(data.productGroupId);
      if (!Number.isInteger(groupId) || groupId <= 0) return null;
      return { id, type: "group_products", productGroupId: groupId, title: str(data.title, lang), route: str(data.route, lang) };
    }
    default:
      return null;
  }
}

export async function homeDefinitions(database: Database, lang: Lang): Promise<HomeDefinitions> {
  const rows = await database.db
    .select({ id: homeSections.id, type: homeSections.type, data: homeSections.data })
    .from(homeSections)
    .where(and(eq(homeSections.lang, lang), eq(homeSections.hidden, false)))
    .orderBy(asc(homeSections.sort), asc(homeSections.id));
  const sections: HomeSection[] = [];
  for (const row of rows) {
    const section = toHomeSection(row, lang);
    if (section) sections.push(section);
  }
  return { lang, sections };
}
