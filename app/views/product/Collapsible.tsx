import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";

/** Taller than this, tab content collapses with Show more / Show less (spec section 9). */
export const COLLAPSE_AT = 400;

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Long content collapsed to 400 px with a fade and a Show more / Show less button.
 * Server HTML and no-JS browsers show everything (the measure happens in the browser).
 */
export function Collapsible({ children, id }: { children: React.ReactNode; id: string }) {
  const { t } = useTranslation("catalog");
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTall(el.scrollHeight > COLLAPSE_AT + 24);
    measure();
    const observer = typeof ResizeObserver !== "undefined" ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  const collapsed = tall && !open;
  return (
    <div>
      <div
        ref={ref}
        id={id}
        className={`relative ${collapsed ? "overflow-hidden" : ""}`}
        style={collapsed ? { maxHeight: COLLAPSE_AT } : undefined}
        data-collapsed={collapsed ? "true" : "false"}
      >
        {children}
        {collapsed ? <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white to-white/0" /> : null}
      </div>
      {tall ? (
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-600"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t("product.showLess") : t("product.showMore")}
        </button>
      ) : null}
    </div>
  );
}
