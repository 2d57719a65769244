/**
 * The order confirmation (/order?token=…): the order by its public token (orders/token);
 * a missing or unknown token goes home. The first time the order is shown (`opened` false)
 * the guest cart cookie and the UTM marks are cleared (a card order's shopper arrives here
 * from the bank, with the cart still in the cookie).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/order";
import { getOrderByToken } from "~/.server/api/account";
import { getUser, pathFor } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { clearGuestCookie, forgetLists } from "~/.server/guest-lists";
import { clearUtmCookie } from "~/.server/utm";
import { OrderView } from "~/components/checkout/OrderView";
import { pageMeta, type RootPublicData } from "~/lib/seo";
import { checkoutT } from "./checkout/checkout.server";

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

export const meta: Route.MetaFunction = ({ data, location, matches }) => [
  ...pageMeta({
    root: matches.find((m) => m?.id === "root")?.data as RootPublicData | undefined,
    title: data?.title ?? "Order",
    pathname: location.pathname,
    noindex: true,
  }),
  // the address holds the order's token: no request from this page names it in a Referer
  { name: "referrer", content: "no-referrer" },
];

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-shop pb-16 pt-8 sm:pt-12">
      <OrderView order={loaderData.order} links={loaderData.links} />
    </div>
  );
}
