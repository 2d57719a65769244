import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import type { CheckoutSummary } from "../../../backend/checkout/contract";
import { LineImage, LineMeta } from "~/components/cart/CartLineItem";
import { SummaryLines } from "~/components/cart/SummaryLines";
import { formatMoney } from "~/lib/money";
import { summaryMessage } from "~/lib/error-text";
import { useMessage } from "~/hooks/useMessage";

/**
 * The checkout summary as the server computed it: the products, then the summary's lines
 * (SummaryLines: subtotal, each discount kind, gift package, delivery, the total with the
 * package). The summary's error blocks the order and is shown here.
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
      <SummaryLines
        lines={s.lines}
        pickup={pickup}
        noArea={t("summary.chooseArea")}
        className={`mt-3 transition-opacity ${pending ? "opacity-50" : ""}`}
      />
      {s.error ? (
        <p className="mt-4 rounded-md border border-sale/30 bg-white px-3 py-2 text-sm text-sale" role="alert" data-testid="summary-error">
          {message(summaryMessage(s))}
        </p>
      ) : null}
      {children ? <div className="mt-5 flex flex-col gap-3">{children}</div> : null}
    </section>
  );
}
