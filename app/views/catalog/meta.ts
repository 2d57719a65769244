import type { MetaDescriptor } from "react-router";
import { imageUrl } from "~/lib/images";
import { pageMeta, rootData } from "~/lib/seo";
import type { ViewData } from "../types";

interface MetaArgsLike {
  data: unknown;
  location: { pathname: string; search: string };
  matches: ({ id: string; data: unknown } | undefined)[];
}

/** Meta tags of a page whose loader returns ViewData (title, description, canonical, hreflang). */
export function viewMeta({ data, location, matches }: MetaArgsLike): MetaDescriptor[] {
  const root = rootData(matches);
  const view = data as ViewData | undefined;
  if (!view?.meta) return pageMeta({ root, pathname: location.pathname });
  // a listing says which query its canonical keeps (ADR 0056); other pages drop the sort only
  const params = new URLSearchParams(location.search);
  params.delete("sort");
  const search = view.meta.canonicalSearch ?? (params.toString() ? `?${params}` : "");
  return pageMeta({
    root,
    title: view.meta.title,
    description: view.meta.description,
    image: view.meta.image ? imageUrl(view.meta.image, 1000) : undefined,
    noindex: view.meta.noindex,
    pathname: location.pathname,
    search,
    paths: view.routes,
  });
}
