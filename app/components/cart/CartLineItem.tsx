import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { CartLine } from "../../../backend/lists/contract";
import { useLocalize } from "~/hooks/useLang";
import { imageUrl } from "~/lib/images";
import { formatMoney } from "~/lib/money";
import { GiftRotator } from "./GiftRotator";

/** Size and set option of a line ("Size: M · Set: Two shirts"). */
export function LineMeta({ line, className = "" }: { line: CartLine; className?: string }) {
  const { t } = useTranslation("cart");
  const parts: string[] = [];
  if (line.size) parts.push(`${t("size")}: ${line.size}`);
  if (line.optionTitle) parts.push(`${t("option")}: ${line.optionTitle}`);
  if (!parts.length) return null;
  return <p className={`text-sm text-muted ${className}`}>{parts.join(" · ")}</p>;
}

export function LineImage({ line, size = "md" }: { line: CartLine; size?: "sm" | "md" }) {
  const localize = useLocalize();
  const box = size === "sm" ? "w-16" : "w-20 sm:w-24";
  return (
    <Link to={localize(line.product.route)} className={`relative block aspect-[3/4] ${box} shrink-0 overflow-hidden rounded-md bg-soft`} tabIndex={-1} aria-hidden="true">
      <img
        src={imageUrl(line.product.image, 300)}
        alt=""
        width={96}
        height={128}
        loading="lazy"
        decoding="async"
        className={`absolute inset-0 h-full w-full pimg ${line.product.imageWithPad ? "p-2" : ""} ${line.sold ? "opacity-50 grayscale" : ""}`}
      />
    </Link>
  );
}

/**
 * One line of the cart page: image, brand, title, size and set option, unit price, the
 * quantity control, the line total and the remove control; sold-out and low-stock notes;
 * the gift products.
 */
export function CartLineItem({ line, quantity, remove }: { line: CartLine; quantity: ReactNode; remove: ReactNode }) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-key={line.key} data-sold={line.sold ? "true" : undefined}>
      <LineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {line.product.brand ? <p className="text-xs font-semibold tracking-wider text-muted uppercase">{line.product.brand.title}</p> : null}
            <h3 className="line-clamp-2 text-[15px] leading-5 font-medium text-ink">
              <Link to={localize(line.product.route)} className="hover:underline" data-testid="cart-line-title">
                {line.product.title}
              </Link>
            </h3>
            <LineMeta line={line} className="mt-1" />
            <p className="mt-1 text-sm text-ink" data-testid="cart-line-price">
              {line.priceOld ? <s className="mr-2 text-muted">{formatMoney(line.priceOld)}</s> : null}
              <span className={line.priceOld ? "text-sale" : ""}>{t("each", { price: formatMoney(line.price) })}</span>
            </p>
          </div>
          <p className="shrink-0 text-right text-[15px] font-semibold whitespace-nowrap tabular-nums" data-testid="cart-line-total">
            {line.sold ? <span className="text-muted">{t("sold")}</span> : formatMoney(line.total)}
            {line.discount > 0 ? <span className="block text-xs font-normal text-sale">−{formatMoney(line.discount)}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {quantity}
          {remove}
        </div>
        {line.sold ? (
          <p className="rounded-md bg-sale/5 px-3 py-2 text-sm text-sale" role="note" data-testid="cart-line-sold">
            {t("soldMessage")}
          </p>
        ) : line.manyQty ? (
          <p className="text-sm text-accent">{t("onlyLeft", { count: line.max })}</p>
        ) : line.qty >= line.max && line.max > 0 ? (
          <p className="text-xs text-muted">{t("maxReached")}</p>
        ) : null}
        {line.product.giftProducts.length ? <GiftRotator gifts={line.product.giftProducts} /> : null}
      </div>
    </li>
  );
}
