import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useFetcher, useLocation } from "react-router";
import type { CompareItem } from "../../../backend/lists/contract";
import { useLocalize } from "~/hooks/useLang";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/layout/icons";
import { Price } from "~/components/product/Price";
import { imageUrl } from "~/lib/images";
import { JsFlag } from "./hydration";
import { useHydrated } from "~/hooks/useHydrated";

interface Row {
  label: string;
  value: (item: CompareItem) => ReactNode;
}

function RemoveForm({ item, redirectTo }: { item: CompareItem; redirectTo: string }) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher({ key: `compare-remove-${item.productId}` });
  return (
    <fetcher.Form method="post" action="/action/compare" preventScrollReset>
      <JsFlag />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={item.productId} />
      {item.id ? <input type="hidden" name="itemId" value={item.id} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm text-muted hover:text-sale hover:underline"
        aria-label={t("compare.removeLabel", { title: item.product.title })}
        disabled={fetcher.state !== "idle"}
        data-testid="compare-remove"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        {t("compare.remove")}
      </button>
    </fetcher.Form>
  );
}

/**
 * Compared products side by side: one column per product (3 per view on desktop, 2 under
 * 1024 px, phones included: comparing needs two in view) in a horizontally scrolling strip with scroll snapping, so it
 * works as a carousel without JavaScript; with it, previous / next buttons page through.
 * Rows line up across columns: price, brand, colour, sizes, rating, availability, then
 * every parameter any of the products has.
 */
export function CompareCarousel({ items, parameters }: { items: CompareItem[]; parameters: string[] }) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  const location = useLocation();
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);
  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el) return;
    el.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      el.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure, items.length]);

  const page = (dir: -1 | 1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: "smooth" });
  };

  const none = <span className="text-muted">{t("compare.none")}</span>;
  const rows: Row[] = [
    { label: t("compare.brand"), value: (i) => i.product.brand?.title ?? none },
    {
      label: t("compare.color"),
      value: (i) =>
        i.product.color ? (
          <span className="inline-flex items-center gap-2">
            <span className="size-3.5 rounded-full ring-1 ring-black/15" style={{ backgroundColor: i.product.color.hex }} aria-hidden="true" />
            {i.product.color.title}
          </span>
        ) : (
          none
        ),
    },
    { label: t("compare.sizes"), value: (i) => (i.product.sizes.length ? i.product.sizes.join(", ") : none) },
    {
      label: t("compare.rating"),
      value: (i) => (i.product.reviewsCount > 0 ? `★ ${i.product.rating.toFixed(1)} (${i.product.reviewsCount})` : none),
    },
    {
      label: t("compare.availability"),
      value: (i) =>
        i.product.sold ? <span className="text-sale">{t("compare.outOfStock")}</span> : <span className="text-emerald-700">{t("compare.inStock")}</span>,
    },
    ...parameters.map<Row>((title) => ({
      label: title,
      value: (i) => {
        const p = i.parameters.find((x) => x.title === title);
        if (!p) return none;
        return p.values ? p.values.join(", ") : (p.value ?? none);
      },
    })),
  ];
  const redirectTo = location.pathname;

  return (
    <div className="relative" data-testid="compare-carousel">
      {hydrated && !(edges.start && edges.end) ? (
        <div className="mb-3 flex justify-end gap-2">
          <button type="button" className="header-icon border border-line disabled:opacity-40" onClick={() => page(-1)} disabled={edges.start} aria-label={t("compare.previous")} data-testid="compare-prev">
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className="header-icon border border-line disabled:opacity-40" onClick={() => page(1)} disabled={edges.end} aria-label={t("compare.next")} data-testid="compare-next">
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
      <div
        ref={scroller}
        role="region"
        aria-label={t("compare.region")}
        tabIndex={0}
        className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth rounded-xl border border-line focus-visible:outline-2"
        data-testid="compare-scroller"
      >
        <div
          className="grid auto-cols-[50%] grid-flow-col desk:auto-cols-[calc(100%/3)]"
          style={{ gridTemplateRows: `repeat(${rows.length + 1}, auto)` }}
        >
          {items.map((item, col) => (
              <Fragment key={item.productId}>
                <div className={`flex snap-start flex-col gap-2 p-4 ${col ? "border-l border-line" : ""}`} data-testid="compare-item" data-product-id={item.productId}>
                  <Link to={localize(item.product.route)} className="relative mx-auto block aspect-[3/4] w-full max-w-[220px] overflow-hidden rounded-md bg-soft">
                    <img
                      src={imageUrl(item.product.image, 300)}
                      alt=""
                      width={300}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className={`absolute inset-0 h-full w-full pimg ${item.product.imageWithPad ? "p-3" : ""}`}
                    />
                  </Link>
                  <h2 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
                    <Link to={localize(item.product.route)} className="hover:underline" data-testid="compare-title">
                      {item.product.title}
                    </Link>
                  </h2>
                  <Price product={item.product} />
                  <div className="-ml-2">
                    <RemoveForm item={item} redirectTo={redirectTo} />
                  </div>
                </div>
                {rows.map((row, i) => (
                  <div key={row.label} className={`border-t border-line px-4 py-3 text-sm ${i % 2 === 0 ? "bg-soft/60" : ""} ${col ? "border-l" : ""}`} data-testid="compare-cell">
                    <p className="text-xs font-semibold tracking-wider text-muted uppercase">{row.label}</p>
                    <p className="mt-1 text-ink">{row.value(item)}</p>
                  </div>
                ))}
              </Fragment>
            ))}
        </div>
      </div>
    </div>
  );
}
