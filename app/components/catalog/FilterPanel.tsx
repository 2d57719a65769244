import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useLocation, useSubmit } from "react-router";
import type { FilterGroup, FilterItem } from "../../../backend/catalog/contract";
import { formatMoney } from "~/lib/money";
import { PREV_CATEGORY, withParams, type ListingState } from "~/lib/listing-query";
import { FILTER_FORM_ID } from "./SortSelect";

/** Above this width filters apply at once (with JS); at or below it they apply on Search. */
export const WIDE_QUERY = "(min-width: 1025px)";
const VISIBLE_ITEMS = 8;
const COLOR_SEARCH_FROM = 10;

/**
 * Turns the filter form into the listing URL's query: empty fields, the default sort and the
 * marker field are left out (the browser already removed a deselected parent's children).
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    if (key === PREV_CATEGORY) continue;
    if (value.trim() === "" && key !== "search") continue;
    if (key === "sort" && value === "new") continue;
    out.append(key, value);
  }
  return out;
}

/** Keeps the uncontrolled inputs in step with the URL after a navigation (links, Clear all). */
function useSyncForm(formRef: React.RefObject<HTMLFormElement | null>, state: ListingState) {
  const stateKey = JSON.stringify(state);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const el of Array.from(form.elements)) {
      // never overwrite what the shopper is typing or choosing right now
      if (el === document.activeElement && !(el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))) continue;
      if (el instanceof HTMLInputElement) {
        if (el.type === "checkbox" || el.type === "radio") {
          if (!el.name) continue;
          const values = state.selected[el.name] ?? [];
          el.checked = el.value === "" ? values.length === 0 : values.includes(el.value);
        } else if (el.name === "price_min") el.value = state.priceMin?.toString() ?? "";
        else if (el.name === "price_max") el.value = state.priceMax?.toString() ?? "";
      } else if (el instanceof HTMLSelectElement && el.name === "sort") {
        el.value = state.sort;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);
}

/** One shared submit: GET to the same page, history entry replaced, scroll kept. */
export function useApplyFilters() {
  const submit = useSubmit();
  const location = useLocation();
  const last = useRef({ query: "", at: 0 });
  return (form: HTMLFormElement) => {
    const query = formQuery(form);
    const key = query.toString();
    // Enter in a field fires both change and submit: send the same query once
    if (key === last.current.query && Date.now() - last.current.at < 400) return;
    last.current = { query: key, at: Date.now() };
    submit(query, { method: "get", action: location.pathname, replace: true, preventScrollReset: true });
  };
}

function Count({ n }: { n?: number }) {
  if (n === undefined) return null;
  return <span className="f-count">{n}</span>;
}

function countNodes(items: FilterItem[]): number {
  return items.reduce((n, i) => n + 1 + countNodes(i.children ?? []), 0);
}

function hasSelected(item: FilterItem, selected: string[]): boolean {
  return (item.children ?? []).some((c) => selected.includes(String(c.id)) || hasSelected(c, selected));
}

/**
 * The id of a filter value's checkbox: `f-<group>-<value>` with every character outside
 * [A-Za-z0-9-] written as `_<hex code>_`, so an id holds no spaces, works as a CSS selector as it
 * is, and two values never share one ("30 ml" is `30_20_ml`, "30_ml" is `30_5f_ml`).
 */
export function filterInputId(group: string, value: string | number): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9-]/gu, (c) => `_${c.codePointAt(0)!.toString(16)}_`);
  return `f-${safe(group)}-${safe(String(value))}`;
}

/** Trees up to this many nodes show fully; bigger ones fold sub-levels (open where something is chosen). */
const TREE_OPEN_UP_TO = 16;

