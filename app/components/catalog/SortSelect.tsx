import { useTranslation } from "~/lib/translation";
import { SORTS, type Sort } from "~/lib/listing-query";

export const FILTER_FORM_ID = "listing-filters";

/**
 * The sort selector; it belongs to the filter form (form attribute), so sort and filters are
 * one GET request. With JS a change applies at once; without JS the Apply button beside it
 * (shown only when scripts are off) submits the form.
 */
export function SortSelect({ value, onApply, className = "" }: { value: Sort; onApply?: (form: HTMLFormElement) => void; className?: string }) {
  const { t } = useTranslation("catalog");
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor="listing-sort" className="hidden text-sm text-muted sm:block">
        {t("sortBy")}
      </label>
      <select
        id="listing-sort"
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        aria-label={t("sortBy")}
        className="min-h-10 w-full rounded-md border sm:w-auto border-ink/20 bg-white py-1.5 pl-3 pr-8 text-sm font-medium text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        onChange={(e) => {
          const form = e.currentTarget.form;
          if (form && onApply) onApply(form);
        }}
        data-testid="sort-select"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort_${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" form={FILTER_FORM_ID} className="nojs-inline hidden min-h-10 items-center rounded-md border border-ink/20 px-3 text-sm font-semibold" data-testid="apply-sort">
        {t("applyFilters")}
      </button>
    </div>
  );
}
