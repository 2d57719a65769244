import { useTranslation } from "~/lib/translation";
import { Link, useRouteLoaderData } from "react-router";
import { useLocalize } from "~/hooks/useLang";

export interface Crumb {
  title: string;
  /** base path without the language prefix; the last crumb (the current page) has none */
  to?: string;
}

/**
 * schema.org BreadcrumbList for the crumbs (Home first). `paths` are already localized
 * absolute paths or base paths passed through `localize`.
 */
export function breadcrumbJsonLd(crumbs: { title: string; url?: string }[], siteUrl: string): Record<string, unknown> {
  const base = siteUrl.replace(/\/$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.title,
      ...(c.url ? { item: c.url.startsWith("http") ? c.url : `${base}${c.url}` } : {}),
    })),
  };
}

/** Serialises JSON-LD safely for a <script> element (no closing tag or comment can break out). */
export function jsonLdString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export function JsonLd({ value }: { value: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(value) }} />;
}

/**
 * The trail with Home first. Home is named by the site's title when a crumb of the trail has
 * the same name (the Home category: "Bazaar › Home", never "Home › Home").
 */
export function withHome(items: readonly Crumb[], home: string, siteTitle: string): Crumb[] {
  const clash = items.some((c) => c.title.trim().toLocaleLowerCase() === home.trim().toLocaleLowerCase());
  return [{ title: clash ? siteTitle : home, to: "/" }, ...items];
}

/** Home › … › current page, with a BreadcrumbList JSON-LD script. */
export function Breadcrumbs({ items, siteUrl, className = "" }: { items: Crumb[]; siteUrl?: string; className?: string }) {
  const { t } = useTranslation("common");
  const root = useRouteLoaderData("root") as { siteUrl?: string; siteTitle?: string } | undefined;
  const localize = useLocalize();
  const all = withHome(items, t("home"), root?.siteTitle ?? "Bazaar");
  const ld = breadcrumbJsonLd(
    all.map((c) => ({ title: c.title, url: c.to ? localize(c.to) : undefined })),
    siteUrl ?? root?.siteUrl ?? "",
  );
  return (
    <nav aria-label={t("catalog:breadcrumbs")} className={`text-xs text-muted ${className}`} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${i}-${c.title}`} className="flex items-center gap-1.5">
              {c.to && !last ? (
                <Link to={localize(c.to)} className="hover:text-ink hover:underline">
                  {c.title}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "text-ink" : ""}>
                  {c.title}
                </span>
              )}
              {!last ? <span aria-hidden="true">/</span> : null}
            </li>
          );
        })}
      </ol>
      <JsonLd value={ld} />
    </nav>
  );
}
