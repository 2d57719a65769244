/**
 * The product form's blocks past the basics (app/routes/admin/product.tsx holds the form):
 * every discount kind the pricing rules know (backend/pricing/summary.ts), the size table and
 * parameters, gifts and set options. Plain fields of the one product form; gifts and set
 * options are repeatable rows: spare empty rows below the filled ones (an emptied row is
 * removed on save), and 'Add a row' posts `intent=more-…` without JavaScript (the page comes
 * back with more empty rows, nothing saved) or adds a row in place with it.
 */
import { useState } from "react";
import { useTranslation } from "~/lib/translation";
import { PRODUCT_LANGS, type AdminProduct, type CatalogueOptions } from "../../../backend/admin/catalogue-contract";
import { useHydrated } from "~/hooks/useHydrated";
import { AdminCard } from "./AdminCard";
import { Field } from "./Field";

export type FormValues = Record<string, unknown>;

export const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : v === undefined || v === null || v === "" ? [] : [str(v)]);

/** What every block takes: the form's values (stored or as posted) and the error of a field in the page's language. */
export interface BlockProps {
  values: FormValues;
  errorOf: (name: string) => string | null;
}

/** Repeatable rows the form can be asked to grow without JavaScript. */
export type MoreRows = "gifts" | "sets";

const rowsOf = (v: unknown): FormValues[] => (Array.isArray(v) ? v.map((r) => (r && typeof r === "object" ? (r as FormValues) : {})) : []);

/** Percent off, buy N pay N−1, in-basket and cash percent, when the sale ends, and the sale's title per language. */
export function ProductOffers({ values, errorOf }: BlockProps) {
  const { t } = useTranslation("admin");
  const num = (name: string, label: string, hint: string) => (
    <Field label={label} name={name} error={errorOf(name)} hint={hint}>
      <input name={name} defaultValue={str(values[name]) === "0" ? "" : str(values[name])} inputMode="numeric" className="admin-input w-full" />
    </Field>
  );
  return (
    <AdminCard title={t("products.offers.title")} testId="product-offers">
      <p className="mb-3 text-sm text-muted">{t("products.offers.hint")}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {num("discount", t("products.offers.discount"), t("products.offers.discountHint"))}
        {num("discountItemsCount", t("products.offers.itemsCount"), t("products.offers.itemsCountHint"))}
        {num("discountInBasket", t("products.offers.inBasket"), t("products.offers.inBasketHint"))}
        {num("cashDiscount", t("products.offers.cash"), t("products.offers.cashHint"))}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("products.offers.timer")} name="discountTimer" error={errorOf("discountTimer")} hint={t("products.offers.timerHint")}>
          <input type="datetime-local" name="discountTimer" defaultValue={str(values.discountTimer)} className="admin-input w-full" />
        </Field>
        {PRODUCT_LANGS.map((l) => (
          <Field key={l} label={`${t("products.offers.saleTitle")} (${l})`} name={`${l}.discountTitle`} error={errorOf(`${l}.discountTitle`)}>
            <input name={`${l}.discountTitle`} lang={l} defaultValue={str(((values[l] ?? {}) as FormValues).discountTitle)} className="admin-input w-full" maxLength={120} />
          </Field>
        ))}
      </div>
    </AdminCard>
  );
}

