import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useFetcher, useLocation } from "react-router";
import type { ProductDetail } from "../../../backend/catalog/contract";
import { useLocalize } from "~/hooks/useLang";
import { CheckIcon } from "~/components/layout/icons";
import { SpriteIcon } from "~/components/ui/Sprite";
import { formatMoney } from "~/lib/money";
import { QuantityInput } from "./QuantityInput";
import { SizeSelect } from "./SizeSelect";

export const CART_FORM_ID = "add-to-cart-form";
const WISH_FORM_ID = "product-wishlist-form";
const COMPARE_FORM_ID = "product-compare-form";

interface ActionAnswer {
  ok?: boolean;
  error?: string;
  message?: string;
}

const iconBtn =
  "flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-ink/20 bg-white text-ink transition hover:border-ink focus-visible:border-ink";

/**
 * The buy box's form: set options (radio), sizes (radio), quantity and Add to cart, posted to
 * `/action/cart` (intent=add, productId, size, option, qty, redirectTo). Without JS the browser
 * posts and the cart action redirects back; with JS a fetcher posts and the button turns into
 * a go-to-cart check link. The heart and compare buttons post their own small forms.
 */
export function AddToCartForm({
  product,
  size,
  option,
  qty,
  maxQty,
  available,
  onSize,
  onOption,
  onQty,
  wished = false,
  compared = false,
  sizeAside,
  redirectSearch,
  contact,
}: {
  product: ProductDetail;
  size: string | null;
  option: number | null;
  qty: number;
  maxQty: number;
  available: boolean;
  onSize: (size: string) => void;
  onOption: (option: number) => void;
  onQty: (qty: number) => void;
  wished?: boolean;
  compared?: boolean;
  sizeAside?: React.ReactNode;
  /** the page's current query (kept in step with the size / option selection) */
  redirectSearch?: string;
  /** the shop's phone and WhatsApp number, offered instead of the cart for 'Price on application' */
  contact?: { phone: string | null; whatsapp: string | null; pageUrl: string };
}) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const location = useLocation();
  const redirectTo = `${location.pathname}${redirectSearch ?? location.search}`;
  const cart = useFetcher<ActionAnswer>({ key: `add-to-cart-${product.id}` });
  const wish = useFetcher<ActionAnswer>();
  const compare = useFetcher<ActionAnswer>();
  const [sizeError, setSizeError] = useState<string | null>(null);
  const sized = product.variants.filter((v) => v.siteSize.trim() !== "");
  const needsSize = sized.length > 0;
  const needsOption = product.sets.length > 0;

  // The added state is shown until the selection changes.
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (cart.state === "idle" && cart.data && cart.data.ok !== false) setAdded(true);
  }, [cart.state, cart.data]);
  useEffect(() => setAdded(false), [size, option, qty]);
  useEffect(() => {
    if (size) setSizeError(null);
  }, [size]);

  const cartError = cart.state === "idle" && cart.data && cart.data.ok === false ? cart.data.error || t("product.addFailed") : null;
  const pendingWish = wish.formData?.get("intent");
  // The heart follows the last answered toggle (optimistic while posting).
  const [wishState, setWishState] = useState(wished);
  const [lastWishIntent, setLastWishIntent] = useState<string | null>(null);
  useEffect(() => setWishState(wished), [wished]);
  useEffect(() => {
    if (typeof pendingWish === "string") setLastWishIntent(pendingWish);
  }, [pendingWish]);
  useEffect(() => {
    if (wish.state === "idle" && wish.data && wish.data.ok !== false && lastWishIntent) setWishState(lastWishIntent === "add");
  }, [wish.state, wish.data, lastWishIntent]);
  const wishOn = typeof pendingWish === "string" ? pendingWish === "add" : wishState;
  const compareOn = compared || compare.formData?.get("intent") === "add" || (compare.state === "idle" && compare.data?.ok !== undefined && compare.data.ok !== false);
  const sold = !available;

  const heart = (
    <button
      type="submit"
      form={WISH_FORM_ID}
      className={`${iconBtn} ml-auto sm:ml-0 ${wishOn ? "text-sale" : ""}`}
      aria-pressed={wishOn}
      aria-label={wishOn ? t("removeFromWishlist", { title: product.title }) : t("addToWishlist", { title: product.title })}
      title={wishOn ? t("removeFromWishlistShort") : t("addToWishlistShort")}
      data-testid="product-wishlist"
    >
      <SpriteIcon icon="heart" size={22} filled={wishOn} />
    </button>
  );
  const compareControl = compareOn ? (
    <Link to={localize("/compare")} className={`${iconBtn} text-brand`} aria-label={t("goToCompare")} title={t("goToCompare")} data-testid="product-compare">
      <SpriteIcon icon="compare" size={22} />
    </Link>
  ) : (
    <button type="submit" form={COMPARE_FORM_ID} className={iconBtn} aria-label={t("addToCompare", { title: product.title })} title={t("addToCompareShort")} data-testid="product-compare">
      <SpriteIcon icon="compare" size={22} />
    </button>
  );
  // 'Price on application': never a cart line (the API refuses it); the shopper calls or writes
  const phoneDigits = contact?.phone?.replace(/[^\d+]/g, "") ?? "";
  const waDigits = contact?.whatsapp?.replace(/\D/g, "") ?? "";
  const askText = `${t("product.askPriceText")} ${product.title} — ${contact?.pageUrl ?? ""}`;
  const askBox = product.priceInStore ? (
    <div className="flex flex-col gap-3" data-testid="price-on-application">
      <p className="text-sm text-ink">{t("product.askPrice")}</p>
      <div className="flex flex-wrap items-stretch gap-3">
        {phoneDigits ? (
          <a href={`tel:${phoneDigits}`} className="btn-primary h-12 flex-1 text-base" data-testid="ask-price-call">
            {t("product.askPriceCall", { phone: contact?.phone })}
          </a>
        ) : null}
        {waDigits ? (
          <a
            href={`https://wa.me/${waDigits}?text=${encodeURIComponent(askText)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary h-12 flex-1 border-[#25d366] text-[#128c4a] hover:border-[#128c4a]"
            data-testid="ask-price-whatsapp"
          >
            {t("product.askPriceWhatsapp")}
          </a>
        ) : null}
        {heart}
        {compareControl}
      </div>
    </div>
  ) : null;

  return (
    <div className="flex flex-col gap-5">
      {askBox ?? (
      <cart.Form
        method="post"
        action="/action/cart"
        id={CART_FORM_ID}
        preventScrollReset
        className="flex flex-col gap-5"
        data-testid="add-to-cart-form"
        onSubmit={(e) => {
          if (needsSize && !size) {
            e.preventDefault();
            setSizeError(t("product.chooseSize"));
          }
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {needsSize ? null : <input type="hidden" name="size" value={product.variants[0]?.siteSize ?? ""} />}
        {needsOption ? (
          // min-w-0: a fieldset is as wide as its content by default, so long set lines widened the page
          <fieldset data-testid="set-options" className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-ink">{t("product.setOption")}</legend>
            <div className="flex flex-col gap-2">
              {product.sets.map((s) => (
                <label
                  key={s.id}
                  className="flex cursor-pointer items-center gap-3 rounded-md border border-ink/20 px-3 py-2.5 text-sm transition hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                >
                  <input
                    type="radio"
                    name="option"
                    value={s.id}
                    checked={option === s.id}
                    onChange={() => onOption(s.id)}
                    required
                    className="h-4 w-4 accent-[var(--color-ink)]"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-ink [overflow-wrap:anywhere]">{s.title}</span>
                    {s.products.length ? <span className="text-xs text-muted [overflow-wrap:anywhere]">{s.products.map((p) => p.title).join(" + ")}</span> : null}
                  </span>
                  {!product.priceInStore ? (
                    <span className="flex shrink-0 flex-col items-end whitespace-nowrap">
                      {s.priceOld && s.priceOld > s.price ? <s className="text-xs text-muted">{formatMoney(s.priceOld)}</s> : null}
                      <span className={s.priceOld && s.priceOld > s.price ? "font-semibold text-sale" : "font-semibold"}>{formatMoney(s.price)}</span>
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="option" value="0" />
        )}
        {needsSize ? <SizeSelect variants={sized} value={size} onSelect={onSize} error={sizeError} aside={sizeAside} /> : null}
        <div className="flex flex-wrap items-stretch gap-3 sm:flex-nowrap">
          <QuantityInput value={qty} max={maxQty} onChange={onQty} disabled={sold} />
          {added ? (
            <Link to={localize("/cart")} className="btn-primary order-last h-12 w-full text-base sm:order-none sm:w-auto sm:min-w-0 sm:flex-1" data-testid="go-to-cart">
              <CheckIcon size={18} strokeWidth={2.4} />
              {t("product.goToCart")}
            </Link>
          ) : (
            <button
              type="submit"
              className="btn-primary order-last h-12 w-full text-base sm:order-none sm:w-auto sm:min-w-0 sm:flex-1"
              disabled={sold || cart.state !== "idle"}
              data-testid="add-to-cart"
            >
              {sold ? t("product.outOfStock") : cart.state !== "idle" ? t("product.adding") : t("product.addToCart")}
            </button>
          )}
          {heart}
          {compareControl}
        </div>
        {cartError ? (
          <p className="field-error" role="alert">
            {cartError}
          </p>
        ) : null}
        {added ? (
          <p className="text-sm text-brand" role="status">
            {t("product.added")}
          </p>
        ) : null}
      </cart.Form>
      )}
      <wish.Form method="post" action="/action/wishlist" id={WISH_FORM_ID} preventScrollReset hidden>
        <input type="hidden" name="intent" value={wishOn ? "remove" : "add"} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="size" value={size ?? ""} />
        <input type="hidden" name="option" value={option ?? 0} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </wish.Form>
      <compare.Form method="post" action="/action/compare" id={COMPARE_FORM_ID} preventScrollReset hidden>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </compare.Form>
    </div>
  );
}
