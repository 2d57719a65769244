/**
 * Checkout (/checkout): one form (customer, delivery, payment, gift, summary) posted to this
 * route's action, which answers with the next screen: the order page (cash), the bank's
 * redirect screen (card, installment), a hosted payment page, the one-time-code step, or the
 * form again with its errors. Works without JavaScript (plain posts, 'Update' for the
 * summary); see app/components/checkout/CheckoutForm.tsx and ./checkout/checkout.server.ts.
 */
import { useTranslation } from "~/lib/translation";
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/checkout";
import { CheckoutForm } from "~/components/checkout/CheckoutForm";
import { CheckoutOtp } from "~/components/checkout/CheckoutOtp";
import { PaymentRedirect } from "~/components/checkout/PaymentRedirect";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { DEFAULT_LANG, isLang } from "~/lib/i18n";
import { pageMeta, rootData } from "~/lib/seo";
import { checkoutAction, checkoutLoader, type ActionData } from "./checkout/checkout.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

/** After its own posts the page shows the action's answer; the loader (a new key, a default summary) is not asked again. */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST" && actionResult && typeof actionResult === "object" && "step" in actionResult) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Checkout",
    pathname: location.pathname,
    noindex: true,
  });

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const root = useRouteLoaderData("root") as { lang?: string } | undefined;
  const lang = isLang(root?.lang) ? root.lang : DEFAULT_LANG;
  const answer = actionData as ActionData | undefined;
  const step = answer?.step ?? "form";

  return (
    <div className="container-shop pb-16 pt-6 sm:pt-8" data-testid="checkout-page" data-step={step}>
      <Breadcrumbs items={[{ title: t("cart"), to: "/cart" }, { title: t("title") }]} />
      <h1 className="mt-4 mb-6 text-2xl font-semibold text-ink sm:text-3xl">{step === "redirect" ? t("redirect.heading") : t("title")}</h1>
      {answer?.step === "redirect" ? (
        <PaymentRedirect payment={answer.payment} />
      ) : answer?.step === "otp" ? (
        <CheckoutOtp
          values={answer.values}
          otpToken={answer.otpToken}
          to={answer.to}
          idempotencyKey={answer.idempotencyKey}
          summary={answer.summary ?? loaderData.summary}
          result={answer.result}
        />
      ) : (
        <CheckoutForm
          lang={lang}
          options={loaderData.options}
          values={answer?.step === "form" ? answer.values : loaderData.values}
          summary={answer?.step === "form" ? answer.summary : loaderData.summary}
          idempotencyKey={answer?.step === "form" ? answer.idempotencyKey : loaderData.idempotencyKey}
          result={answer?.step === "form" ? answer.result : undefined}
          cancel={answer?.step === "form" ? answer.cancel : undefined}
        />
      )}
    </div>
  );
}
