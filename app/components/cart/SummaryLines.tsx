import type { ReactNode } from "react";
import type { SummaryLine, SummaryLineKind } from "../../../backend/pricing/contract";
import { formatMoney } from "~/lib/money";
import { useTranslation } from "~/lib/translation";

const LABEL: Record<SummaryLineKind, string> = {
  subtotal: "summary.subTotal",
  campaign: "summary.campaignDiscount",
  cash: "summary.cashDiscount",
  newCustomer: "summary.newCustomerDiscount",
  loyalty: "summary.loyaltyDiscount",
  promo: "summary.promoDiscount",
  package: "summary.package",
  delivery: "summary.delivery",
  total: "summary.total",
};

const SUFFIX: Record<SummaryLineKind, string> = {
  subtotal: "subtotal",
  campaign: "campaign",
  cash: "cash",
  newCustomer: "new-customer",
  loyalty: "loyalty",
  promo: "promo",
  package: "package",
  delivery: "delivery",
  total: "total",
};

/**
 * The lines of a summary as the server made them (backend/pricing/contract.ts summaryLines),
 * one component for the cart popup, the cart, the checkout and the order pages: the subtotal,
 * each discount kind, the gift package, delivery ('Free' when 0; `noArea` before an area is
 * chosen; `pickup` says so) and the total.
 */
export function SummaryLines({
  lines,
  pickup = false,
  noArea,
  compact = false,
  className = "",
  testIdPrefix = "summary",
}: {
  lines: readonly SummaryLine[];
  pickup?: boolean;
  /** what delivery says before an area is chosen */
  noArea?: ReactNode;
  /** the popup's smaller type */
  compact?: boolean;
  className?: string;
  /** the amounts' test ids: `summary-total`, or `order-total` on the order pages */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation("cart");
  return (
    <dl className={`${compact ? "text-sm" : "text-[15px]"} ${className}`} data-testid="summary-lines-list">
      {lines.map((line) => {
        if (line.kind === "total") {
          return (
            <div key={line.kind} className={`mt-3 flex items-baseline justify-between gap-4 border-t border-line ${compact ? "pt-3" : "pt-4"}`} data-kind={line.kind}>
              <dt className="text-base font-semibold">{t(LABEL.total)}</dt>
              <dd className={`${compact ? "text-lg" : "text-xl"} font-semibold tabular-nums`} data-testid={`${testIdPrefix}-${SUFFIX.total}`}>
                {formatMoney(line.amount ?? 0)}
              </dd>
            </div>
          );
        }
        let value: ReactNode;
        let tone = "";
        if (line.kind === "delivery") {
          if (pickup) value = t("summary.pickup");
          else if (line.amount === null) value = <span className="font-normal text-muted">{noArea ?? t("summary.atCheckout")}</span>;
          else if (line.amount === 0) [value, tone] = [t("summary.free"), "text-emerald-700"];
          else value = formatMoney(line.amount);
        } else if ((line.amount ?? 0) < 0) {
          [value, tone] = [`−${formatMoney(-(line.amount ?? 0))}`, "text-sale"];
        } else value = formatMoney(line.amount ?? 0);
        return (
          <div key={line.kind} className={`flex items-baseline justify-between gap-4 ${compact ? "py-1" : "py-1.5"}`} data-kind={line.kind}>
            <dt className="text-muted">{t(LABEL[line.kind])}</dt>
            <dd className={`text-right font-medium tabular-nums ${tone}`} data-testid={`${testIdPrefix}-${SUFFIX[line.kind]}`}>
              {value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