function CheckItem({ group, item, selected, depth = 0, fold = false }: { group: FilterGroup; item: FilterItem; selected: string[]; depth?: number; fold?: boolean }) {
  const { t } = useTranslation("catalog");
  const id = filterInputId(group.name, item.id);
  const checked = selected.includes(String(item.id));
  const children = item.children?.length ? (
    <ul className="ml-3 border-l border-line pl-2">
      {item.children.map((child) => (
        <CheckItem key={child.id} group={group} item={child} selected={selected} depth={depth + 1} fold={fold} />
      ))}
    </ul>
  ) : null;
  return (
    <li className="relative">
      <label htmlFor={id} className={children && fold ? "f-opt pr-9" : "f-opt"}>
        <input
          id={id}
          type={group.type === "radio" ? "radio" : "checkbox"}
          name={group.name}
          value={String(item.id)}
          defaultChecked={checked}
          className="f-box"
          data-depth={depth}
        />
        <span className="f-name">{item.title}</span>
        <Count n={item.count} />
      </label>
      {children && fold ? (
        <details className="group/sub" open={hasSelected(item, selected)}>
          <summary
            className="absolute right-0 top-0 flex h-9 w-8 cursor-pointer list-none items-center justify-center rounded text-muted hover:bg-soft hover:text-ink [&::-webkit-details-marker]:hidden"
            aria-label={t("subcategoriesOf", { title: item.title })}
          >
            <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="transition group-open/sub:rotate-180">
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          {children}
        </details>
      ) : (
        children
      )}
    </li>
  );
}

