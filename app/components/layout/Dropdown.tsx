/**
 * A drop-down built on <details>: opens and closes without JavaScript (the summary is a
 * button the browser announces as expanded/collapsed). With JavaScript it also closes on
 * Escape (focus returns to the summary), on a click outside, when an item is chosen and after
 * a navigation. Without JavaScript an open popup hides an open drop-down's panel (app.css).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

export function Dropdown({
  summary,
  summaryClassName = "",
  children,
  className = "",
  panelClassName = "",
  testId,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onDown = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    // a chosen item closes the menu: a link to a popup (Logout's 'Are you sure?') opens no page,
    // so nothing else would; focus goes to the summary, where the popup returns it when it closes
    const onChoose = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest("a, button");
      if (!details.open || !item || !details.contains(item) || item.closest("summary")) return;
      details.querySelector("summary")?.focus();
      details.open = false;
    };
    details.addEventListener("keydown", onKey);
    details.addEventListener("click", onChoose);
    document.addEventListener("mousedown", onDown);
    return () => {
      details.removeEventListener("keydown", onKey);
      details.removeEventListener("click", onChoose);
      document.removeEventListener("mousedown", onDown);
    };
  }, []);

  return (
    <details ref={ref} className={`dropdown relative ${className}`} data-testid={testId}>
      <summary className={`dropdown-summary ${summaryClassName}`}>{summary}</summary>
      <div className={`dropdown-panel ${panelClassName}`}>{children}</div>
    </details>
  );
}
