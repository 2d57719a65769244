/** Rows of the catalogue's fixed vocabulary: colours, brands, parameters, categories, size tables, badges. */
import type { I18n, Lang } from "../schema.ts";
import * as s from "../schema.ts";
import { bannerImagePath, productImagePath } from "../../media/kinds.ts";
import {
  BRANDS,
  COLORS,
  COUNTRIES,
  FITS,
  MATERIALS,
  PARAMS,
  SEASONS,
  TREE,
  t,
  type ColorDef,
  type LeafDef,
  type TopDef,
} from "./data/catalog.ts";
import { SIZE_TABLES, BADGES } from "./data/sizes.ts";
import { latinSlug } from "./translit.ts";

export const LANGS: Lang[] = ["az", "en", "ru"];

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface LeafInfo {
  def: LeafDef;
  index: number;
  id: number;
  /** category ids from the top down to this leaf */
  chain: number[];
  /** titles of the chain per language (for search text) */
  chainTitles: Record<Lang, string[]>;
  /** the leaf's public path per language */
  paths: Record<Lang, string>;
  top: TopDef;
}

export interface Taxonomy {
  colors: Row<typeof s.colors>[];
  color(slug: string): { id: number; def: ColorDef };
  brands: Row<typeof s.brands>[];
  brandId(slug: string): number;
  brandTitle(id: number): string;
  params: Row<typeof s.params>[];
  paramValues: Row<typeof s.paramValues>[];
  valueId(param: "material" | "season" | "fit" | "country", slug: string): number;
  valueTitle(id: number): I18n;
  categories: Row<typeof s.categories>[];
  leaves: LeafInfo[];
  leafByKey: Map<string, LeafInfo>;
  topIds: Map<string, number>;
  categoryPaths: Map<number, Record<Lang, string>>;
  sizeTables: Row<typeof s.sizeTables>[];
  sizeTableId(name: string): number;
  badges: Row<typeof s.badges>[];
  badgeId(key: string): number;
  routes: Row<typeof s.routes>[];
}

const slugOf = (title: I18n, override: Partial<I18n> | undefined, lang: Lang) => override?.[lang] ?? latinSlug(title[lang]);

