import type { MetaDescriptor } from "react-router";
import { LANGS, localizePath, splitLangPath, type Lang } from "./i18n.ts";
import { pageReadsParam } from "./page-query.ts";

export interface RootPublicData {
  lang: Lang;
  siteUrl: string;
  siteTitle: string;
}

/**
 * Title = route title + site title; description; canonical (the page in its own language,
 * English unprefixed) and hreflang alternates for az, en, ru (and x-default).
 * `paths` gives each language's base path when it differs (entities with per-language slugs).
 * The query keeps only what pages read (tracking marks such as `utm_*` or `gclid` are not part
 * of the page's address).
 */
export function pageMeta(opts: {
  root: RootPublicData | undefined;
  title?: string;
  description?: string;
  pathname: string;
  search?: string;
  paths?: Partial<Record<Lang, string>>;
  /** true: `noindex`; "follow": `noindex, follow` */
  noindex?: boolean | "follow";
  image?: string;
}): MetaDescriptor[] {
  const root = opts.root;
  const siteTitle = root?.siteTitle ?? "Bazaar";
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const { lang, path } = splitLangPath(opts.pathname);
  const title = opts.title ? `${opts.title} | ${siteTitle}` : siteTitle;
  const kept = new URLSearchParams([...new URLSearchParams(opts.search ?? "")].filter(([name]) => pageReadsParam(name)));
  const query = kept.size ? `?${kept}` : "";
  const base = (l: Lang) => opts.paths?.[l] ?? path;
  const out: MetaDescriptor[] = [{ title }];
  if (opts.description) {
    out.push({ name: "description", content: opts.description });
    out.push({ property: "og:description", content: opts.description });
  }
  out.push({ property: "og:title", content: title });
  if (opts.image) out.push({ property: "og:image", content: opts.image.startsWith("http") ? opts.image : `${siteUrl}${opts.image}` });
  if (opts.noindex) out.push({ name: "robots", content: opts.noindex === "follow" ? "noindex, follow" : "noindex" });
  out.push({ tagName: "link", rel: "canonical", href: `${siteUrl}${localizePath(base(lang), lang)}${query}` });
  for (const l of LANGS) {
    out.push({ tagName: "link", rel: "alternate", hrefLang: l, href: `${siteUrl}${localizePath(base(l), l)}${query}` });
  }
  out.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${localizePath(base("en"), "en")}${query}` });
  return out;
}

/**
 * The root route's data as a meta function sees it (`matches` of any route), typed as the
 * caller needs it: the one place that knows the root route's id.
 */
export function rootData<T = RootPublicData>(matches: readonly unknown[]): T | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as { data?: unknown } | undefined;
  return root?.data as T | undefined;
}
