/**
 * Header search. Without JavaScript: a plain GET form to /search?search= (max 30 chars).
 * With JavaScript: suggestions (products, categories, collections) from the `/suggest`
 * resource route, asked 500 ms after typing stops and only for 2+ trimmed characters.
 * States: idle, loading, results, empty (all three groups empty: the panel clears and a
 * screen-reader status says so). Enter or the icon submits the form (→ /search).
 *
 * The field is an ARIA 1.2 combobox: the input keeps the focus, the suggestions are a listbox
 * of options in labelled groups, ArrowDown/ArrowUp move the active option
 * (`aria-activedescendant`), Enter follows it (or searches when none is active), Escape closes.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useLocation } from "react-router";
import { SEARCH_MAX, type SearchSuggestions } from "../../../backend/catalog/contract";
import { imageUrl } from "~/lib/images";
import { localizePath, type Lang } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { SearchIcon } from "./icons";

export const SUGGEST_DEBOUNCE_MS = 500;
export const SUGGEST_MIN_LENGTH = 2;

type State = "idle" | "loading" | "results" | "empty";

const EMPTY: SearchSuggestions = { products: [], categories: [], collections: [] };

export function SearchBox({
  lang,
  initial = "",
  autoFocus = false,
  className = "",
  idPrefix = "search",
}: {
  lang: Lang;
  initial?: string;
  autoFocus?: boolean;
  className?: string;
  /** keeps ids unique when the box appears twice (header and mobile popup) */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<State>("idle");
  const [found, setFound] = useState<SearchSuggestions>(EMPTY);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const inputId = `${idPrefix}-input`;

  const location = useLocation();

  const inputRef = useRef<HTMLInputElement>(null);

  // The field is uncontrolled, so text typed before hydration is never lost; `value` mirrors
  // it for the suggestions. A navigation to another search puts that search in the field.
  const shownInitial = useRef<string | null>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (shownInitial.current !== null && shownInitial.current !== initial) input.value = initial;
    shownInitial.current = initial;
    setValue(input.value);
  }, [initial]);
  // a followed suggestion (or any navigation) closes the panel
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    const text = value.trim().slice(0, SEARCH_MAX);
    if (text.length < SUGGEST_MIN_LENGTH) {
      setState("idle");
      setFound(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("loading");
      try {
        const params = new URLSearchParams({ search: text, lang });
        const response = await fetch(`/suggest?${params}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const answer = (await response.json()) as Partial<SearchSuggestions>;
        const next = {
          products: answer.products ?? [],
          categories: answer.categories ?? [],
          collections: answer.collections ?? [],
        };
        setFound(next);
        const any = next.products.length + next.categories.length + next.collections.length > 0;
        setState(any ? "results" : "empty");
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        setFound(EMPTY);
        setState("empty");
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, lang]);

  // close the panel on a click outside the box
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const showPanel = open && state === "results";
  const links = (path: string) => localizePath(path, lang);
  // the options in the order they are shown (products, categories, collections)
  const options = [
    ...found.products.map((item) => ({ key: `p${item.id}`, route: item.route })),
    ...found.categories.map((item) => ({ key: `c${item.id}`, route: item.route })),
    ...found.collections.map((item) => ({ key: `k${item.id}`, route: item.route })),
  ];
  const optionId = (index: number) => `${panelId}-o${index}`;
  const activeIndex = showPanel && active < options.length ? active : -1;
  // new suggestions or a closed panel: no option is active
  useEffect(() => setActive(-1), [found, showPanel]);
  // keep the active option in view inside the scrolling panel
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function move(delta: 1 | -1) {
    if (options.length === 0) return;
    const next = activeIndex === -1 ? (delta === 1 ? 0 : options.length - 1) : activeIndex + delta;
    setActive(next < 0 || next >= options.length ? -1 : next);
  }
  let optionIndex = 0;

  return (
    <form
      ref={rootRef}
      method="get"
      action={links("/search")}
      role="search"
      className={`relative ${className}`}
      data-state={state}
      data-testid="search-box"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          inputRef.current?.focus();
        } else if (event.key === "ArrowDown" && showPanel) {
          event.preventDefault();
          move(1);
        } else if (event.key === "ArrowUp" && showPanel) {
          event.preventDefault();
          move(-1);
        } else if (event.key === "ArrowDown" && !showPanel && state === "results") {
          event.preventDefault();
          setOpen(true);
        } else if (event.key === "Enter" && activeIndex >= 0 && event.target === inputRef.current) {
          // follow the active suggestion instead of submitting the search
          event.preventDefault();
          document.getElementById(optionId(activeIndex))?.click();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("searchLabel")}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          name="search"
          ref={inputRef}
          defaultValue={initial}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          maxLength={SEARCH_MAX}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={panelId}
          aria-expanded={showPanel}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className="search-input"
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-full text-ink/70 transition hover:text-ink"
        >
          <SearchIcon size={20} />
          <span className="sr-only">{t("search")}</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {state === "loading" ? t("loading") : state === "empty" ? t("noSuggestions") : ""}
      </p>
      <div className={showPanel ? "search-panel" : "hidden"} data-testid="search-suggestions">
        <div id={panelId} role="listbox" aria-label={t("searchLabel")} className={showPanel ? "grid gap-4 p-4 pb-0 sm:p-5 sm:pb-0" : "hidden"}>
          {showPanel ? (
            <>
            {found.products.length > 0 ? (
              <div role="group" aria-label={t("suggest.products")}>
                <div className="search-group-title" aria-hidden="true">{t("suggest.products")}</div>
                <div className="grid gap-1">
                  {found.products.map((item) => {
                    const index = optionIndex++;
                    return (
                      <Link
                        key={`p${item.id}`}
                        to={links(item.route)}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        tabIndex={-1}
                        data-suggestion
                        className="search-item gap-3"
                      >
                        <img
                          src={imageUrl(item.image, 50)}
                          alt=""
                          width={40}
                          height={50}
                          loading="lazy"
                          className="h-[50px] w-10 shrink-0 rounded bg-soft object-cover"
                        />
                        <span className="min-w-0 flex-1 truncate">{item.title}</span>
                        {item.price > 0 ? (
                          <span className="shrink-0 text-[13px] font-semibold text-ink">{formatMoney(item.price)}</span>
                        ) : null}
                      </Link>
                    );
                  })}
                </div>
              </div>
            ) : null}
            {found.categories.length > 0 ? (
              <div role="group" aria-label={t("suggest.categories")}>
                <div className="search-group-title" aria-hidden="true">{t("suggest.categories")}</div>
                <div className="flex flex-wrap gap-2">
                  {found.categories.map((item) => {
                    const index = optionIndex++;
                    return (
                      <Link
                        key={`c${item.id}`}
                        to={links(item.route)}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        tabIndex={-1}
                        data-suggestion
                        className="search-chip"
                      >
                        {item.where ? `${item.title} · ${item.where}` : item.title}
                      </Link>
                    );
                  })}
                </div>
              </div>
            ) : null}
            {found.collections.length > 0 ? (
              <div role="group" aria-label={t("suggest.collections")}>
                <div className="search-group-title" aria-hidden="true">{t("suggest.collections")}</div>
                <div className="flex flex-wrap gap-2">
                  {found.collections.map((item) => {
                    const index = optionIndex++;
                    return (
                      <Link
                        key={`k${item.id}`}
                        to={links(item.route)}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        tabIndex={-1}
                        data-suggestion
                        className="search-chip"
                      >
                        {item.where ? `${item.title} · ${item.where}` : item.title}
                      </Link>
                    );
                  })}
                </div>
              </div>
            ) : null}
            </>
          ) : null}
        </div>
        {showPanel ? (
          <div className="p-4 pt-4 sm:p-5 sm:pt-4">
            <button type="submit" className="min-h-6 text-sm font-semibold text-brand underline underline-offset-4">
              {t("suggest.allResults", { text: value.trim() })}
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