function CheckGroup({ group, selected }: { group: FilterGroup; selected: string[] }) {
  const { t } = useTranslation("catalog");
  const tree = group.items.some((i) => i.children?.length);
  const fold = tree && countNodes(group.items) > TREE_OPEN_UP_TO;
  const head = tree ? group.items : group.items.slice(0, VISIBLE_ITEMS);
  const rest = tree ? [] : group.items.slice(VISIBLE_ITEMS);
  const restSelected = rest.some((i) => selected.includes(String(i.id)));
  return (
    <>
      {group.type === "radio" ? (
        <ul>
          <li>
            <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-1 text-sm hover:bg-soft">
              <input type="radio" name={group.name} value="" defaultChecked={selected.length === 0} className="h-4 w-4 accent-brand" />
              <span>{t("anyOption")}</span>
            </label>
          </li>
        </ul>
      ) : null}
      <ul>
        {head.map((item) => (
          <CheckItem key={item.id} group={group} item={item} selected={selected} fold={fold} />
        ))}
      </ul>
      {rest.length ? (
        <details className="group/more" open={restSelected}>
          <summary className="mt-1 cursor-pointer list-none px-1 text-sm font-medium text-brand underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{t("showMoreFilters", { count: group.items.length })}</span>
            <span className="hidden group-open/more:inline">{t("showFewerFilters")}</span>
          </summary>
          <ul>
            {rest.map((item) => (
              <CheckItem key={item.id} group={group} item={item} selected={selected} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function ColorGroup({ group, selected }: { group: FilterGroup; selected: string[] }) {
  const { t } = useTranslation("catalog");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const q = query.trim().toLocaleLowerCase();
  return (
    <>
      {group.items.length >= COLOR_SEARCH_FROM ? (
        <div className="nojs-hide mb-2">
          <label htmlFor={searchId} className="sr-only">
            {t("searchColors")}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("searchColors")}
            className="input min-h-9 py-1 text-sm"
            autoComplete="off"
          />
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-1 desk:grid-cols-1" data-testid="color-options">
        {group.items.map((item) => {
          const id = filterInputId(group.name, item.id);
          const hidden = q !== "" && !item.title.toLocaleLowerCase().includes(q) && !selected.includes(String(item.id));
          return (
            <li key={item.id} hidden={hidden}>
              <input id={id} type="checkbox" name={group.name} value={String(item.id)} defaultChecked={selected.includes(String(item.id))} className="peer sr-only" />
              <label
                htmlFor={id}
                className="f-color"
              >
                <span className="f-swatch" style={{ backgroundColor: item.hex ?? "#ddd" }} aria-hidden="true" />
                <span className="f-name">{item.title}</span>
                <Count n={item.count} />
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function PriceGroup({ group, state }: { group: FilterGroup; state: ListingState }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const min = Math.floor((group.min ?? 0) / 100);
  const max = Math.ceil((group.max ?? 0) / 100);
  const uid = useId();
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${uid}-min`} className="mb-1 block text-xs text-muted">
            {t("priceFrom")}
          </label>
          <input
            id={`${uid}-min`}
            type="number"
            name="price_min"
            inputMode="decimal"
            min={min}
            max={max}
            step="any"
            placeholder={String(min)}
            defaultValue={state.priceMin ?? ""}
            className="input min-h-10 py-1.5 text-sm"
            data-testid="price-min"
          />
        </div>
        <div>
          <label htmlFor={`${uid}-max`} className="mb-1 block text-xs text-muted">
            {t("priceTo")}
          </label>
          <input
            id={`${uid}-max`}
            type="number"
            name="price_max"
            inputMode="decimal"
            min={min}
            max={max}
            step="any"
            placeholder={String(max)}
            defaultValue={state.priceMax ?? ""}
            className="input min-h-10 py-1.5 text-sm"
            data-testid="price-max"
          />
        </div>
      </div>
      {group.intervals?.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {group.intervals.map((iv) => {
            const from = iv.from / 100;
            const to = iv.to / 100;
            const active = state.priceMin === from && state.priceMax === to;
            return (
              <li key={`${iv.from}-${iv.to}`}>
                <Link
                  to={`${location.pathname}${withParams(location.search, active ? { price_min: null, price_max: null } : { price_min: String(from), price_max: String(to) })}`}
                  replace
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  className={`inline-flex min-h-8 items-center rounded-full border px-3 text-xs tabular-nums transition ${active ? "border-ink bg-ink text-white" : "border-line text-ink hover:border-ink"}`}
                >
                  {t("priceRange", { from: formatMoney(iv.from).replace(".00", ""), to: formatMoney(iv.to).replace(".00", "") })}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The listing's filter form (GET): checkbox groups, price range with presets, colour swatches,
 * the categories tree and discounts. Without JS the Search button applies it; with JS a change
 * applies at once on wide screens and on Search at or below 1024 px.
 */
export function FilterPanel({ groups, state, hidden, onApplied }: { groups: FilterGroup[]; state: ListingState; hidden: Record<string, string>; onApplied?: () => void }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = useApplyFilters();
  useSyncForm(formRef, state);

  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLInputElement;
    if (!target.name) return; // colour search box
    if (target.type === "checkbox" && target.name === "filter_category" && !target.checked) {
      // deselecting a parent also removes its selected children
      target.closest("li")?.querySelectorAll<HTMLInputElement>('input[name="filter_category"]').forEach((el) => {
        el.checked = false;
      });
    }
    if (window.matchMedia(WIDE_QUERY).matches && formRef.current) apply(formRef.current);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
    onApplied?.();
  };

  const clearTo = `${location.pathname}${hidden.search !== undefined ? `?search=${encodeURIComponent(hidden.search)}` : ""}`;
  const anySelected = Object.keys(state.selected).length > 0 || state.priceMin !== undefined || state.priceMax !== undefined;

  return (
    <form id={FILTER_FORM_ID} ref={formRef} method="get" action={location.pathname} onChange={onChange} onSubmit={onSubmit} aria-label={t("filtersTitle")} data-testid="filter-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {groups.some((g) => g.name === "filter_category") ? (
        <input type="hidden" name={PREV_CATEGORY} value={(state.selected.filter_category ?? []).join(",")} />
      ) : null}
      <div className="divide-y divide-line">
        {groups.map((group) => (
          <fieldset key={group.name} className="py-4 first:pt-0" data-testid={`filter-group-${group.name}`}>
            <legend className="f-legend">{group.title}</legend>
            <div className="clear-both">
              {group.type === "price" ? (
                <PriceGroup group={group} state={state} />
              ) : group.type === "color" ? (
                <ColorGroup group={group} selected={state.selected[group.name] ?? []} />
              ) : (
                <CheckGroup group={group} selected={state.selected[group.name] ?? []} />
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="sticky bottom-0 -mx-4 mt-2 flex gap-2 border-t border-line bg-white px-4 py-3 desk:static desk:mx-0 desk:border-0 desk:px-0">
        <button type="submit" className="btn-primary nojs-flex flex-1 desk:hidden" data-testid="apply-filters">
          {t("applyFilters")}
        </button>
        {anySelected ? (
          <Link to={clearTo} replace preventScrollReset className="btn-secondary flex-1 desk:min-h-9 desk:flex-none desk:px-3 desk:text-xs">
            {t("clearFilters")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** Styles that apply only when scripts are off (noscript content is parsed only then). */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{`.nojs-flex{display:flex!important}.nojs-inline{display:inline-flex!important}.nojs-hide{display:none!important}`}</style>
    </noscript>
  );
}
