/**
 * 'Redirecting to the payment page…': a form with the bank's fields posted to the bank (the
 * azericard protocol; the test gateway speaks it too). With JavaScript it is submitted at
 * once; without, the shopper presses 'Continue to payment'. It is a plain <form>: it leaves
 * the shop (a cross-site post the bank accepts; our own posts are checked by server/same-origin.ts).
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation";
import type { PaymentForm } from "../../../backend/checkout/contract";

export function PaymentRedirect({ payment }: { payment: PaymentForm }) {
  const { t } = useTranslation("checkout");
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.submit(), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="mx-auto max-w-md rounded-xl border border-line bg-white p-8 text-center shadow-sm" data-testid="payment-redirect" aria-live="polite">
      <span className="mx-auto mb-5 block size-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand motion-reduce:animate-none" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-ink">{t("redirect.title")}</h2>
      <p className="mt-2 text-sm text-muted">{t("redirect.text")}</p>
      <form ref={ref} method="post" action={payment.url} className="mt-6" data-testid="payment-redirect-form">
        {Object.entries(payment.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary w-full" data-testid="payment-continue">
          {t("redirect.continue")}
        </button>
      </form>
    </section>
  );
}
