import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import type { CartSummary } from "../../../backend/lists/contract";
import { SummaryLines } from "./SummaryLines";
import { summaryMessage } from "~/lib/error-text";
import { useMessage } from "~/hooks/useMessage";

/**
 * The order summary computed by the server: its lines (SummaryLines: subtotal, each discount
 * kind that applies, delivery — "at checkout" before an area is chosen — and the total) and
 * the summary's error text.
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
      <SummaryLines lines={summary.lines} className="mt-4" />
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
