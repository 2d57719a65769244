import { useId, type ReactNode } from "react";

/**
 * A titled card of a back-office detail page (order, customer, product form): a section named
 * by its heading. The heading's id comes from useId, not from the title, so az and ru titles
 * (whose letters a \W pattern strips) never give two cards the same id.
 */
export function AdminCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="admin-card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
