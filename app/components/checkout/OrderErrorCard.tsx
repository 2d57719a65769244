import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import { useLocalize } from "~/hooks/useLang";
import { AlertIcon } from "~/components/layout/icons";

/** 'Order error' / 'Sorry, your order has been canceled.' with links to repeat checkout and to the cart. */
export function OrderErrorCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("checkout");
  const localize = useLocalize();
  return (
    <section className="mx-auto w-full max-w-md rounded-xl border border-line bg-white p-8 text-center shadow-sm" data-testid="order-error">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-sale">
        <AlertIcon size={28} />
      </span>
      <h1 className="text-2xl font-semibold text-ink">{t("orderError.title")}</h1>
      <p className="mt-3 text-muted">{t("orderError.text")}</p>
      {children}
      <div className="mt-6 flex flex-col gap-3">
        <Link to={localize("/checkout")} className="btn-primary w-full" data-testid="order-error-retry">
          {t("orderError.retry")}
        </Link>
        <Link to={localize("/cart")} className="btn-secondary w-full">
          {t("orderError.cart")}
        </Link>
      </div>
    </section>
  );
}

