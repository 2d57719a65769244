/**
 * The frame every back-office edit screen shares: the way back to its list, the title with an
 * optional status badge beside it, and the Save / Cancel row at the foot of the form.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";

export function EditHeader({ back, backLabel, title, children }: { back: string; backLabel: string; title: string; children?: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={back} className="text-brand hover:underline">
          ← {backLabel}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
    </>
  );
}

/** Save (a submit of the surrounding form, `intent` when the form has several) and Cancel back to the list. */
export function SaveBar({
  busy,
  label,
  cancelTo,
  testId,
  intent,
  children,
}: {
  busy: boolean;
  label: string;
  cancelTo: string;
  testId: string;
  intent?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" {...(intent ? { name: "intent", value: intent } : {})} className="admin-btn-primary" disabled={busy} data-testid={testId}>
        {label}
      </button>
      <Link to={cancelTo} className="admin-btn">
        {t("list.cancel")}
      </Link>
      {children}
    </div>
  );
}
