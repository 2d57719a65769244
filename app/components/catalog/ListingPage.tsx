import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useLocation, useNavigation } from "react-router";
import type { FilterGroup, FilterItem } from "../../../backend/catalog/contract";
import { Breadcrumbs, type Crumb } from "~/components/ui/Breadcrumbs";
import { Pagination } from "~/components/ui/Pagination";
import { imageUrl, srcSet } from "~/lib/images";
import { formatMoney } from "~/lib/money";
import type { ListingData } from "~/lib/listing-query";
import { FilterPanel, NoScriptStyles, useApplyFilters } from "./FilterPanel";
import { ProductGrid } from "./ProductGrid";
import { FILTER_FORM_ID, SortSelect } from "./SortSelect";
import { useLocalize } from "~/hooks/useLang";
import { useHydrated } from "~/hooks/useHydrated";
import { splitPageQuery } from "~/lib/page-query";

export interface ListingLink {
  title: string;
  route: string;
  /** the category's image, a small round thumbnail in the link */
  image?: string | null;
  active?: boolean;
}

export interface ListingPageProps {
  crumbs: Crumb[];
  title: string;
  /** collection headline, above the title */
  headline?: string | null;
  /** cover image path and its description (collections, brands, categories) */
  cover?: { image?: string | null; desc?: string | null } | null;
  /** a small image beside the title when there is no cover: the category's picture, the brand's logo (round) */
  thumb?: { image: string; round?: boolean } | null;
  /** editor HTML shown under the listing (category description): pass only text cleaned by the API (ADR 0041) */
  description?: string | null;
  /** child or sibling categories */
  links?: ListingLink[];
  listing: ListingData;
  /** shown instead of the listing (e.g. 'Search query is empty') */
  message?: string | null;
  /** extra content under the heading (search box on the search page) */
  children?: React.ReactNode;
  /** shown under the message or the 'not found' text when nothing is listed (the search page's way on) */
  emptyExtra?: React.ReactNode;
}

function findTitle(items: FilterItem[], id: string): string | null {
  for (const item of items) {
    if (String(item.id) === id) return item.title;
    const inner = item.children ? findTitle(item.children, id) : null;
    if (inner) return inner;
  }
  return null;
}

