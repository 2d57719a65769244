/**
 * The order confirmation (/order?token=…): the order by its public token (orders/token);
 * a missing or unknown token goes home. The first time the order is shown (`opened` false)
 * the guest cart cookie and the UTM marks are cleared (a card order's shopper arrives here
 * from the bank, with the cart still in the cookie).
 *
 * Its action is the shopper's 'Pay now' / 'Cancel order' (app/.server/order-actions.ts): the
 * token in the page's URL is the proof, as for reading the order.
 */
import { useTranslation } from "~/lib/translation";
import { redirect } from "react-router";
import type { Route } from "./+types/order";
import { getOrderByToken } from "~/.server/api/account";
import { getUser, pathFor } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { clearGuestCookie, forgetLists } from "~/.server/guest-lists";
import { runOrderAction, type OrderActionData } from "~/.server/order-actions";
import { clearUtmCookie } from "~/.server/utm";
import { OrderView } from "~/components/checkout/OrderView";
import { PaymentRedirect } from "~/components/checkout/PaymentRedirect";
import { CancelConfirm, OrderActions, orderActionsOf } from "~/components/orders/OrderActions";
import { pageMeta, rootData } from "~/lib/seo";
import { checkoutT } from "./checkout/checkout.server";
import { readForm } from "~/.server/form-body";

const TOKEN_RE = /^[A-Za-z0-9_-]{8,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const home = pathFor(context, "/");
  if (!TOKEN_RE.test(token)) throw redirect(home);
  const api = getApi(context);
  const [answer, user] = await Promise.all([getOrderByToken(api, token), getUser(context)]);
  const order = answer.ok ? answer.data?.order : undefined;
  if (!order) throw redirect(home);
  if (!order.opened) {
    api.setCookies.push(clearGuestCookie(request, "cart"), clearUtmCookie(request));
    forgetLists(api);
  }
  return {
    title: checkoutT(context)("order.title"),
    order,
    links: { shop: pathFor(context, "/"), orders: user ? pathFor(context, "/cabinet/orders") : null },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!TOKEN_RE.test(token)) throw redirect(pathFor(context, "/"));
  const form = await readForm(request, context);
  const answer = await getOrderByToken(getApi(context), token);
  const order = answer.ok ? answer.data?.order : undefined;
  if (!order) throw redirect(pathFor(context, "/"));
  const back = pathFor(context, `/order?token=${encodeURIComponent(token)}`);
  return runOrderAction(request, context, form, { id: order.id, number: order.number, token }, back);
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => [
  ...pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Order",
    pathname: location.pathname,
    noindex: true,
  }),
  // the address holds the order's token: no request from this page names it in a Referer —
  // only the origin goes ('strict-origin'), so the page's own form posts (Pay now, Cancel
  // order) still carry an Origin header; under 'no-referrer' they say `Origin: null`, which
  // React Router's action check refuses (400)
  { name: "referrer", content: "strict-origin" },
];

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const answer = actionData as OrderActionData | undefined;
  const { order } = loaderData;
  if (answer?.step === "redirect") {
    return (
      <div className="container-shop pb-16 pt-8 sm:pt-12" data-testid="order-pay-redirect">
        <h1 className="mb-6 text-center text-2xl font-semibold text-ink sm:text-3xl">{t("redirect.heading")}</h1>
        <PaymentRedirect payment={answer.payment} />
      </div>
    );
  }
  const keepHref = `?token=${encodeURIComponent(order.token)}`;
  const can = orderActionsOf(order);
  const actions =
    !can.pay && !can.cancel ? undefined : answer?.step === "confirmCancel" ? (
      <CancelConfirm order={order} keepHref={keepHref} />
    ) : (
      <>
        {answer?.step === "invalid" ? (
          <p className="mb-3 text-sm text-sale" role="alert">
            {answer.error}
          </p>
        ) : null}
        <OrderActions order={order} className="justify-center" />
      </>
    );
  return (
    <div className="container-shop pb-16 pt-8 sm:pt-12">
      <OrderView order={order} links={loaderData.links} actions={actions} />
    </div>
  );
}