/** The collections the product is shown in and the product groups it belongs to (a group's order is kept on the group's screen). */
export function ProductCollections({ values, errorOf, options }: BlockProps & { options: CatalogueOptions }) {
  const { t } = useTranslation("admin");
  const box = (field: "collectionIds" | "groupIds", legend: string, items: CatalogueOptions["collections"]) => {
    const chosen = new Set(list(values[field]));
    return (
      <fieldset aria-describedby={errorOf(field) ? `${field}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{legend}</legend>
        {items.length === 0 ? (
          <p className="text-sm text-muted">{t("products.collections.none")}</p>
        ) : (
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-line p-2 text-sm" data-testid={`product-${field}`}>
            {items.map((c) => (
              <label key={c.id} className="flex items-center gap-2">
                <input type="checkbox" name={field} value={c.id} defaultChecked={chosen.has(String(c.id))} />
                {c.title}
              </label>
            ))}
          </div>
        )}
        {errorOf(field) && (
          <p id={`${field}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${field}`}>
            {errorOf(field)}
          </p>
        )}
      </fieldset>
    );
  };
  return (
    <AdminCard title={t("products.collections.title")} testId="product-collections">
      <div className="grid gap-4 sm:grid-cols-2">
        {box("collectionIds", t("products.collections.collections"), options.collections)}
        {box("groupIds", t("products.collections.groups"), options.groups)}
      </div>
    </AdminCard>
  );
}

/** The size table the product page links to and the parameter values it lists (and filters by). */
export function ProductDetails({ values, errorOf, options }: BlockProps & { options: CatalogueOptions }) {
  const { t } = useTranslation("admin");
  const chosen = new Set(list(values.paramValueIds));
  return (
    <AdminCard title={t("products.details.title")} testId="product-details">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Field label={t("products.details.sizeTable")} name="sizeTableId" error={errorOf("sizeTableId")} hint={t("products.details.sizeTableHint")}>
          <select name="sizeTableId" defaultValue={str(values.sizeTableId)} className="admin-input w-full">
            <option value="">{t("products.details.noSizeTable")}</option>
            {options.sizeTables.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </Field>
        <fieldset aria-describedby={errorOf("paramValueIds") ? "paramValueIds-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">{t("products.details.params")}</legend>
          {options.params.length === 0 ? (
            <p className="text-sm text-muted">{t("products.details.noParams")}</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2" data-testid="product-params">
              {options.params.map((p) => (
                <fieldset key={p.id} className="rounded-md border border-line p-2">
                  <legend className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{p.title}</legend>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {p.values.map((v) => (
                      <label key={v.id} className="flex items-center gap-2">
                        <input type="checkbox" name="paramValueIds" value={v.id} defaultChecked={chosen.has(String(v.id))} />
                        {v.title}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          )}
          {errorOf("paramValueIds") && (
            <p id="paramValueIds-error" className="mt-1 text-sm text-red-700" data-testid="error-paramValueIds">
              {errorOf("paramValueIds")}
            </p>
          )}
        </fieldset>
      </div>
    </AdminCard>
  );
}

/** 'Add a row': a submit button of the product form without JavaScript, a local counter with it. */
function AddRow({ which, onAdd, label }: { which: MoreRows; onAdd: () => void; label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      name="intent"
      value={`more-${which}`}
      formNoValidate
      className="admin-btn self-start"
      data-testid={`more-${which}`}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onAdd();
      }}
    >
      + {label}
    </button>
  );
}

/** Gift products: one SKU or product number per row; the stored ones show their title. */
export function ProductGifts({ values, errorOf, product, more }: BlockProps & { product: AdminProduct | null; more: number }) {
  const { t } = useTranslation("admin");
  const [added, setAdded] = useState(0);
  const filled = list(values.gifts).filter((g) => g.trim() !== "");
  const rows = [...filled, ...Array.from({ length: 1 + more + added }, () => "")];
  const known = new Map((product?.gifts ?? []).flatMap((g) => [[g.sku.toLowerCase(), g] as const, [String(g.id), g] as const]));
  return (
    <AdminCard title={t("products.gifts.title")} testId="product-gifts">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted">{t("products.gifts.hint")}</p>
        <ul className="flex flex-col gap-2">
          {rows.map((ref, i) => {
            const gift = known.get(ref.trim().replace(/^#/, "").toLowerCase());
            const name = `gifts[${i}]`;
            return (
              <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <input name={name} defaultValue={ref} aria-label={`${t("products.gifts.ref")} ${i + 1}`} className="admin-input w-48" maxLength={60} autoCapitalize="off" spellCheck={false} />
                {gift && (
                  <span className="text-sm" data-testid="gift-title">
                    {gift.title || `#${gift.id}`}
                  </span>
                )}
                {errorOf(name) && (
                  <span className="w-full text-xs text-red-700" data-testid={`error-gifts-${i}`}>
                    {errorOf(name)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <AddRow which="gifts" label={t("products.addRow")} onAdd={() => setAdded((n) => n + 1)} />
      </div>
    </AdminCard>
  );
}

/** Set options: titles in three languages, price, old price and the products the set holds. */
export function ProductSets({ values, errorOf, product, more }: BlockProps & { product: AdminProduct | null; more: number }) {
  const { t } = useTranslation("admin");
  const [added, setAdded] = useState(0);
  const filled = rowsOf(values.sets).filter((r) => ["az", "en", "ru", "price", "oldPrice", "items"].some((k) => str(r[k]).trim() !== ""));
  const rows: FormValues[] = [...filled, ...Array.from({ length: 1 + more + added }, () => ({}))];
  const stored = new Map((product?.sets ?? []).map((s) => [String(s.id), s]));
  return (
    <AdminCard title={t("products.sets.title")} testId="product-sets">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t("products.sets.hint")}</p>
        {rows.map((row, i) => {
          const name = (key: string) => `sets[${i}].${key}`;
          const set = stored.get(str(row.id));
          return (
            <fieldset key={i} className="rounded-md border border-line p-3" data-testid="product-set">
              <legend className="px-1 text-sm font-medium">
                {set ? t("products.sets.option", { n: i + 1 }) : t("products.sets.newOption")}
              </legend>
              {row.id !== undefined && str(row.id) !== "" && <input type="hidden" name={name("id")} value={str(row.id)} />}
              <div className="grid gap-3 sm:grid-cols-3">
                {PRODUCT_LANGS.map((l) => (
                  <Field key={l} label={`${t("products.fieldTitle")} (${l})`} name={name(l)} error={errorOf(name(l))}>
                    <input name={name(l)} lang={l} defaultValue={str(row[l])} className="admin-input w-full" maxLength={120} />
                  </Field>
                ))}
                <Field label={t("products.price")} name={name("price")} error={errorOf(name("price"))}>
                  <input name={name("price")} defaultValue={str(row.price)} inputMode="decimal" className="admin-input w-full" />
                </Field>
                <Field label={t("products.oldPrice")} name={name("oldPrice")} error={errorOf(name("oldPrice"))}>
                  <input name={name("oldPrice")} defaultValue={str(row.oldPrice)} inputMode="decimal" className="admin-input w-full" />
                </Field>
                <Field label={t("products.sets.items")} name={name("items")} error={errorOf(name("items"))} hint={t("products.sets.itemsHint")}>
                  <input name={name("items")} defaultValue={str(row.items)} className="admin-input w-full" autoCapitalize="off" spellCheck={false} />
                </Field>
              </div>
              {set && set.items.length > 0 && (
                <p className="mt-2 text-xs text-muted">
                  {t("products.sets.holds")}: {set.items.map((item) => item.title || `#${item.id}`).join(" · ")}
                </p>
              )}
            </fieldset>
          );
        })}
        <AddRow which="sets" label={t("products.sets.add")} onAdd={() => setAdded((n) => n + 1)} />
      </div>
    </AdminCard>
  );
}
