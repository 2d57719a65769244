/**
 * /admin/orders/:id/slip — the packing slip of an order: a page of its own, outside the back
 * office's frame (no header or navigation), laid out for A4 paper: shop, order number and
 * date, who gets it and where, every line with a box to tick, the gift card text, and what is
 * left to collect. On screen a bar above it offers Print (JavaScript) or says how to print;
 * the bar is not printed (`@media print`). orders:read, like the order itself.
 */
import { useTranslation } from "~/lib/translation";
import { adminMeta, adminStrings, adminText } from "~/lib/admin-title";
import { Link, data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/slip";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { ForbiddenPage } from "~/components/admin/AdminShell";
import { StatusPage } from "~/components/StatusPage";
import { NO_STORE, adminError, requirePermission, type AdminErrorData } from "~/.server/admin.server";
import { adminOrder } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { useHydrated } from "~/hooks/useHydrated";
import { localizePath, type Lang } from "~/lib/i18n";
import { loadAdminStrings } from "~/lib/locales";
import { formatMoney } from "~/lib/money";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "orders:read");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const answer = await adminOrder(getApi(context), id);
  if (!answer.ok || !answer.data) return adminError(context, 404, true);
  const lang = getLang(context);
  return data({ order: answer.data.order, lang, strings: await loadAdminStrings(lang) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const words = adminText(adminStrings(matches), "slip.title") ?? "Packing slip";
  return adminMeta(matches, { text: d?.order ? `${words} ${d.order.number}` : words }, "Packing slip");
};

/** This page sits outside the admin layout: it hands the browser the admin strings itself. */
function useStrings(lang: Lang, strings: Record<string, unknown> | undefined) {
  const { i18n } = useTranslation();
  if (strings && !i18n.hasResourceBundle(lang, "admin")) i18n.addResourceBundle(lang, "admin", strings, true, true);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const body = isRouteErrorResponse(error) ? (error.data as AdminErrorData | undefined) : undefined;
  useStrings(body?.lang ?? "en", body?.strings);
  if (isRouteErrorResponse(error) && error.status === 403 && body) return <ForbiddenPage lang={body.lang} staff={body.staff} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusPage kind="notFound" landmark />;
  return <StatusPage kind="error" landmark />;
}

const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { order, lang, strings } = loaderData;
  useStrings(lang, strings);
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  const info = order.info;
  const address = [text(info.city), text(info.district), text(info.place), text(info.address)].filter(Boolean).join(", ");
  const items = order.lines.reduce((sum, line) => sum + line.qty, 0);
  const toCollect = order.paid ? 0 : order.totalQ;
  return (
    <div className="min-h-screen bg-soft/50 print:bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-white px-4 py-3 print:hidden" data-testid="slip-toolbar">
        <Link to={localizePath(`/admin/orders/${order.id}`, lang)} className="admin-tool">
          ← {t("slip.back")}
        </Link>
        {hydrated ? (
          <button type="button" className="admin-btn-primary" onClick={() => window.print()} data-testid="slip-print">
            {t("slip.print")}
          </button>
        ) : (
          <p className="text-sm text-muted">{t("slip.printHint")}</p>
        )}
      </div>
      <main id="main" className="mx-auto my-6 max-w-[210mm] bg-white p-8 text-[13px] leading-5 text-black shadow-sm print:m-0 print:max-w-none print:p-0 print:shadow-none" data-testid="packing-slip">
        <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-4">
          <div>
            <img src="/logo.svg" alt="Bazaar" width={120} height={32} />
            <p className="mt-2 text-xs text-gray-600">{t("slip.title")}</p>
          </div>
          <div className="text-right">
            <h1 className="text-2xl font-bold tracking-tight">{t("slip.number", { number: order.number })}</h1>
            <p className="tabular-nums">{formatDateTime(order.createdAt)}</p>
            <p className="mt-1 font-semibold">
              {t(`orders.deliveries.${order.deliveryType}`)}
              {order.urgent ? ` · ${t("order.urgent")}` : ""}
            </p>
          </div>
        </header>

        <section className="grid grid-cols-2 gap-6 border-b border-gray-300 py-4" aria-label={t("order.customer")}>
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase" data-testid="slip-to">
              {t(order.deliveryType === "pickup" ? "slip.pickupBy" : "slip.shipTo")}
            </h2>
            <p className="mt-1 text-base font-semibold">{`${text(info.firstName)} ${text(info.lastName)}`.trim()}</p>
            <p className="tabular-nums">{showMobile(text(info.mobile))}</p>
            <p className="mt-1">{order.deliveryType === "pickup" ? `${t("order.branch")}: ${order.branch ?? "—"}` : address || "—"}</p>
            {text(info.deliveryNote) && (
              <p className="mt-1 italic">
                {t("order.note")}: {text(info.deliveryNote)}
              </p>
            )}
          </div>
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{t("order.payment")}</h2>
            <p className="mt-1">{t(`orders.payments.${order.paymentType}`)}</p>
            <p className="mt-1 text-base font-semibold" data-testid="slip-collect">
              {toCollect > 0 ? t("slip.collect", { amount: formatMoney(toCollect) }) : t("slip.paid")}
            </p>
          </div>
        </section>

        <table className="mt-4 w-full border-collapse" data-testid="slip-lines">
          <thead>
            <tr className="border-b border-black text-left">
              <th scope="col" className="w-8 py-2">
                <span className="sr-only">{t("slip.packed")}</span>
              </th>
              <th scope="col" className="py-2">{t("order.product")}</th>
              <th scope="col" className="py-2">{t("order.size")}</th>
              <th scope="col" className="py-2 text-right">{t("order.qty")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-gray-300 break-inside-avoid">
                <td className="py-2 align-top">
                  <span aria-hidden="true" className="inline-block size-4 border border-black" />
                </td>
                <td className="py-2 pr-3 align-top">
                  <span className="font-medium">{line.title}</span>
                  {line.isGift && <span className="ml-2 text-xs font-semibold uppercase">({t("order.giftLine")})</span>}
                </td>
                <td className="py-2 pr-3 align-top">{line.size || "—"}</td>
                <td className="py-2 text-right align-top text-base font-semibold tabular-nums">{line.qty}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3} className="pt-3 text-right font-semibold">
                {t("slip.items")}
              </td>
              <td className="pt-3 text-right text-base font-bold tabular-nums" data-testid="slip-items">
                {items}
              </td>
            </tr>
          </tfoot>
        </table>

        {Boolean(info.gift) && (
          <section className="mt-6 border-2 border-dashed border-gray-500 p-4 break-inside-avoid" aria-label={t("order.giftTitle")} data-testid="slip-gift">
            <h2 className="font-semibold">{t("slip.giftCard")}</h2>
            <p className="mt-1">
              {t("order.giftTo")}: {`${text(info.giftFirstName)} ${text(info.giftLastName)}`.trim() || "—"}
            </p>
            {text(info.giftNote) && <p className="mt-2 text-base whitespace-pre-line italic">“{text(info.giftNote)}”</p>}
          </section>
        )}

        <footer className="mt-10 grid grid-cols-2 gap-6 text-xs text-gray-600">
          <p className="border-t border-gray-400 pt-1">{t("slip.packedBy")}</p>
          <p className="border-t border-gray-400 pt-1">{t("slip.checkedBy")}</p>
        </footer>
      </main>
    </div>
  );
}
