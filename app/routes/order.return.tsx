/**
 * /order/return?token=… — where the bank sends the shopper back (BACKREF). Asks
 * payments/status: paid → /order?token=… (clearing the guest cart and UTM cookies), failed → /order/error, pending → 'We are waiting
 * for the bank's answer' with <meta http-equiv="refresh" content="3;url=…&n=N+1"> (works
 * without JavaScript). After MAX_REFRESH refreshes (3 when the status cannot be read at all) it
 * stops and offers the error page's links.
 */
import { useTranslation } from "~/lib/translation";
import { redirect } from "react-router";
import type { Route } from "./+types/order.return";
import { getPaymentStatus } from "~/.server/api/checkout";
import { pathFor } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { clearGuestCookie } from "~/.server/guest-lists";
import { logger } from "~/.server/log";
import { clearUtmCookie } from "~/.server/utm";
import { OrderErrorCard } from "~/components/checkout/OrderErrorCard";
import { pageMeta, rootData } from "~/lib/seo";
import { checkoutT } from "./checkout/checkout.server";

const TOKEN_RE = /^[A-Za-z0-9_-]{8,200}$/;
export const MAX_REFRESH = 20;
export const REFRESH_SECONDS = 3;
const FAILED_TRIES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  if (!TOKEN_RE.test(token)) throw redirect(pathFor(context, "/"));
  const rawN = Number(url.searchParams.get("n") ?? "0");
  const n = Number.isInteger(rawN) && rawN >= 0 && rawN <= MAX_REFRESH ? rawN : MAX_REFRESH;
  const api = getApi(context);
  const answer = await getPaymentStatus(api, token);
  const state = answer.ok ? answer.data?.state : undefined;
  if (state === "paid") {
    // the order is paid: the guest cart and the marks go now, so the order page's header is already empty
    api.setCookies.push(clearGuestCookie(request, "cart"), clearUtmCookie(request));
    throw redirect(pathFor(context, `/order?token=${encodeURIComponent(token)}`));
  }
  if (state === "failed") throw redirect(pathFor(context, "/order/error"));
  // an unknown token or a failing service: a few more tries, then the error page's links
  if (!answer.ok) logger.warn({ error: answer.error }, "payment status failed");
  const gaveUp = n >= (answer.ok ? MAX_REFRESH : FAILED_TRIES);
  const next = `${url.pathname}?${new URLSearchParams({ token, n: String(n + 1) })}`;
  return { title: checkoutT(context)("pending.title"), gaveUp, next };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => [
  ...pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Payment",
    pathname: location.pathname,
    noindex: true,
  }),
  // the address holds the order's token: no request from this page names it in a Referer
  { name: "referrer", content: "no-referrer" },
  ...(data && !data.gaveUp ? [{ httpEquiv: "refresh", content: `${REFRESH_SECONDS};url=${data.next}` }] : []),
];

export default function OrderReturnPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  if (loaderData.gaveUp) {
    return (
      <div className="container-shop flex justify-center py-12 sm:py-20">
        <OrderErrorCard>
          <p className="mt-3 text-sm text-muted" data-testid="pending-gave-up">
            {t("pending.gaveUp")}
          </p>
        </OrderErrorCard>
      </div>
    );
  }
  return (
    <div className="container-shop flex justify-center py-12 sm:py-20">
      <section className="w-full max-w-md rounded-xl border border-line bg-white p-8 text-center shadow-sm" data-testid="payment-pending" aria-live="polite">
        <span className="mx-auto mb-5 block size-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand motion-reduce:animate-none" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-ink">{t("pending.title")}</h1>
        <p className="mt-2 text-sm text-muted">{t("pending.text")}</p>
        <a href={loaderData.next} className="btn-secondary mt-6 w-full">
          {t("pending.check")}
        </a>
      </section>
    </div>
  );
}
