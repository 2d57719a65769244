import { useT } from "~/lib/useT";
import { Link, useFetcher, useLocation } from "react-router";
import type { CardView as ProductCardData } from "~/lib/card-view";
import { imageUrl, srcSet } from "~/lib/images";
import { useLocalize } from "~/hooks/useLang";
import { SpriteIcon } from "~/components/ui/Sprite";
import { CardBadge } from "./Badges";
import { Price, type PriceFields } from "./Price";
import { Rating } from "./Rating";

export type { ProductCardData };

/** A card's price block with the defaults `cardView` leaves out filled in. */
export function cardPrice(p: ProductCardData): PriceFields {
  return {
    price: p.price,
    priceOld: p.priceOld ?? null,
    discount: p.discount ?? 0,
    priceInStore: p.priceInStore ?? false,
    hasVariantPrice: p.hasVariantPrice ?? false,
    minPrice: p.minPrice ?? p.price,
    maxPrice: p.maxPrice ?? p.price,
    minPriceOld: p.minPriceOld ?? null,
    maxPriceOld: p.maxPriceOld ?? null,
  };
}

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

/**
 * The card markers post one of these forms (the layout renders them once per page): a marker
 * is a submit button with `form=<id>`, `name="productId"` and the product as its value, so a
 * card carries no form of its own. With JavaScript a marker submits through its own fetcher.
 */
export const LIST_FORMS = {
  wishAdd: { id: "wish-add-form", action: "/action/wishlist", intent: "add" },
  wishRemove: { id: "wish-remove-form", action: "/action/wishlist", intent: "remove" },
  compareAdd: { id: "compare-add-form", action: "/action/compare", intent: "add" },
} as const;

type ListForm = (typeof LIST_FORMS)[keyof typeof LIST_FORMS];

/** The shared marker forms, rendered once by the shop layout (no-JS path of the markers). */
export function ListForms() {
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <>
      {Object.values(LIST_FORMS).map((form) => (
        <form key={form.id} id={form.id} method="post" action={form.action} hidden>
          <input type="hidden" name="intent" value={form.intent} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
        </form>
      ))}
    </>
  );
}

/** Submits a marker's shared form through the card's fetcher (JavaScript on). */
function useMarkerSubmit() {
  const fetcher = useFetcher();
  const location = useLocation();
  const submit = (form: ListForm, productId: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    fetcher.submit(
      { productId: String(productId), intent: form.intent, redirectTo: `${location.pathname}${location.search}` },
      { method: "post", action: form.action, preventScrollReset: true },
    );
  };
  return { fetcher, submit };
}

/** Heart: posts the shared wishlist form (works without JS; a fetcher with JS). */
function WishlistMarker({ productId, wished, title }: { productId: number; wished: boolean; title: string }) {
  const t = useT("catalog");
  const { fetcher, submit } = useMarkerSubmit();
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "add" : wished;
  const form = on ? LIST_FORMS.wishRemove : LIST_FORMS.wishAdd;
  return (
    <button
      type="submit"
      form={form.id}
      name="productId"
      value={productId}
      onClick={submit(form, productId)}
      className={on ? "marker marker-on" : "marker"}
      aria-pressed={on}
      aria-label={on ? t("removeFromWishlist", { title }) : t("addToWishlist", { title })}
      title={on ? t("removeFromWishlistShort") : t("addToWishlistShort")}
      data-testid="wishlist-marker"
    >
      <SpriteIcon icon="heart" size={18} filled={on} />
    </button>
  );
}

/** Compare: posts the shared compare form; once added the marker is a link to /compare. */
function CompareMarker({ productId, compared, title }: { productId: number; compared: boolean; title: string }) {
  const t = useT("catalog");
  const localize = useLocalize();
  const { fetcher, submit } = useMarkerSubmit();
  const on = compared || fetcher.formData?.get("intent") === "add";
  if (on) {
    return (
      <Link to={localize("/compare")} className="marker marker-added" aria-label={t("goToCompare")} title={t("goToCompare")} data-testid="compare-marker">
        <SpriteIcon icon="compare" size={18} />
      </Link>
    );
  }
  const form = LIST_FORMS.compareAdd;
  return (
    <button
      type="submit"
      form={form.id}
      name="productId"
      value={productId}
      onClick={submit(form, productId)}
      className="marker"
      aria-label={t("addToCompare", { title })}
      title={t("addToCompareShort")}
      data-testid="compare-marker"
    >
      <SpriteIcon icon="compare" size={18} />
    </button>
  );
}

/**
 * A product tile: the 3:4 image frame of the whole shop (card, gallery, zoom; the demo images
 * are drawn 3:4), the picture shown whole with object-fit contain and multiplied onto the
 * frame's colour, so a photo on white meets the frame without a seam whatever its proportions
 * (the outfit photo fades in on hover, CSS only), one badge, wishlist and compare markers,
 * brand, title (two lines), price block and the rating once there are reviews.
 */
export function ProductCard({ product, wished = false, compared = false, priority = false, markers = true }: ProductCardProps) {
  const localize = useLocalize();
  const href = localize(product.route);
  // the classes are short names for the card's utilities (app.css): 46 cards on home
  const img = (pad: boolean | undefined, effect: string) => `card-img${pad ? " card-pad" : ""} ${effect}`;
  return (
    <article className="group card" data-testid="product-card" data-product-id={product.id} data-sizes={product.sizes?.length ? product.sizes.join("|") : undefined}>
      <div className="card-media">
        <Link to={href} className="card-link" tabIndex={-1} aria-hidden="true" discover="none">
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
            className={img(product.imageWithPad, `${product.outfit ? "card-fade" : "card-zoom"}${product.sold ? " card-sold" : ""}`)}
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
              className={img(product.outfitWithPad, "card-alt")}
            />
          ) : null}
        </Link>
        <CardBadge product={product} className="card-badges" />
        {markers ? (
          <div className="card-marks">
            <WishlistMarker productId={product.id} wished={wished} title={product.title} />
            {/* on wide screens the compare marker shows on hover or keyboard focus (always when added) */}
            <div className={compared ? undefined : "card-reveal"}>
              <CompareMarker productId={product.id} compared={compared} title={product.title} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="card-body">
        <p className="card-brand" data-testid="card-brand">
          {product.brand?.title ?? "\u00a0"}
        </p>
        <h3 className="card-title">
          <Link to={href} data-testid="card-title" discover="none">
            {product.title}
          </Link>
        </h3>
        <Price product={cardPrice(product)} className="card-price" />
        {/* the rating row is reserved on every card so prices line up across a row */}
        <div className="h-4">{product.reviewsCount ? <Rating value={product.rating ?? 0} count={product.reviewsCount} /> : null}</div>
      </div>
    </article>
  );
}
