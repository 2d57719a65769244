import { useTranslation } from "~/lib/translation";
import { Link, useLocation } from "react-router";
import { pageItems, pageSearch } from "./pagination";

export { pageItems, pageSearch };

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium transition";

/**
 * Page links with parameter `p` (other query parameters kept): every page below 11 pages,
 * otherwise first, last, a window of 5 and ellipses. Plain links: crawlers and no-JS
 * browsers follow them.
 */
export function Pagination({ pages, current, param = "p", className = "" }: { pages: number; current: number; param?: string; className?: string }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const items = pageItems(pages, current);
  if (items.length <= 1) return null;
  const to = (n: number) => `${location.pathname}${pageSearch(location.search, n, param)}`;
  return (
    <nav aria-label={t("catalog:pagination")} className={`flex justify-center ${className}`} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={to(current - 1)} rel="prev" className={`${cell} text-ink hover:bg-soft`} aria-label={t("previous")}>
              <span aria-hidden="true">‹</span>
            </Link>
          ) : (
            <span className={`${cell} text-muted/40`} aria-hidden="true">‹</span>
          )}
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className={`${cell} px-1 text-muted`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={`${cell} bg-ink text-white`}>
                  <span className="sr-only">{t("page", { n: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link to={to(item)} className={`${cell} text-ink hover:bg-soft`} aria-label={t("page", { n: item })}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={to(current + 1)} rel="next" className={`${cell} text-ink hover:bg-soft`} aria-label={t("next")}>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${cell} text-muted/40`} aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
