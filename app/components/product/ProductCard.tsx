import { useT } from "~/lib/useT";
import { Link, useFetcher, useLocation } from "react-router";
import type { ProductCard as ProductCardData } from "../../../backend/catalog/contract";
import { imageUrl, srcSet } from "~/lib/images";
import { useLocalize } from "~/hooks/useLang";
import { SpriteIcon } from "~/components/ui/Sprite";
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

const markerClass =
  "flex h-8 w-8 items-center justify-center rounded-full sm:h-9 sm:w-9 bg-white/90 text-ink shadow-sm ring-1 ring-black/5 transition hover:bg-white hover:text-sale focus-visible:bg-white";

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
      className={`${markerClass} ${on ? "text-sale" : ""}`}
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
      <Link to={localize("/compare")} className={`${markerClass} text-brand`} aria-label={t("goToCompare")} title={t("goToCompare")} data-testid="compare-marker">
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
      className={markerClass}
      aria-label={t("addToCompare", { title })}
      title={t("addToCompareShort")}
      data-testid="compare-marker"
    >
      <SpriteIcon icon="compare" size={18} />
    </button>
  );
}

/**
 * A product tile: square image (the product pictures are square: a 3:4 box cut the sides off
 * wide things like shoes), shown whole with object-fit contain on the neutral background
 * whatever its proportions (the outfit photo fades in on hover, CSS only), badges,
 * wishlist and compare markers, brand, title (two lines), price block and rating.
 */
export function ProductCard({ product, wished = false, compared = false, priority = false, markers = true }: ProductCardProps) {
  const localize = useLocalize();
  const href = localize(product.route);
  const fit = (pad: boolean) => (pad ? "object-contain p-4" : "object-contain");
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card" data-product-id={product.id} data-sizes={product.sizes?.join("|")}>
      <div className="relative overflow-hidden rounded-md bg-soft">
        <Link to={href} className="block aspect-square" tabIndex={-1} aria-hidden="true" discover="none">
          <img
            src={imageUrl(product.image, 300)}
            srcSet={srcSet(product.image, 300)}
            sizes={CARD_SIZES}
            width={300}
            height={300}
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
              height={300}
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
            <WishlistMarker productId={product.id} wished={wished} title={product.title} />
            {/* on wide screens the compare marker shows on hover or keyboard focus (always when added) */}
            <div className={compared ? "" : "transition-opacity desk:opacity-0 desk:group-hover:opacity-100 desk:focus-within:opacity-100"}>
              <CompareMarker productId={product.id} compared={compared} title={product.title} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <p className="h-4 truncate text-xs leading-4 font-semibold uppercase tracking-wider text-muted" data-testid="card-brand">
          {product.brand?.title ?? "\u00a0"}
        </p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 text-ink">
          <Link to={href} className="hover:underline focus-visible:underline" data-testid="card-title" discover="none">
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
