import { useEffect, useRef, useState } from "react";
import { Collapsible } from "./Collapsible";

export interface TabSpec {
  id: string;
  label: string;
  content: React.ReactNode;
  /** collapse past 400 px (the reviews tab keeps its form reachable, so it does not) */
  collapse?: boolean;
  badge?: string | number;
}

/**
 * Tabs of the product page. Server HTML and no-JS: a row of anchor links and every section
 * stacked below, each with its heading. With JS: a proper tablist showing one panel; a link
 * to #<id> anywhere on the page (e.g. the rating link) opens that tab.
 */
export function ProductTabs({ tabs, initial }: { tabs: TabSpec[]; initial?: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [active, setActive] = useState(initial && tabs.some((t) => t.id === initial) ? initial : tabs[0]?.id);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      if (tabs.some((t) => t.id === id)) setActive(id);
    };
    fromHash();
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement | null)?.closest?.("a[href^='#']");
      const id = a?.getAttribute("href")?.slice(1);
      if (!id || !tabs.some((t) => t.id === id)) return;
      setActive(id);
    };
    window.addEventListener("hashchange", fromHash);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("hashchange", fromHash);
      document.removeEventListener("click", onClick);
    };
  }, [tabs]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === active);
    let next = -1;
    if (e.key === "ArrowRight") next = (i + 1) % tabs.length;
    else if (e.key === "ArrowLeft") next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    setActive(tabs[next].id);
    listRef.current?.querySelectorAll<HTMLElement>("[role=tab]")[next]?.focus();
  };

  // .ptab / .ptab-on: the tab links' utilities (app.css)
  const tabClass = (on: boolean) => (on ? "ptab ptab-on" : "ptab");

  return (
    <div data-testid="product-tabs">
      {hydrated ? (
        <div ref={listRef} role="tablist" className="flex gap-4 overflow-x-auto border-b border-line [scrollbar-width:none] sm:gap-10" onKeyDown={onKeyDown}>
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls={t.id}
              tabIndex={active === t.id ? 0 : -1}
              onClick={() => setActive(t.id)}
              className={tabClass(active === t.id)}
            >
              {t.label}
              {t.badge !== undefined ? <span className="ml-1.5 font-normal text-muted">({t.badge})</span> : null}
            </button>
          ))}
        </div>
      ) : (
        <nav className="flex gap-4 overflow-x-auto border-b border-line [scrollbar-width:none] sm:gap-10">
          {tabs.map((t) => (
            <a key={t.id} href={`#${t.id}`} className={tabClass(t.id === tabs[0].id)}>
              {t.label}
              {t.badge !== undefined ? <span className="ml-1.5 font-normal text-muted">({t.badge})</span> : null}
            </a>
          ))}
        </nav>
      )}
      {tabs.map((t) => {
        const shown = !hydrated || active === t.id;
        return (
          <section
            key={t.id}
            id={t.id}
            role={hydrated ? "tabpanel" : undefined}
            aria-labelledby={hydrated ? `tab-${t.id}` : `heading-${t.id}`}
            hidden={!shown}
            className="scroll-mt-24 pt-6"
            data-testid={`tab-${t.id}`}
          >
            <h2 id={`heading-${t.id}`} className={hydrated ? "sr-only" : "mb-4 text-lg font-semibold text-ink"}>
              {t.label}
            </h2>
            {t.collapse ? <Collapsible id={`${t.id}-body`}>{t.content}</Collapsible> : t.content}
          </section>
        );
      })}
    </div>
  );
}
