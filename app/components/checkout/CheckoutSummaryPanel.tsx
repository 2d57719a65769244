import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import type { CheckoutSummary } from "../../../backend/checkout/contract";
import { LineImage, LineMeta } from "~/components/cart/CartLineItem";
import { formatMoney } from "~/lib/money";
import { summaryMessage } from "~/lib/error-text";
import { useMessage } from "~/hooks/useMessage";

function Row({ label, value, tone = "", testId }: { label: ReactNode; value: ReactNode; tone?: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className={`text-right font-medium tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The checkout summary as the server computed it: the lines, subtotal, campaign discount,
 * 'First order discount 10%', loyalty discount, gift package, delivery ('Free' when 0) and the
 * total with the package. The summary's error blocks the order and is shown here.
 * `pending` dims the amounts while a recomputation is on its way.
 */
export function CheckoutSummaryPanel({
  summary,
  pending = false,
  pickup = false,
  children,
}: {
  summary: CheckoutSummary | null;
  pending?: boolean;
  pickup?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const message = useMessage();
  if (!summary) {
    return (
      <section className="rounded-xl border border-line bg-soft/60 p-5 sm:p-6" data-testid="checkout-summary">
        <h2 className="text-lg font-semibold">{t("summary.title")}</h2>
        <p className="mt-4 rounded-md border border-sale/30 bg-white px-3 py-2 text-sm text-sale" role="alert" data-testid="summary-error">
          {message("checkout.summaryFailed")}
        </p>
        {children ? <div className="mt-5 flex flex-col gap-3">{children}</div> : null}
      </section>
    );
  }
  const s = summary.summary;
  const units = summary.items.filter((l) => !l.sold).reduce((n, l) => n + l.qty, 0);
  return (
    <section
      className="rounded-xl border border-line bg-soft/60 p-5 sm:p-6"
      aria-labelledby="checkout-summary-title"
      aria-busy={pending || undefined}
      data-testid="checkout-summary"
      data-pending={pending ? "true" : undefined}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-title" className="text-lg font-semibold">
          {t("summary.title")}
        </h2>
        <span className="text-sm text-muted">{t("summary.items", { count: units })}</span>
      </div>
      <ul className="mt-4 divide-y divide-line border-y border-line" data-testid="summary-lines">
        {summary.items.map((line) => (
          <li key={line.key} className="flex gap-3 py-3" data-testid="summary-line" data-sold={line.sold ? "true" : undefined}>
            <LineImage line={line} size="sm" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink">{line.product.title}</p>
              <LineMeta line={line} className="mt-0.5 text-xs" />
              <p className="mt-0.5 text-xs text-muted">
                {t("summary.qty", { count: line.qty })}
                {line.sold ? <span className="ml-2 font-semibold text-sale">{t("summary.sold")}</span> : null}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums">{formatMoney(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className={`mt-3 text-[15px] transition-opacity ${pending ? "opacity-50" : ""}`}>
        <Row label={t("summary.subTotal")} value={formatMoney(s.subTotal)} testId="summary-subtotal" />
        {s.campaignDiscount > 0 ? <Row label={t("summary.campaignDiscount")} value={`−${formatMoney(s.campaignDiscount)}`} tone="text-sale" testId="summary-campaign" /> : null}
        {s.newCustomerDiscount > 0 ? (
          <Row label={t("summary.newCustomerDiscount")} value={`−${formatMoney(s.newCustomerDiscount)}`} tone="text-sale" testId="summary-new-customer" />
        ) : null}
        {s.loyaltyDiscount > 0 ? <Row label={t("summary.loyaltyDiscount")} value={`−${formatMoney(s.loyaltyDiscount)}`} tone="text-sale" testId="summary-loyalty" /> : null}
        {summary.package > 0 ? <Row label={t("summary.package")} value={formatMoney(summary.package)} testId="summary-package" /> : null}
        <Row
          label={t("summary.delivery")}
          value={
            pickup ? (
              t("summary.pickup")
            ) : s.delivery === null ? (
              <span className="font-normal text-muted">{t("summary.chooseArea")}</span>
            ) : s.delivery === 0 ? (
              t("summary.free")
            ) : (
              formatMoney(s.delivery)
            )
          }
          tone={!pickup && s.delivery === 0 ? "text-emerald-700" : ""}
          testId="summary-delivery"
        />
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="text-base font-semibold">{t("summary.total")}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="summary-total">
            {formatMoney(summary.grandTotal)}
          </dd>
        </div>
      </dl>
      {s.error ? (
        <p className="mt-4 rounded-md border border-sale/30 bg-white px-3 py-2 text-sm text-sale" role="alert" data-testid="summary-error">
          {message(summaryMessage(s))}
        </p>
      ) : null}
      {children ? <div className="mt-5 flex flex-col gap-3">{children}</div> : null}
    </section>
  );
}
