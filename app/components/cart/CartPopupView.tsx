/**
 * The cart popup's window (CartPopup.tsx explains when it opens): loaded on demand, the first
 * time a shopper adds to the cart with JavaScript on, not with every page.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { CartAnswer, CartLine } from "../../../backend/lists/contract";
import { useLocalize } from "~/hooks/useLang";
import { CheckIcon } from "~/components/layout/icons";
import { Popup } from "~/components/ui/Popup";
import { cartUnits } from "~/lib/cart";
import { formatMoney } from "~/lib/money";
import { LineImage, LineMeta } from "./CartLineItem";
import { GiftRotator } from "./GiftRotator";
import { SummaryLines } from "./SummaryLines";

export const CART_POPUP_ID = "cart-popup";
/** The last added product pulses this long (spec: 4 s). */
export const PULSE_MS = 4000;

function PopupLine({ line, pulse }: { line: CartLine; pulse: boolean }) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  return (
    <li
      className="relative isolate flex gap-3 rounded-lg p-2"
      data-testid="cart-popup-line"
      data-key={line.key}
      data-sold={line.sold ? "true" : undefined}
      data-pulse={pulse ? "true" : undefined}
    >
      {pulse ? (
        // the highlight pulses (1 s × 4); the line itself stays fully readable
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 rounded-lg bg-accent/10 ring-2 ring-accent/60 motion-safe:animate-[pulse_1s_ease-in-out_4]" />
      ) : null}
      <LineImage line={line} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={localize(line.product.route)} className="line-clamp-2 text-sm leading-5 font-medium text-ink hover:underline" data-popup-close>
          {line.product.title}
        </Link>
        <LineMeta line={line} className="text-xs" />
        {line.sold ? (
          // as on the cart page: a sold-out line has no quantity or price to compute
          <p className="text-sm font-medium text-sale" data-testid="cart-popup-sold">
            {t("sold")}
          </p>
        ) : (
          <p className="text-sm tabular-nums text-ink" data-testid="cart-popup-qty">
            {line.qty} × {formatMoney(line.price)}
          </p>
        )}
        {line.product.giftProducts.length ? <GiftRotator gifts={line.product.giftProducts} className="self-start" /> : null}
      </div>
      {line.sold ? null : (
        <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="cart-popup-line-total">
          {formatMoney(line.total)}
        </p>
      )}
    </li>
  );
}

export default function CartPopupView({
  cart,
  lastKey,
  message = null,
  open,
  onClose,
}: {
  cart: CartAnswer | null;
  lastKey: string | null;
  /** what the add said ('Product added to cart'): shown here instead of a toast over the popup */
  message?: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  const [pulseKey, setPulseKey] = useState<string | null>(null);
  useEffect(() => {
    if (!open || !lastKey) return;
    setPulseKey(lastKey);
    const timer = window.setTimeout(() => setPulseKey(null), PULSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, lastKey, cart]);
  const items = cart?.items ?? [];
  const ordered = lastKey ? [...items.filter((l) => l.key === lastKey), ...items.filter((l) => l.key !== lastKey)] : items;
  return (
    <Popup id={CART_POPUP_ID} title={t("popup.title")} open={open} onClose={onClose} size="md" initialFocus="[data-testid=cart-popup-go]">
      {message ? (
        <p className="-mt-1 mb-3 flex items-center gap-2 text-sm font-medium text-emerald-700" role="status" data-testid="cart-popup-added">
          <CheckIcon size={18} className="shrink-0" />
          {message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="py-6 text-center text-muted" data-testid="cart-popup-empty">
          {t("empty")}
        </p>
      ) : (
        <>
          <ul className="-mx-2 flex max-h-[45vh] flex-col gap-1 overflow-y-auto" data-testid="cart-popup-lines">
            {ordered.map((line) => (
              <PopupLine key={line.key} line={line} pulse={line.key === pulseKey} />
            ))}
          </ul>
          <p className="mt-4 border-t border-line pt-3 text-sm text-muted">
            <span data-testid="cart-popup-count">{t("itemsCount", { count: cart ? cartUnits(cart) : 0 })}</span>
          </p>
          {cart ? <SummaryLines lines={cart.summary.lines} compact className="mt-1" /> : null}
        </>
      )}
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button type="button" className="btn-secondary" data-popup-close data-testid="cart-popup-continue">
          {t("continueShopping")}
        </button>
        <Link to={localize("/cart")} className="btn-primary" onClick={onClose} data-testid="cart-popup-go">
          {t("goToCart")}
        </Link>
      </div>
    </Popup>
  );
}

