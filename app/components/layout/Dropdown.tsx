/**
 * A drop-down built on <details>: opens and closes without JavaScript (the summary is a
 * button the browser announces as expanded/collapsed). With JavaScript it also closes on
 * Escape (focus returns to the summary), on a click outside, when an item is chosen and after
 * a navigation (app/hooks/useDisclosure.ts). Without JavaScript an open popup hides an open drop-down's panel (app.css).
 */
import { useRef, type ReactNode } from "react";
import { useDisclosure } from "~/hooks/useDisclosure";

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
  useDisclosure(ref, { outsidePress: true, closeOnChoose: true });

  return (
    <details ref={ref} className={`dropdown relative ${className}`} data-testid={testId}>
      <summary className={`dropdown-summary ${summaryClassName}`}>{summary}</summary>
      <div className={`dropdown-panel ${panelClassName}`}>{children}</div>
    </details>
  );
}
