import { useTranslation } from "~/lib/translation";
import type { ProductVariant } from "../../../backend/catalog/contract";

/**
 * Size radios (labelled, keyboard friendly) inside the add-to-cart form. Sizes out of stock
 * are shown crossed out and cannot be chosen. `onSelect` keeps the URL (?size=) in step.
 */
export function SizeSelect({
  variants,
  value,
  onSelect,
  form,
  error,
  aside,
}: {
  variants: ProductVariant[];
  value: string | null;
  onSelect: (size: string) => void;
  form?: string;
  error?: string | null;
  /** shown at the right of the legend (the size table link) */
  aside?: React.ReactNode;
}) {
  const { t } = useTranslation("catalog");
  if (variants.length === 0) return null;
  return (
    <fieldset className="min-w-0" data-testid="size-select" aria-describedby={error ? "size-error" : undefined}>
      {/* the legend must be the fieldset's first child: the size-table link floats beside it */}
      <legend className="float-left mb-2 min-h-6 text-sm leading-6 font-semibold text-ink">
        {t("product.size")}
        {value ? <span className="font-normal text-muted">: {value}</span> : null}
      </legend>
      {aside ? <div className="float-right mb-2 ml-3">{aside}</div> : null}
      <div className="clear-both flex flex-wrap gap-2">
        {variants.map((v) => {
          const sold = v.total <= 0;
          const id = `size-${v.siteSize.replace(/[^A-Za-z0-9_-]/g, "_")}`;
          return (
            <span key={v.siteSize}>
              <input
                type="radio"
                id={id}
                name="size"
                form={form}
                value={v.siteSize}
                checked={value === v.siteSize}
                disabled={sold}
                required
                onChange={() => onSelect(v.siteSize)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={sold ? "size-opt-sold" : "size-opt"}
                title={sold ? t("product.sizeSoldOut") : undefined}
              >
                {v.siteSize}
                {sold ? <span className="sr-only"> — {t("product.sizeSoldOut")}</span> : null}
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id="size-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