export function buildTaxonomy(): Taxonomy {
  const colors = COLORS.map((c, i) => ({ id: i + 1, slug: c.slug, hex: `#${c.hex}`, title: c.title }));
  const colorIndex = new Map(COLORS.map((c, i) => [c.slug, { id: i + 1, def: c }]));

  const brands = BRANDS.map((b, i) => ({
    id: i + 1,
    slug: b.slug,
    title: b.title,
    desc: b.desc,
    image: bannerImagePath(`brand-${b.slug}`, 600, 600),
    sort: i,
  }));
  const brandIndex = new Map(BRANDS.map((b, i) => [b.slug, i + 1]));

  const params = PARAMS.map((p, i) => ({ id: i + 1, name: p.name, title: p.title, filterable: p.filterable, sort: i }));
  const paramValues: Row<typeof s.paramValues>[] = [];
  const valueIndex = new Map<string, number>();
  const valueTitles = new Map<number, I18n>();
  const vocab: Record<string, { slug: string; title: I18n }[]> = {
    material: MATERIALS,
    season: SEASONS,
    fit: FITS,
    country: COUNTRIES,
  };
  for (const p of params) {
    vocab[p.name].forEach((v, i) => {
      const id = paramValues.length + 1;
      paramValues.push({ id, paramId: p.id, slug: v.slug, title: v.title, sort: i });
      valueIndex.set(`${p.name}:${v.slug}`, id);
      valueTitles.set(id, v.title);
    });
  }

  const categories: Row<typeof s.categories>[] = [];
  const leaves: LeafInfo[] = [];
  const topIds = new Map<string, number>();
  const categoryPaths = new Map<number, Record<Lang, string>>();
  const routes: Row<typeof s.routes>[] = [];
  const addCategory = (
    def: { key: string; title: I18n; slug?: Partial<I18n> },
    parent: { id: number; paths: Record<Lang, string> } | null,
    extra: Partial<Row<typeof s.categories>>,
    sort: number,
  ) => {
    const id = categories.length + 1;
    const paths = {} as Record<Lang, string>;
    for (const lang of LANGS) paths[lang] = `${parent ? parent.paths[lang] : ""}/${slugOf(def.title, def.slug, lang)}`;
    categories.push({ id, parentId: parent?.id ?? null, slug: slugOf(def.title, def.slug, "en"), title: def.title, sort, ...extra });
    categoryPaths.set(id, paths);
    for (const lang of LANGS) routes.push({ lang, path: paths[lang], entityType: "category", entityId: id });
    return { id, paths };
  };

  TREE.forEach((top, ti) => {
    const topCat = addCategory(
      top,
      null,
      {
        desc: top.desc,
        image: productImagePath(top.kind, top.color, "outfit"),
        hasHome: ti < 4,
        popular: {
          smallImage: bannerImagePath(`popular-${top.key}-small-${top.kind}-${top.color}`, 600, 800),
          smallTitle: t("New in", "Yeni gələnlər", "Новинки"),
          bigImage: bannerImagePath(`popular-${top.key}-big-${top.kind}-${top.color}`, 1200, 800),
          bigTitle: t("Sale", "Endirim", "Распродажа"),
        },
      },
      ti,
    );
    // the promo links filter the new-in and sale listings by this category
    const topRow = categories[topCat.id - 1];
    topRow.popular = {
      ...(topRow.popular as Record<string, unknown>),
      smallRoute: `/newin?filter_category=${topCat.id}`,
      bigRoute: `/sale?filter_category=${topCat.id}`,
    };
    topIds.set(top.key, topCat.id);
    top.children.forEach((branch, bi) => {
      const firstLeaf = branch.children[0];
      const branchCat = addCategory(
        branch,
        topCat,
        { image: productImagePath(firstLeaf.models[0].kind, colorIndex.get(firstLeaf.colors[0])!.def.hex, "front") },
        bi,
      );
      branch.children.forEach((leaf, li) => {
        const leafHex = colorIndex.get(leaf.colors[li % leaf.colors.length])!.def.hex;
        const leafCat = addCategory(
          leaf,
          branchCat,
          { desc: leaf.blurb, image: productImagePath(leaf.models[0].kind, leafHex, "front") },
          li,
        );
        const chainTitles = {} as Record<Lang, string[]>;
        for (const lang of LANGS) chainTitles[lang] = [top.title[lang], branch.title[lang], leaf.title[lang]];
        leaves.push({
          def: leaf,
          index: leaves.length,
          id: leafCat.id,
          chain: [topCat.id, branchCat.id, leafCat.id],
          chainTitles,
          paths: leafCat.paths,
          top,
        });
      });
    });
  });

  const sizeTables = SIZE_TABLES.map((st, i) => ({ id: i + 1, ...st.row }));
  const sizeTableIndex = new Map(SIZE_TABLES.map((st, i) => [st.row.name, i + 1]));
  const badges = BADGES.map((b, i) => ({ id: i + 1, name: b.name, image: null, color: b.color }));
  const badgeIndex = new Map(BADGES.map((b, i) => [b.key, i + 1]));

  for (const brand of brands) {
    for (const lang of LANGS) routes.push({ lang, path: `/brands/${brand.slug}`, entityType: "brand", entityId: brand.id });
  }

  return {
    colors,
    color: (slug) => {
      const found = colorIndex.get(slug);
      if (!found) throw new Error(`unknown colour ${slug}`);
      return found;
    },
    brands,
    brandId: (slug) => {
      const id = brandIndex.get(slug);
      if (!id) throw new Error(`unknown brand ${slug}`);
      return id;
    },
    brandTitle: (id) => brands[id - 1].title,
    params,
    paramValues,
    valueId: (param, slug) => {
      const id = valueIndex.get(`${param}:${slug}`);
      if (!id) throw new Error(`unknown ${param} value ${slug}`);
      return id;
    },
    valueTitle: (id) => valueTitles.get(id)!,
    categories,
    leaves,
    leafByKey: new Map(leaves.map((l) => [l.def.key, l])),
    topIds,
    categoryPaths,
    sizeTables,
    sizeTableId: (name) => sizeTableIndex.get(name)!,
    badges,
    badgeId: (key) => badgeIndex.get(key)!,
    routes,
  };
}
