/**
 * Order tracking without an account (/order/track, ?number= fills the number: the status SMS
 * links here). The form posts the order number and the mobile to the page's action, which asks
 * `orders/track` and shows the order's status, history, delivery and courier; a wrong number
 * and a wrong mobile get the same message. One rule set with the API
 * (backend/orders/track-contract.ts); works without JavaScript.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/order.track";
import { trackOrder } from "~/.server/api/account";
import { getApi } from "~/.server/context";
import { readForm } from "~/.server/form-body";
import { FormError, MobileField, SubmitButton, TextField } from "~/components/forms/ui";
import { OrderHistory } from "~/components/orders/OrderHistory";
import { useLocalize } from "~/hooks/useLang";
import { answerMessage } from "~/lib/error-text";
import { formatMoney } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-date";
import { pageMeta, rootData } from "~/lib/seo";
import { useTranslation } from "~/lib/translation";
import { trackSchema, type TrackedOrder } from "../../backend/orders/track-contract";
import { checkoutT } from "./checkout/checkout.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = (new URL(request.url).searchParams.get("number") ?? "").slice(0, 40);
  return { title: checkoutT(context)("track.title"), number };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const submission = parseWithZod(form, { schema: trackSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), order: null }, { status: 400 });
  const answer = await trackOrder(getApi(context), submission.value);
  const order = answer.ok ? answer.data?.order : undefined;
  if (!order) return data({ result: submission.reply({ formErrors: [answerMessage(answer)] }), order: null }, { status: answer.code === "orders.trackLimited" ? 429 : 404 });
  return data({ result: submission.reply(), order });
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({ root: rootData(matches), title: loaderData?.title ?? "Track your order", pathname: location.pathname, noindex: true });

function Line({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function TrackedView({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const localize = useLocalize();
  const pickup = order.delivery.type === "pickup";
  return (
    <section className="flex flex-col gap-5" data-testid="tracked-order" aria-labelledby="tracked-title">
      <div className="rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="tracked-title" className="mb-3 text-lg font-semibold text-ink">
          {t("track.result", { number: order.number })}
        </h2>
        <dl className="divide-y divide-line text-sm">
          <Line label={t("track.placed")}>{formatOrderDate(order.createdAt)}</Line>
          <Line label={t("track.status")} testId="tracked-status">
            <strong className="font-semibold">{ta(`orders.statuses.${order.status}`, { defaultValue: order.status })}</strong>
          </Line>
          <Line label={t("order.deliveryType")}>{t(`order.deliveries.${order.delivery.type}`)}</Line>
          {pickup && order.delivery.branch ? <Line label={t("track.store")}>{`${order.delivery.branch.title}, ${order.delivery.branch.address}`}</Line> : null}
          {!pickup && order.delivery.area ? <Line label={t("track.area")}>{order.delivery.area}</Line> : null}
          {order.shipment ? (
            <>
              <Line label={t("order.courier")} testId="tracked-courier">
                {order.shipment.courier}
              </Line>
              {order.shipment.trackingNumber ? (
                <Line label={t("order.trackingNumber")} testId="tracked-tracking-number">
                  <span className="font-mono">{order.shipment.trackingNumber}</span>
                </Line>
              ) : null}
            </>
          ) : null}
          <Line label={t("track.items")}>{order.count}</Line>
          <Line label={t("track.total")}>{formatMoney(order.total)}</Line>
        </dl>
        {!order.shipment && !pickup && order.status !== "cancelled" && order.status !== "delivered" ? <p className="mt-3 text-xs text-muted">{t("track.noShipment")}</p> : null}
      </div>
      {order.history.length ? (
        <div className="rounded-xl border border-line bg-white p-5 sm:p-6">
          <h3 className="mb-3 text-base font-semibold text-ink">{t("track.history")}</h3>
          <OrderHistory order={order} />
        </div>
      ) : null}
      <Link to={localize("/order/track")} className="btn-secondary self-start" data-testid="track-another">
        {t("track.another")}
      </Link>
    </section>
  );
}

export default function TrackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "track-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { number: loaderData.number },
    constraint: getZodConstraint(trackSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: trackSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const order = actionData?.order ?? null;
  return (
    <div className="container-shop max-w-xl pb-16 pt-8 sm:pt-12" data-testid="track-page">
      <h1 className="mb-2 text-2xl font-semibold text-ink sm:text-3xl">{t("track.title")}</h1>
      {order ? (
        <TrackedView order={order} />
      ) : (
        <>
          <p className="mb-6 text-sm text-muted">{t("track.intro")}</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 sm:p-6" data-testid="track-form">
            <FormError errors={form.errors} id={form.errorId} />
            <TextField field={fields.number} label={t("track.number")} placeholder={t("track.numberPlaceholder")} maxLength={40} autoCapitalize="characters" spellCheck={false} />
            <MobileField field={fields.mobile} label={t("track.mobile")} />
            <SubmitButton busy={busy} testId="track-submit">
              {t("track.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
