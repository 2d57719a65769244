/** A page number or a gap between page numbers. */
export type PageItem = number | "gap";

/**
 * Page links to show: every page when there are fewer than 11, otherwise the first and last
 * page, a window of 5 around the current page and gaps (ellipses) where pages are skipped.
 */
export function pageItems(pages: number, current: number): PageItem[] {
  const total = Math.max(0, Math.floor(pages));
  if (total <= 1) return total === 1 ? [1] : [];
  const cur = Math.min(Math.max(1, Math.floor(current) || 1), total);
  if (total < 11) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(1, cur - 2);
  let end = start + 4;
  if (end > total) {
    end = total;
    start = total - 4;
  }
  const out: PageItem[] = [];
  if (start > 1) {
    out.push(1);
    if (start > 2) out.push("gap");
  }
  for (let n = start; n <= end; n++) out.push(n);
  if (end < total) {
    if (end < total - 1) out.push("gap");
    out.push(total);
  }
  return out;
}

/** The query string for page n of the current search (page 1 drops the parameter). */
export function pageSearch(search: string, n: number, param = "p"): string {
  const params = new URLSearchParams(search);
  if (n <= 1) params.delete(param);
  else params.set(param, String(n));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
