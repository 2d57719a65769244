import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { useFetcher } from "react-router";
import type { CartLine } from "../../../backend/lists/contract";
import { JsFlag } from "./hydration";
import { useHydrated } from "~/hooks/useHydrated";

/** Debounce of typed quantities (buttons apply at once). */
const TYPE_DELAY_MS = 450;

/**
 * A cart line's quantity: − and + are submit buttons (step −1 / +1) so they work without
 * JavaScript, and look disabled at 1 and at the line's maximum (the stock). A typed quantity
 * is sent by the Update button without JavaScript; with JavaScript every change is posted
 * at once by a fetcher (typed values after a short pause) and the page revalidates.
 */
export function QuantityControl({ line, redirectTo, disabled = false }: { line: CartLine; redirectTo: string; disabled?: boolean }) {
  const { t } = useTranslation("cart");
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `cart-qty-${line.key}` });
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const max = Math.max(1, line.max);
  const pending = fetcher.formData ? Number(fetcher.formData.get("qty")) : NaN;
  const [typed, setTyped] = useState<string | null>(null);
  const current = typed !== null ? Number(typed) || line.qty : Number.isFinite(pending) && pending > 0 ? pending : line.qty;

  // a fresh answer from the server (revalidation) replaces what was typed
  useEffect(() => setTyped(null), [line.qty]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && (fetcher.data as { ok?: boolean }).ok === false) setTyped(null);
  }, [fetcher.state, fetcher.data]);

  const send = (qty: number) => {
    window.clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || qty === line.qty) return;
    const data = new FormData(form);
    data.set("qty", String(qty));
    data.delete("step");
    fetcher.submit(data, { method: "post", action: "/action/cart", preventScrollReset: true });
  };

  const off = disabled || line.sold;
  const step =
    "flex h-10 w-10 items-center justify-center text-lg text-ink transition hover:bg-soft disabled:cursor-not-allowed disabled:text-muted/40 disabled:hover:bg-transparent";
  return (
    <fetcher.Form ref={formRef} method="post" action="/action/cart" preventScrollReset className="flex items-center gap-2" data-testid="cart-qty-form">
      <JsFlag />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="size" value={line.size} />
      <input type="hidden" name="option" value={line.option} />
      {line.id ? <input type="hidden" name="itemId" value={line.id} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* first in the form so Enter in the field submits the typed value, not a step */}
      <button type="submit" className={hydrated ? "hidden" : "btn-secondary order-last min-h-10 px-3 py-1.5"} disabled={off} data-testid="cart-qty-update">
        {t("update")}
      </button>
      <div className={`inline-flex h-10 items-center rounded-md border border-ink/25 bg-white ${off ? "opacity-60" : ""}`} data-testid="cart-qty">
        <button
          type="submit"
          name="step"
          value="-1"
          className={step}
          disabled={off || current <= 1}
          aria-label={t("qtyLess", { title: line.product.title })}
          data-testid="cart-qty-minus"
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            setTyped(null);
            send(Math.max(1, current - 1));
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label className="sr-only" htmlFor={`qty-${line.key}`}>
          {t("quantity")}
        </label>
        <input
          id={`qty-${line.key}`}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          disabled={off}
          value={typed ?? String(current)}
          onChange={(e) => {
            const raw = e.target.value;
            setTyped(raw);
            const n = Number.parseInt(raw, 10);
            window.clearTimeout(timer.current);
            if (!Number.isFinite(n) || n < 1) return;
            const qty = Math.min(n, max);
            timer.current = window.setTimeout(() => send(qty), TYPE_DELAY_MS);
          }}
          onBlur={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            const qty = Number.isFinite(n) && n >= 1 ? Math.min(n, max) : line.qty;
            setTyped(String(qty));
            send(qty);
          }}
          className="h-full w-12 border-0 bg-transparent text-center text-base font-medium tabular-nums text-ink [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          data-testid="cart-qty-input"
        />
        <button
          type="submit"
          name="step"
          value="1"
          className={step}
          disabled={off || current >= max}
          aria-label={t("qtyMore", { title: line.product.title })}
          data-testid="cart-qty-plus"
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            setTyped(null);
            send(Math.min(max, current + 1));
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fetcher.Form>
  );
}