/** Chips of the applied filters, each a link that removes it. */
function ActiveFilters({ groups, listing }: { groups: FilterGroup[]; listing: ListingData }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const chips: { key: string; label: string; to: string }[] = [];
  const base = new URLSearchParams(location.search);
  base.delete("p");
  const href = (mutate: (p: URLSearchParams) => void) => {
    const p = new URLSearchParams(base);
    mutate(p);
    const qs = p.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
  for (const [name, values] of Object.entries(listing.state.selected)) {
    const group = groups.find((g) => g.name === name);
    if (!group) continue;
    for (const value of values) {
      const title = findTitle(group.items, value);
      if (!title) continue;
      chips.push({
        key: `${name}-${value}`,
        label: title,
        to: href((p) => {
          const rest = p.getAll(name).filter((v) => v !== value);
          p.delete(name);
          for (const v of rest) p.append(name, v);
        }),
      });
    }
  }
  const { priceMin, priceMax } = listing.state;
  if (priceMin !== undefined || priceMax !== undefined) {
    chips.push({
      key: "price",
      label: `${priceMin !== undefined ? formatMoney(priceMin * 100) : "…"} – ${priceMax !== undefined ? formatMoney(priceMax * 100) : "…"}`,
      to: href((p) => {
        p.delete("price_min");
        p.delete("price_max");
      }),
    });
  }
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("filters")} data-testid="active-filters">
      {chips.map((c) => (
        <li key={c.key}>
          <Link
            to={c.to}
            replace
            preventScrollReset
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-soft px-3 text-xs font-medium text-ink hover:bg-line"
            aria-label={t("removeFilter", { title: c.label })}
          >
            {c.label}
            <span aria-hidden="true" className="text-sm leading-none">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * The page of every catalogue listing: breadcrumbs, headline, title, cover, category links,
 * count, sort, filters (a slide-in at or below 1024 px, opened without JS by a checkbox
 * toggle), product grid and pagination.
 */
export function ListingPage({ crumbs, title, headline, cover, thumb, description, links, listing, message, children, emptyExtra }: ListingPageProps) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const navigation = useNavigation();
  const toggleRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement>(null);
  const apply = useApplyFilters();
  const { pagination, items, groups, state } = listing;
  const location = useLocation();
  // the same listing is reloading (filters, sort, page): dim the grid
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;

  const hydrated = useHydrated();

  useEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle) return;
    const onToggle = () => {
      if (toggle.checked) closeRef.current?.focus();
      else openerRef.current?.focus();
      document.body.style.overflow = toggle.checked ? "hidden" : "";
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && toggle.checked) {
        toggle.checked = false;
        onToggle();
      }
    };
    toggle.addEventListener("change", onToggle);
    document.addEventListener("keydown", onKey);
    return () => {
      toggle.removeEventListener("change", onToggle);
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, []);

  const closePanel = () => {
    const toggle = toggleRef.current;
    if (toggle?.checked) {
      toggle.checked = false;
      toggle.dispatchEvent(new Event("change"));
    }
  };
  /**
   * The slide-in's open and close controls: without JS labels of the (visually hidden)
   * checkbox, which itself takes focus (Space toggles it); with JS real buttons that click the
   * checkbox, and the checkbox leaves the tab order.
   */
  const drawerControl = (props: { ref: React.RefObject<HTMLElement | null>; className: string; testId: string; children: React.ReactNode }) =>
    hydrated ? (
      <button
        type="button"
        ref={props.ref as React.RefObject<HTMLButtonElement>}
        onClick={() => toggleRef.current?.click()}
        aria-controls="filters-panel"
        className={props.className}
        data-testid={props.testId}
      >
        {props.children}
      </button>
    ) : (
      <label ref={props.ref as React.RefObject<HTMLLabelElement>} htmlFor="filters-toggle" className={props.className} data-testid={props.testId}>
        {props.children}
      </label>
    );

  const hasFilters = groups.length > 0;
  const showListing = !message;
  const coverImage = cover?.image;

  return (
    <div className="container-shop pb-16 pt-4 sm:pt-6" data-testid="listing-page" data-search={pageSearch(location.search)} data-hydrated={hydrated ? "" : undefined}>
      <NoScriptStyles />
      <Breadcrumbs items={crumbs} />

      {coverImage ? (
        <section className="relative mt-4 overflow-hidden rounded-lg bg-soft">
          <img
            src={imageUrl(coverImage, 1000)}
            srcSet={srcSet(coverImage, 500)}
            sizes="(min-width: 1320px) 1272px, 100vw"
            width={1000}
            height={400}
            alt=""
            className="aspect-[4/3] w-full object-cover sm:aspect-[3/1]"
          />
          <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/60 via-black/10 to-transparent p-5 text-white sm:p-10">
            {headline ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-white/85">{headline}</p> : null}
            <h1 className="mt-1 text-3xl font-semibold sm:text-4xl" data-testid="listing-title">
              {title}
            </h1>
            {cover?.desc ? <div className="mt-2 line-clamp-3 max-w-2xl text-sm text-white/90 sm:text-base [&_a]:underline" dangerouslySetInnerHTML={{ __html: cover.desc }} /> : null}
          </div>
        </section>
      ) : (
        <header className={`mt-4 ${thumb ? "flex items-start gap-4 sm:items-center sm:gap-6" : ""}`}>
          {thumb ? (
            <img
              src={imageUrl(thumb.image, 300)}
              width={112}
              height={112}
              alt=""
              className={`size-16 shrink-0 border border-line bg-soft object-cover sm:size-28 ${thumb.round ? "rounded-full" : "rounded-lg"}`}
              data-testid="listing-image"
            />
          ) : null}
          <div className="min-w-0">
            {headline ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{headline}</p> : null}
            <h1 className="text-2xl font-semibold text-ink sm:text-3xl" data-testid="listing-title">
              {title}
            </h1>
            {cover?.desc ? <div className="mt-2 max-w-3xl text-sm text-muted [&_a]:underline" dangerouslySetInnerHTML={{ __html: cover.desc }} /> : null}
          </div>
        </header>
      )}

      {children}

      {links?.length ? (
        <nav aria-label={t("allCategories")} className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" data-testid="category-links">
          <ul className="flex gap-2 pb-1 sm:flex-wrap">
            {links.map((l) => (
              <li key={l.route} className="shrink-0">
                <Link
                  to={localize(l.route)}
                  aria-current={l.active ? "page" : undefined}
                  className={`inline-flex min-h-9 items-center gap-2 rounded-full border text-sm transition ${l.image ? "py-1 pl-1 pr-4" : "px-4"} ${l.active ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink"}`}
                >
                  {l.image ? (
                    <img
                      src={imageUrl(l.image, 50)}
                      srcSet={`${imageUrl(l.image, 50)} 1x, ${imageUrl(l.image, 300)} 2x`}
                      width={28}
                      height={28}
                      alt=""
                      loading="lazy"
                      className="size-7 shrink-0 rounded-full bg-soft object-cover"
                      data-testid="category-link-image"
                    />
                  ) : null}
                  {l.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {showListing ? (
        <div className="mt-6 desk:grid desk:grid-cols-[250px_minmax(0,1fr)] desk:gap-10">
          {hasFilters ? (
            <>
              <input ref={toggleRef} id="filters-toggle" type="checkbox" className="peer sr-only desk:hidden" aria-label={t("filters")} aria-controls="filters-panel" tabIndex={hydrated ? -1 : undefined} />
              <label htmlFor="filters-toggle" className="fixed inset-0 z-[55] hidden bg-black/40 peer-checked:block desk:peer-checked:hidden" />
              <aside
                id="filters-panel"
                aria-label={t("filters")}
                className="invisible fixed inset-y-0 left-0 z-[60] flex w-[88vw] max-w-sm -translate-x-full flex-col bg-white shadow-xl transition-[transform,visibility] duration-300 peer-checked:visible peer-checked:translate-x-0 desk:visible desk:static desk:z-auto desk:w-auto desk:max-w-none desk:translate-x-0 desk:bg-transparent desk:shadow-none desk:transition-none"
                data-testid="filters-panel"
              >
                <div className="flex items-center justify-between border-b border-line px-4 py-3 desk:hidden">
                  <h2 className="text-base font-semibold">{t("filters")}</h2>
                  {drawerControl({
                    ref: closeRef,
                    className: "flex h-10 w-10 cursor-pointer items-center justify-center rounded-full hover:bg-soft",
                    testId: "close-filters",
                    children: (
                      <>
                        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                          <path d="M6 6l12 12M18 6L6 18" />
                        </svg>
                        <span className="sr-only">{t("closeFilters")}</span>
                      </>
                    ),
                  })}
                </div>
                <div className="flex-1 overflow-y-auto px-4 pt-4 desk:overflow-visible desk:px-0 desk:pt-0">
                  <FilterPanel groups={groups} state={state} hidden={listing.hidden} onApplied={closePanel} />
                </div>
              </aside>
            </>
          ) : (
            // no filter panel (nothing to filter): the sort control still needs its form
            <form id={FILTER_FORM_ID} method="get" action={location.pathname} hidden data-testid="sort-form">
              {Object.entries(listing.hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            </form>
          )}

          <section
            aria-labelledby="listing-count"
            className={hasFilters ? "peer-focus-visible:[&_.filters-opener]:outline-2 peer-focus-visible:[&_.filters-opener]:outline-offset-2 peer-focus-visible:[&_.filters-opener]:outline-brand" : "desk:col-span-2"}
          >
            {/* the cards' names are h3: this keeps the heading levels in order */}
            <h2 className="sr-only">{t("productsLabel")}</h2>
            <div className="flex flex-col-reverse gap-3 border-b border-line pb-3 sm:flex-row sm:items-center sm:justify-between">
              <p id="listing-count" className="text-sm text-muted" role="status" aria-live="polite" data-testid="product-count">
                {t("productCount", { count: pagination.count })}
              </p>
              <div className="grid grid-cols-2 items-center gap-2 sm:flex">
                {hasFilters ? (
                  drawerControl({
                    ref: openerRef,
                    className:
                      "filters-opener inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-ink/20 px-3 text-sm font-semibold desk:hidden",
                    testId: "open-filters",
                    children: (
                      <>
                        <FilterIcon />
                        {t("filters")}
                      </>
                    ),
                  })
                ) : null}
                <SortSelect value={state.sort} onApply={apply} className={hasFilters ? "" : "col-span-2"} />
              </div>
            </div>
            {hasFilters ? <ActiveFilters groups={groups} listing={listing} /> : null}

            {items.length ? (
              <ProductGrid items={items} className={`mt-5 transition-opacity ${loading ? "opacity-60" : ""}`} />
            ) : (
              <div className="py-16 text-center" data-testid="listing-empty">
                <p className="text-lg font-medium text-ink">{t("notFoundProducts")}</p>
                <p className="mt-1 text-sm text-muted">{t("searchAgain")}</p>
                {emptyExtra}
              </div>
            )}
            <Pagination pages={pagination.pages} current={pagination.current} className="mt-10" />
          </section>
        </div>
      ) : (
        <div className="py-16 text-center" data-testid="listing-message">
          <p className="text-lg font-medium text-ink">{message}</p>
          {emptyExtra}
        </div>
      )}

      {description ? (
        <section className="prose-sm mt-12 max-w-3xl text-sm leading-6 text-muted [&_a]:underline [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-ink [&_p]:mb-3" dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}
    </div>
  );
}

/** The query the listing rendered, in the page cache's order (a cached copy answers every order). */
function pageSearch(search: string): string {
  const read = splitPageQuery(new URLSearchParams(search)).read.toString();
  return read ? `?${read}` : "";
}
