/**
 * The check of a stored record on its edit screen (branches, menu items; ADR 0039): a "Check"
 * button, a plain POST form (`intent=verify`) to the screen's own action, which asks the API's
 * `verify/{id}` call; and the findings it answered, each a code of the error catalogue shown in
 * the page's language (`useMessage`), or "No problems found". Works without JavaScript (the
 * action's answer renders the page); nothing is changed.
 */
import { Form, useLocation, useNavigation } from "react-router";
import type { VerifyProblem } from "../../../backend/admin/content-contract";
import { useMessage } from "~/hooks/useMessage";
import { coded } from "~/lib/error-text";
import { useTranslation } from "~/lib/translation";

/** The button: posts `intent=verify` to the page's action (its path without the query: a `?done=` notice is over). */
export function CheckButton() {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "verify";
  return (
    <Form method="post" action={pathname} preventScrollReset data-testid="record-check-form">
      <input type="hidden" name="intent" value="verify" />
      <button type="submit" className="admin-btn" disabled={checking} data-testid="record-check">
        {checking ? t("verify.checking") : t("verify.check")}
      </button>
    </Form>
  );
}

/** The findings of the last check (null: none asked). */
export function CheckFindings({ problems }: { problems: VerifyProblem[] | null | undefined }) {
  const { t } = useTranslation("admin");
  const message = useMessage();
  if (!problems) return null;
  // the params name a language (az, en, ru) and a linked kind (category, page…): shown in the page's words
  const textOf = (p: VerifyProblem) => {
    const params: Record<string, string> = { ...p.params };
    if (params.lang) params.lang = t(`products.lang.${params.lang}`, { defaultValue: params.lang });
    if (params.type) params.type = t(`menus.targets.${params.type}`, { defaultValue: params.type });
    return message(coded(p.code, params));
  };
  const ok = problems.length === 0;
  return (
    <section
      role="status"
      aria-labelledby="record-check-title"
      className={`rounded-md px-3 py-2 text-sm ${ok ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950"}`}
      data-testid="record-check-result"
    >
      <h2 id="record-check-title" className="font-semibold">
        {t("verify.title")}: {ok ? t("verify.ok") : t("verify.found", { count: problems.length })}
      </h2>
      {!ok && (
        <ul className="mt-1 list-disc ps-5">
          {problems.map((p, i) => (
            <li key={`${p.code}-${i}`} data-code={p.code}>
              {textOf(p)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs opacity-80">{t("verify.hint")}</p>
    </section>
  );
}
