/** /order/error: the bank declined or the payment was cancelled — 'Order error' with a way back to checkout. */
import type { Route } from "./+types/order.error";
import { OrderErrorCard } from "~/components/checkout/OrderErrorCard";
import { pageMeta, rootData } from "~/lib/seo";
import { checkoutT } from "./checkout/checkout.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: checkoutT(context)("orderError.title") };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Order error",
    pathname: location.pathname,
    noindex: true,
  });

export default function OrderErrorPage() {
  return (
    <div className="container-shop flex justify-center py-12 sm:py-20">
      <OrderErrorCard />
    </div>
  );
}
