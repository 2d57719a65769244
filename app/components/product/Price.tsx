import { useT } from "~/lib/useT";
import { formatMoney } from "~/lib/money";

export interface PriceFields {
  price: number;
  priceOld: number | null;
  discount: number;
  priceInStore: boolean;
  hasVariantPrice: boolean;
  minPrice: number;
  maxPrice: number;
  minPriceOld: number | null;
  maxPriceOld: number | null;
}

/** The percent shown beside a reduced price: the product's own, else derived from the old price. */
export function discountPercent(p: Pick<PriceFields, "price" | "priceOld" | "discount">): number {
  if (p.discount > 0) return p.discount;
  if (p.priceOld && p.priceOld > p.price && p.price > 0) return Math.round((1 - p.price / p.priceOld) * 100);
  return 0;
}

function range(min: number, max: number): string {
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}

/**
 * Price block of a card or product page: 'Price on application' for priceInStore, a range
 * for products whose variants differ in price, else the price with the old price crossed
 * out and the discount percent.
 */
export function Price({ product, size = "md", className = "" }: { product: PriceFields; size?: "md" | "lg"; className?: string }) {
  const t = useT("catalog");
  const big = size === "lg";
  const main = big ? "text-2xl font-semibold" : "text-[15px] font-semibold";
  // .price-md = the card's "text-[15px] font-semibold whitespace-nowrap" (app.css)
  const now = big ? `${main} whitespace-nowrap` : "price-md";
  const old = big ? "text-base" : "text-[13px]";
  // the card's old price and percent: .price-was / .price-off (app.css)
  const was = big ? `${old} whitespace-nowrap text-muted` : "price-was";
  const off = big ? `${old} font-semibold text-sale` : "price-off";
  if (product.priceInStore) {
    return (
      <p className={`${main} text-ink ${className}`} data-testid="price">
        {t("priceOnApplication")}
      </p>
    );
  }
  const isRange = product.hasVariantPrice && product.minPrice !== product.maxPrice;
  const current = isRange ? range(product.minPrice, product.maxPrice) : formatMoney(product.price);
  let previous: string | null = null;
  if (isRange) {
    if (product.minPriceOld && product.maxPriceOld && product.maxPriceOld > product.minPrice) {
      previous = range(product.minPriceOld, product.maxPriceOld);
    }
  } else if (product.priceOld && product.priceOld > product.price) {
    previous = formatMoney(product.priceOld);
  }
  const percent = previous ? discountPercent(product) : 0;
  return (
    <p className={className ? `price-row ${className}` : "price-row"} data-testid="price">
      <span className={`${now} ${previous ? "text-sale" : "text-ink"}`}>
        {previous ? <span className="sr-only">{t("priceNow")} </span> : null}
        {current}
      </span>
      {previous ? (
        <>
          <s className={was}>
            <span className="sr-only">{t("priceWas")} </span>
            {previous}
          </s>
          {percent > 0 ? (
            <span className={off}>
              <span aria-hidden="true">−{percent}%</span>
              <span className="sr-only">{t("discountPercent", { percent })}</span>
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
