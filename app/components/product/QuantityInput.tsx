import { useTranslation } from "~/lib/translation";
import { useHydrated } from "~/hooks/useHydrated";

/**
 * Quantity between 1 and `max` (the selected size's stock). The field is a plain number input
 * (typed values work without JS); the minus / plus buttons work with JS and look disabled at
 * the bounds (and before hydration, so nothing changes shape when JS arrives).
 */
export function QuantityInput({
  value,
  max,
  onChange,
  name = "qty",
  id = "product-qty",
  form,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  name?: string;
  id?: string;
  form?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const upper = Math.max(1, max);
  const canDown = hydrated && !disabled && value > 1;
  const canUp = hydrated && !disabled && value < upper;
  const step = "flex h-11 w-11 items-center justify-center text-lg text-ink transition hover:bg-soft disabled:cursor-not-allowed disabled:text-muted/40 disabled:hover:bg-transparent";
  return (
    <div className="inline-flex h-12 items-center rounded-md border border-ink/25 bg-white" data-testid="quantity">
      <button type="button" className={step} onClick={() => onChange(Math.max(1, value - 1))} disabled={!canDown} aria-label={t("product.qtyLess")} aria-controls={id}>
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {t("product.quantity")}
      </label>
      <input
        id={id}
        name={name}
        form={form}
        type="number"
        inputMode="numeric"
        min={1}
        max={upper}
        step={1}
        required
        disabled={disabled}
        value={value}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value, 10);
          onChange(Number.isFinite(n) ? Math.min(Math.max(1, n), upper) : 1);
        }}
        className="h-full w-12 border-0 bg-transparent text-center text-base font-medium tabular-nums text-ink [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" className={step} onClick={() => onChange(Math.min(upper, value + 1))} disabled={!canUp} aria-label={t("product.qtyMore")} aria-controls={id}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
