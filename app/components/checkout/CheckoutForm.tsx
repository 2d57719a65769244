/**
 * The checkout form: customer info, delivery (address or pickup), payment (card, cash,
 * installment with card and months), gift, and the server's summary with 'Place order'.
 * Each block is its own component (CustomerBlock, DeliveryBlock, PaymentBlock, GiftBlock; their
 * pieces in CheckoutFields.tsx); this file holds the form, the choices the summary and the
 * visible blocks depend on, and the summary (useCheckoutSummary).
 *
 * One `<Form method="post">`, one schema (backend/checkout/form-contract.ts) for the browser,
 * the action and the API. Without JavaScript the blocks that depend on a choice are revealed by CSS
 * (`:has()` on the checked radio/checkbox), and the 'Update' button posts intent=update so the
 * server re-renders the page with the district/place lists of the chosen city and a
 * recomputed summary. With JavaScript the summary is asked from /checkout/summary (POST)
 * whenever a choice changes (debounced) and 'Update' is not shown.
 *
 * Installment periods: with JavaScript one group (`creditMonth`) whose periods follow the
 * chosen card; without it each card has its own group (`creditMonth_<card>`), revealed while
 * that card is checked, so a card never offers another card's period.
 *
 * While the order is being placed the fields are disabled (after React Router has read the
 * form data) and a second submit is ignored; the idempotency key made by the loader goes
 * with the post, so a double post without JavaScript still makes one order.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { CardMarks } from "~/components/layout/CheckoutChrome";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { useMessage } from "~/hooks/useMessage";
import { Form, Link } from "react-router";
import type { CheckoutOptions, CheckoutSummary, CreditCard, DeliveryType, PaymentType } from "../../../backend/checkout/contract";
import type { Lang } from "~/lib/i18n";
import { localizePath } from "~/lib/i18n";
import { normalizeMobile } from "~/lib/forms/account";
import { Alert, FormError } from "~/components/forms/ui";
import { useHydrated } from "~/hooks/useHydrated";
import { checkoutFormSchema, type CheckoutRules, type CheckoutValues } from "~/lib/forms/checkout";
import { CheckoutSummaryPanel } from "./CheckoutSummaryPanel";
import { CustomerBlock } from "./CustomerBlock";
import { DeliveryBlock } from "./DeliveryBlock";
import { GiftBlock } from "./GiftBlock";
import { PaymentBlock } from "./PaymentBlock";
import { useCheckoutSummary } from "./useCheckoutSummary";
import { useSubmitOnce } from "./useSubmitOnce";

export interface CheckoutFormProps {
  lang: Lang;
  options: CheckoutOptions;
  values: CheckoutValues;
  summary: CheckoutSummary | null;
  idempotencyKey: string;
  result?: SubmissionResult<string[]>;
  cancel?: boolean;
}

export function CheckoutForm({ lang, options, values, summary: serverSummary, idempotencyKey, result, cancel }: CheckoutFormProps) {
  const { t } = useTranslation("checkout");
  const message = useMessage();
  const hydrated = useHydrated();
  const { idle, busy, guard } = useSubmitOnce();

  const savedAddresses = useMemo(() => (options.customer ? options.addresses : []), [options]);
  const rules: CheckoutRules = useMemo(
    () => ({
      areas: options.areas,
      installment: options.installment,
      savedAddresses: savedAddresses.map((a) => a.id),
      branches: options.branches.map((b) => b.id),
    }),
    [options, savedAddresses],
  );
  const schema = useMemo(() => checkoutFormSchema(rules), [rules]);
  const [form, fields] = useForm({
    id: "checkout-form",
    lastResult: idle ? result : undefined,
    defaultValue: {
      ...values,
      isMyAddress: values.isMyAddress ? "on" : undefined,
      gift: values.gift ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // the choices the summary and the visible blocks depend on
  const [delivery, setDelivery] = useState<DeliveryType>(values.delivery);
  const [payment, setPayment] = useState<PaymentType | "">(values.payment);
  const [gift, setGift] = useState(values.gift);
  const [mine, setMine] = useState(values.isMyAddress && savedAddresses.length > 0);
  const [myAddress, setMyAddress] = useState(values.myAddress);
  const [city, setCity] = useState(values.city);
  const [district, setDistrict] = useState(values.district);
  const [place, setPlace] = useState(values.place);
  const [card, setCard] = useState<CreditCard | "">(values.creditCard);
  const [month, setMonth] = useState(values.creditMonth);
  const [mobile, setMobile] = useState(normalizeMobile(values.mobile) ?? "");

  // ── the summary: recomputed by the server when a choice changes (JavaScript only) ──
  const { summary, pending: summaryPending } = useCheckoutSummary(
    { lang, delivery, payment, city, district, place, myAddress, mobile, card, month, gift, mine, saved: savedAddresses.length > 0 },
    serverSummary,
  );
  const blocked = !summary || Boolean(summary.summary.error);

  const updateButton = hydrated ? null : (
    <button type="submit" name="intent" value="update" formNoValidate className="btn-secondary" data-testid="checkout-update">
      {t("update")}
    </button>
  );

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={guard(form.onSubmit)}
      className="group/co"
      data-testid="checkout-form"
      data-busy={busy ? "true" : undefined}
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <fieldset disabled={busy} className="m-0 min-w-0 border-0 p-0 [&_.input:disabled]:bg-soft [&_.input:disabled]:text-muted">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-8">
          <div className="flex min-w-0 flex-col gap-5">
            {cancel ? (
              <Alert type="error" testId="otp-cancelled">
                {message("auth.otpCancelled")}
              </Alert>
            ) : null}
            <FormError errors={form.errors} id={form.errorId} />

            {/* 1. customer */}
            <CustomerBlock fields={fields} setMobile={setMobile} />

            {/* 2. delivery */}
            <DeliveryBlock
              fields={fields}
              values={values}
              options={options}
              savedAddresses={savedAddresses}
              mine={mine}
              city={city}
              district={district}
              setDelivery={setDelivery}
              setMine={setMine}
              setMyAddress={setMyAddress}
              setCity={setCity}
              setDistrict={setDistrict}
              setPlace={setPlace}
              updateButton={updateButton}
            />

            {/* 3. payment */}
            <PaymentBlock
              fields={fields}
              values={values}
              options={options}
              summary={summary}
              hydrated={hydrated}
              payment={payment}
              card={card}
              month={month}
              setPayment={setPayment}
              setCard={setCard}
              setMonth={setMonth}
            />

            {/* 4. gift (not for pickup) */}
            <GiftBlock fields={fields} values={values} giftPackage={options.giftPackage} setGift={setGift} />
          </div>

          <aside className="lg:sticky lg:top-6">
            <CheckoutSummaryPanel summary={summary} pending={summaryPending} pickup={delivery === "pickup"}>
              {updateButton}
              <button
                type="submit"
                name="intent"
                value="place"
                className="btn-primary w-full text-base"
                disabled={busy || blocked}
                aria-busy={busy || undefined}
                data-testid="checkout-submit"
              >
                {busy ? t("placing") : t("placeOrder")}
              </button>
              <p className="text-center text-xs text-muted">{t("secureNote")}</p>
              <CardMarks className="justify-center" />
              <Link to={localizePath("/cart", lang)} className="text-center text-sm font-medium text-ink underline-offset-4 hover:underline">
                {t("backToCart")}
              </Link>
            </CheckoutSummaryPanel>
          </aside>
        </div>
      </fieldset>
    </Form>
  );
}
