import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import type { ProductCard as ProductCardData } from "../../../backend/catalog/contract";
import { imageUrl, srcSet } from "~/lib/images";
import { useLocalize } from "~/components/catalog/useLang";
import { Badges } from "./Badges";
import { Price } from "./Price";
import { Rating } from "./Rating";

export type { ProductCardData };

/** Grid sizes: 2 columns on phones, 3 on tablets, 4 from 1280 px (filter panel beside). */
export const CARD_SIZES = "(min-width: 1280px) 260px, (min-width: 768px) 30vw, 48vw";

interface ProductCardProps {
  product: ProductCardData;
  /** the product is in the shopper's wishlist */
  wished?: boolean;
  /** the product is in the compare list */
  compared?: boolean;
  /** load the image eagerly (first row of a listing) */
  priority?: boolean;
  /** hide the wishlist and compare markers (e.g. in the cart) */
  markers?: boolean;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" strokeLinejoin="round" />
    </svg>
  );
}

function CompareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 4v16M17 4v16M3 8h8M13 16h8M4 8l3-4 3 4M14 16l3 4 3-4" />
    </svg>
  );
}

const markerClass =
  "flex h-8 w-8 items-center justify-center rounded-full sm:h-9 sm:w-9 bg-white/90 text-ink shadow-sm ring-1 ring-black/5 transition hover:bg-white hover:text-sale focus-visible:bg-white";

/** Heart: a small POST form to /action/wishlist (works without JS; a fetcher with JS). */
function WishlistMarker({ productId, wished, redirectTo, title }: { productId: number; wished: boolean; redirectTo: string; title: string }) {
  const { t } = useTranslation("catalog");
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "add" : wished;
  return (
    <fetcher.Form method="post" action="/action/wishlist" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={`${markerClass} ${on ? "text-sale" : ""}`}
        aria-pressed={on}
        aria-label={on ? t("removeFromWishlist", { title }) : t("addToWishlist", { title })}
        title={on ? t("removeFromWishlistShort") : t("addToWishlistShort")}
        data-testid="wishlist-marker"
      >
        <HeartIcon filled={on} />
      </button>
    </fetcher.Form>
  );
}

/** Compare: a POST form to /action/compare; once added the marker is a link to /compare. */
function CompareMarker({ productId, compared, redirectTo, title }: { productId: number; compared: boolean; redirectTo: string; title: string }) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const fetcher = useFetcher();
  const on = compared || fetcher.formData?.get("intent") === "add";
  if (on) {
    return (
      <Link to={localize("/compare")} className={`${markerClass} text-brand`} aria-label={t("goToCompare")} title={t("goToCompare")} data-testid="compare-marker">
        <CompareIcon />
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action="/action/compare" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={markerClass} aria-label={t("addToCompare", { title })} title={t("addToCompareShort")} data-testid="compare-marker">
        <CompareIcon />
      </button>
    </fetcher.Form>
  );
}

/**
 * A product tile: fixed 3:4 image (the outfit photo fades in on hover, CSS only), badges,
 * wishlist and compare markers, brand, title (two lines), price block and rating.
 */
export function ProductCard({ product, wished = false, compared = false, priority = false, markers = true }: ProductCardProps) {
  const localize = useLocalize();
  const location = useLocation();
  const href = localize(product.route);
  const redirectTo = `${location.pathname}${location.search}`;
  const fit = (pad: boolean) => (pad ? "object-contain p-4" : "object-cover");
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card" data-product-id={product.id} data-sizes={product.sizes?.join("|")}>
      <div className="relative overflow-hidden rounded-md bg-soft">
        <Link to={href} className="block aspect-[3/4]" tabIndex={-1} aria-hidden="true">
          <img
            src={imageUrl(product.image, 300)}
            srcSet={srcSet(product.image, 300)}
            sizes={CARD_SIZES}
            width={300}
            height={400}
            alt=""
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            {...(priority ? { fetchPriority: "high" as const } : {})}
            className={`absolute inset-0 h-full w-full ${fit(product.imageWithPad)} transition duration-500 ${product.outfit ? "group-hover:opacity-0" : "group-hover:scale-[1.03]"} ${product.sold ? "opacity-60" : ""}`}
          />
          {product.outfit ? (
            <img
              src={imageUrl(product.outfit, 300)}
              srcSet={srcSet(product.outfit, 300)}
              sizes={CARD_SIZES}
              width={300}
              height={400}
              alt=""
              loading="lazy"
              decoding="async"
              className={`absolute inset-0 h-full w-full ${fit(product.outfitWithPad)} opacity-0 transition duration-500 group-hover:opacity-100`}
            />
          ) : null}
        </Link>
        <Badges product={product} className="absolute left-2 top-2" />
        {markers ? (
          <div className="absolute right-2 top-2 flex flex-col gap-1.5">
            <WishlistMarker productId={product.id} wished={wished} redirectTo={redirectTo} title={product.title} />
            {/* on wide screens the compare marker shows on hover or keyboard focus (always when added) */}
            <div className={compared ? "" : "transition-opacity desk:opacity-0 desk:group-hover:opacity-100 desk:focus-within:opacity-100"}>
              <CompareMarker productId={product.id} compared={compared} redirectTo={redirectTo} title={product.title} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <p className="h-4 truncate text-[11px] font-semibold uppercase tracking-wider text-muted" data-testid="card-brand">
          {product.brand?.title ?? "\u00a0"}
        </p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 text-ink">
          <Link to={href} className="hover:underline focus-visible:underline" data-testid="card-title">
            {product.title}
          </Link>
        </h3>
        <Price product={product} className="mt-auto pt-1" />
        {/* the rating row is reserved on every card so prices line up across a row */}
        <div className="h-4">{product.reviewsCount > 0 ? <Rating value={product.rating} count={product.reviewsCount} /> : null}</div>
      </div>
    </article>
  );
}
