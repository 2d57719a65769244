import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import type { CartSummary } from "../../../backend/lists/contract";
import { formatMoney } from "~/lib/money";
import { summaryMessage } from "~/lib/error-text";
import { useMessage } from "~/hooks/useMessage";

function Row({ label, value, tone = "", testId }: { label: ReactNode; value: ReactNode; tone?: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className={`font-medium tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The order summary computed by the server: subtotal, campaign, first-order and loyalty
 * discounts (shown when they apply), delivery (free when 0; "at checkout" before an area is
 * chosen), the total and the summary's error text.
 */
export function CartSummaryBox({ summary, onlyCard = false, children }: { summary: CartSummary; onlyCard?: boolean; children?: ReactNode }) {
  const { t } = useTranslation("cart");
  const message = useMessage();
  const blocking = message(summaryMessage(summary));
  return (
    <section className="rounded-xl border border-line bg-soft/60 p-5 sm:p-6" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {t("summary.title")}
      </h2>
      <dl className="mt-4 text-[15px]">
        <Row label={t("summary.subTotal")} value={formatMoney(summary.subTotal)} testId="summary-subtotal" />
        {summary.campaignDiscount > 0 ? (
          <Row label={t("summary.campaignDiscount")} value={`−${formatMoney(summary.campaignDiscount)}`} tone="text-sale" testId="summary-campaign" />
        ) : null}
        {summary.newCustomerDiscount > 0 ? (
          <Row label={t("summary.newCustomerDiscount")} value={`−${formatMoney(summary.newCustomerDiscount)}`} tone="text-sale" testId="summary-new-customer" />
        ) : null}
        {summary.loyaltyDiscount > 0 ? (
          <Row label={t("summary.loyaltyDiscount")} value={`−${formatMoney(summary.loyaltyDiscount)}`} tone="text-sale" testId="summary-loyalty" />
        ) : null}
        <Row
          label={t("summary.delivery")}
          value={summary.delivery === null ? <span className="font-normal text-muted">{t("summary.atCheckout")}</span> : summary.delivery === 0 ? t("summary.free") : formatMoney(summary.delivery)}
          tone={summary.delivery === 0 ? "text-emerald-700" : ""}
          testId="summary-delivery"
        />
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="text-base font-semibold">{t("summary.total")}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="summary-total">
            {formatMoney(summary.total)}
          </dd>
        </div>
      </dl>
      {blocking ? (
        <p className="mt-4 rounded-md border border-sale/30 bg-white px-3 py-2 text-sm text-sale" role="alert" data-testid="summary-error">
          {blocking}
        </p>
      ) : null}
      {onlyCard ? <p className="mt-3 text-sm text-muted">{t("summary.onlyCard")}</p> : null}
      {children ? <div className="mt-5 flex flex-col gap-3">{children}</div> : null}
    </section>
  );
}
