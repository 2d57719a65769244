/**
 * The checkout form: customer info, delivery (address or pickup), payment (card, cash,
 * installment with card and months), gift, and the server's summary with 'Place order'.
 *
 * One `<Form method="post">`, one schema (app/lib/forms/checkout.ts) for the browser and
 * the action. Without JavaScript the blocks that depend on a choice are revealed by CSS
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
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import type { CheckoutOptions, CheckoutSummary, CreditCard, DeliveryType, PaymentType } from "../../../backend/checkout/contract";
import { CardIcon, GiftIcon, TruckIcon, UserIcon } from "~/components/layout/icons";
import { formatMoney } from "~/lib/money";
import type { Lang } from "~/lib/i18n";
import { localizePath } from "~/lib/i18n";
import { normalizeMobile } from "~/lib/forms/account";
import { Alert, FieldError, FormError, MobileField, TextField } from "~/components/forms/ui";
import { useHydrated } from "~/hooks/useHydrated";
import { INSTALLMENT_HINT_BELOW, MAX, areaChildren, checkoutSchema, monthFieldName, type CheckoutValues, type SchemaContext } from "~/lib/forms/checkout";
import { CheckoutSummaryPanel } from "./CheckoutSummaryPanel";
import { useSubmitOnce } from "./useSubmitOnce";

type SummaryAnswer = { summary?: CheckoutSummary; redirect?: string; error?: string };

function Block({ icon, title, children, className = "", testId }: { icon: ReactNode; title: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`rounded-xl border border-line bg-white p-5 sm:p-6 ${className}`} data-testid={testId}>
      <h2 className="mb-5 flex items-center gap-3 text-lg font-semibold text-ink">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand/10 text-brand">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ErrorText({ field }: { field: FieldMetadata<unknown> }) {
  return <FieldError field={field} />;
}

function SelectField({
  field,
  label,
  options,
  defaultValue,
  placeholder,
  onChange,
  disabled,
  testId,
}: {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: { value: string; label: string }[];
  defaultValue: string;
  placeholder: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={options.some((o) => o.value === defaultValue) ? defaultValue : ""}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        className="input appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 width=%2212%22 height=%2212%22 viewBox=%220 0 24 24%22 fill=%22none%22 stroke=%22%234b5563%22 stroke-width=%222%22><path d=%22m6 9 6 6 6-6%22/></svg>')] bg-[length:14px] bg-[right_0.85rem_center] bg-no-repeat pr-9 disabled:bg-soft disabled:text-muted"
        disabled={disabled}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText field={field as FieldMetadata<unknown>} />
    </div>
  );
}

/** Reveals a card's own periods (no JavaScript) while that card is checked; literal classes for Tailwind. */
const CARD_REVEAL: Record<CreditCard, string> = {
  birkart: "group-has-[[data-card=birkart]:checked]/co:block",
  tamkart: "group-has-[[data-card=tamkart]:checked]/co:block",
};

/** An installment period and its monthly payment. */
function MonthText({ months, monthly, testId }: { months: number; monthly: string; testId: string }) {
  const { t } = useTranslation("checkout");
  return (
    <span>
      <span className="block font-medium text-ink">{t("payment.months", { count: months })}</span>
      <span className="block text-xs text-muted tabular-nums" data-testid={testId}>
        {t("payment.perMonth", { amount: monthly })}
      </span>
    </span>
  );
}

/** A large radio card (delivery type, payment type). */
function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  note,
  disabled,
  dataAttr,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  note?: ReactNode;
  disabled?: boolean;
  dataAttr: Record<string, string>;
  testId?: string;
}) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
        disabled ? "cursor-not-allowed border-line bg-soft/60 opacity-70" : "border-ink/20 hover:border-ink/50"
      }`}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        disabled={disabled}
        onChange={(e) => e.target.checked && onChange(value)}
        className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
        {...dataAttr}
      />
      <span className="min-w-0">
        <span className="block text-[15px] font-medium text-ink">{title}</span>
        {note ? <span className="mt-0.5 block text-sm text-muted">{note}</span> : null}
      </span>
    </label>
  );
}

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
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { idle, busy, guard } = useSubmitOnce();

  const savedAddresses = useMemo(() => (options.customer ? options.addresses : []), [options]);
  const schemaCtx: SchemaContext = useMemo(
    () => ({
      areas: options.areas,
      installment: options.installment,
      savedAddresses: savedAddresses.map((a) => a.id),
      branches: options.branches.map((b) => b.id),
    }),
    [options, savedAddresses],
  );
  const schema = useMemo(() => checkoutSchema(schemaCtx), [schemaCtx]);
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
  // a plain fetch POST (not a router fetcher: its action would make the router revalidate the page)
  const query = useMemo(() => {
    const q = new URLSearchParams({ lang, delivery, payment, city, district, place, myAddress, mobile, creditCard: card, creditMonth: month });
    if (gift) q.set("gift", "1");
    if (mine) q.set("isMyAddress", "1");
    if (savedAddresses.length) q.set("saved", "1");
    return q.toString();
  }, [lang, delivery, payment, city, district, place, myAddress, mobile, card, month, gift, mine, savedAddresses.length]);
  const firstQuery = useRef(query);
  const [fetched, setFetched] = useState<CheckoutSummary | null>(null);
  const [summaryPending, setSummaryPending] = useState(false);
  useEffect(() => {
    if (query === firstQuery.current) return;
    setSummaryPending(true);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const body = new URLSearchParams(query);
        const response = await fetch("/checkout/summary", { method: "POST", body, signal: controller.signal, headers: { accept: "application/json" } });
        const answer = (await response.json()) as SummaryAnswer;
        if (answer.redirect) navigate(answer.redirect, { replace: true });
        else if (answer.summary) setFetched(answer.summary);
      } catch {
        // aborted by a newer choice, or offline: the last summary stays (the server checks again on submit)
      } finally {
        if (!controller.signal.aborted) setSummaryPending(false);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, navigate]);
  const summary = fetched ?? serverSummary;


  const areas = options.areas;
  const districts = areaChildren(areas, city);
  const places = areaChildren(areas, city, district);
  // a level shows while its parent is not chosen yet, or when the chosen parent has children
  const showDistrict = !city || districts.length > 0;
  const showPlace = showDistrict && (!district || places.length > 0);
  const cityOptions = areas.map((a) => ({ value: a.code, label: a.title }));
  const onlyCard = summary?.onlyCard ?? false;
  const installment = options.installment;
  const installmentOff = !installment.active || !options.cardPayments || !(summary?.installmentAllowed ?? false);
  const grandTotal = summary?.grandTotal ?? 0;
  const monthly = (m: number) => Math.round(grandTotal / m);
  const cards = installment.cards.filter((c) => c.active);
  const allMonths = [...new Set(cards.flatMap((c) => c.months))].sort((a, b) => a - b);
  const chosenCard = cards.find((c) => c.code === card);
  const chosenMonth = Number(month);
  const monthError = Boolean(fields.creditMonth.errors?.length);
  const showHint = payment === "installment" && chosenMonth > 0 && monthly(chosenMonth) < INSTALLMENT_HINT_BELOW;
  const blocked = !summary || Boolean(summary.summary.error);
  const minInstallment = formatMoney(installment.minAmount);

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
                {t("errors.otpCancelled")}
              </Alert>
            ) : null}
            <FormError errors={form.errors} id={form.errorId} />

            {/* 1. customer */}
            <Block icon={<UserIcon size={18} />} title={t("customer.title")} testId="checkout-customer">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField field={fields.firstName} label={t("customer.firstName")} autoComplete="given-name" maxLength={MAX.name} />
                <TextField field={fields.lastName} label={t("customer.lastName")} autoComplete="family-name" maxLength={MAX.name} />
                <MobileField field={fields.mobile} label={t("customer.mobile")} onBlur={(e) => setMobile(normalizeMobile(e.target.value) ?? "")} />
                <TextField field={fields.email} label={t("customer.email")} type="email" autoComplete="email" maxLength={MAX.email} />
              </div>
            </Block>

            {/* 2. delivery */}
            <Block icon={<TruckIcon size={18} />} title={t("delivery.title")} testId="checkout-delivery">
              <fieldset>
                <legend className="sr-only">{t("delivery.type")}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <ChoiceCard
                    name={fields.delivery.name}
                    value="delivery"
                    checked={values.delivery === "delivery"}
                    onChange={() => setDelivery("delivery")}
                    title={t("delivery.delivery")}
                    note={t("delivery.deliveryNote")}
                    dataAttr={{ "data-delivery": "delivery" }}
                    testId="delivery-delivery"
                  />
                  <ChoiceCard
                    name={fields.delivery.name}
                    value="pickup"
                    checked={values.delivery === "pickup"}
                    onChange={() => setDelivery("pickup")}
                    title={t("delivery.pickup")}
                    note={t("delivery.pickupNote")}
                    dataAttr={{ "data-delivery": "pickup" }}
                    testId="delivery-pickup"
                  />
                </div>
                <ErrorText field={fields.delivery as FieldMetadata<unknown>} />
              </fieldset>

              {/* pickup: the branch */}
              <div className="mt-5 hidden group-has-[[data-delivery=pickup]:checked]/co:block" data-testid="pickup-block">
                <SelectField
                  field={fields.branch}
                  label={t("delivery.branch")}
                  placeholder={t("selectOption")}
                  defaultValue={values.branch || (options.branches.length === 1 ? String(options.branches[0]!.id) : "")}
                  options={options.branches.map((b) => ({ value: String(b.id), label: `${b.title} — ${b.address}` }))}
                  testId="checkout-branch"
                />
              </div>

              {/* delivery: a saved address or a new one */}
              <div className="mt-5 group-has-[[data-delivery=pickup]:checked]/co:hidden" data-testid="address-block">
                {savedAddresses.length ? (
                  <div className="mb-5">
                    <label className="flex min-h-11 items-center gap-3 text-[15px] font-medium text-ink">
                      <input
                        type="checkbox"
                        name={fields.isMyAddress.name}
                        defaultChecked={mine}
                        onChange={(e) => setMine(e.target.checked)}
                        className="size-4 accent-brand"
                        data-mine=""
                        data-testid="checkout-is-my-address"
                      />
                      {t("address.useSaved")}
                    </label>
                    <fieldset className="mt-3 hidden gap-2 group-has-[[data-mine]:checked]/co:grid" data-testid="saved-addresses">
                      <legend className="sr-only">{t("address.saved")}</legend>
                      {savedAddresses.map((a) => (
                        <label
                          key={a.id}
                          className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink/20 px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
                        >
                          <input
                            type="radio"
                            name={fields.myAddress.name}
                            value={String(a.id)}
                            defaultChecked={values.myAddress === String(a.id)}
                            onChange={() => setMyAddress(String(a.id))}
                            className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
                          />
                          <span className="min-w-0 text-sm">
                            <span className="block font-medium text-ink">
                              {a.title}
                              {a.selected ? <span className="ml-2 rounded bg-brand/10 px-1.5 py-0.5 text-xs font-semibold text-brand">{t("address.main")}</span> : null}
                            </span>
                            <span className="mt-0.5 block text-muted">{a.line}</span>
                          </span>
                        </label>
                      ))}
                      <ErrorText field={fields.myAddress as FieldMetadata<unknown>} />
                    </fieldset>
                  </div>
                ) : null}

                <div className={savedAddresses.length ? "group-has-[[data-mine]:checked]/co:hidden" : ""} data-testid="new-address">
                  <div className="grid gap-4 sm:grid-cols-3">
                    <SelectField
                      field={fields.city}
                      label={t("address.city")}
                      placeholder={t("selectOption")}
                      defaultValue={values.city}
                      options={cityOptions}
                      onChange={(v) => {
                        setCity(v);
                        setDistrict("");
                        setPlace("");
                      }}
                      testId="checkout-city"
                    />
                    {showDistrict ? (
                      <SelectField
                        key={`district-${city}`}
                        field={fields.district}
                        label={t("address.district")}
                        placeholder={city ? t("selectOption") : t("address.cityFirst")}
                        defaultValue={city === values.city ? values.district : ""}
                        options={districts.map((d) => ({ value: d.code, label: d.title }))}
                        onChange={(v) => {
                          setDistrict(v);
                          setPlace("");
                        }}
                        testId="checkout-district"
                      />
                    ) : null}
                    {showPlace ? (
                      <SelectField
                        key={`place-${city}-${district}`}
                        field={fields.place}
                        label={t("address.place")}
                        placeholder={district ? t("selectOption") : t("address.districtFirst")}
                        defaultValue={city === values.city && district === values.district ? values.place : ""}
                        options={places.map((p) => ({ value: p.code, label: p.title }))}
                        onChange={setPlace}
                        testId="checkout-place"
                      />
                    ) : null}
                  </div>
                  {updateButton ? (
                    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-soft px-3 py-2.5">
                      <p className="flex-1 text-sm text-muted">{t("address.updateHint")}</p>
                      {updateButton}
                    </div>
                  ) : null}
                  <div className="mt-4">
                    <label htmlFor={fields.address.id} className="label">
                      {t("address.address")}
                    </label>
                    <input
                      id={fields.address.id}
                      name={fields.address.name}
                      defaultValue={values.address}
                      key={fields.address.key}
                      autoComplete="address-line1"
                      maxLength={MAX.address}
                      placeholder={t("address.addressPlaceholder")}
                      aria-invalid={fields.address.errors?.length ? true : undefined}
                      aria-describedby={fields.address.errors?.length ? fields.address.errorId : undefined}
                      className="input"
                    />
                    <ErrorText field={fields.address as FieldMetadata<unknown>} />
                  </div>
                </div>
                <div className="mt-4">
                  <label htmlFor={fields.deliveryNote.id} className="label">
                    {t("address.note")} <span className="font-normal text-muted">({t("optional")})</span>
                  </label>
                  <textarea
                    id={fields.deliveryNote.id}
                    name={fields.deliveryNote.name}
                    defaultValue={values.deliveryNote}
                    key={fields.deliveryNote.key}
                    rows={2}
                    maxLength={MAX.note}
                    placeholder={t("address.notePlaceholder")}
                    className="input min-h-20"
                  />
                  <ErrorText field={fields.deliveryNote as FieldMetadata<unknown>} />
                </div>
              </div>
            </Block>

            {/* 3. payment */}
            <Block icon={<CardIcon size={18} />} title={t("payment.title")} testId="checkout-payment">
              <fieldset>
                <legend className="sr-only">{t("payment.type")}</legend>
                <div className="grid gap-3">
                  <ChoiceCard
                    name={fields.payment.name}
                    value="card"
                    checked={values.payment === "card"}
                    onChange={() => setPayment("card")}
                    title={t("payment.card")}
                    note={options.cardPayments ? t("payment.cardNote") : t("payment.cardOff")}
                    disabled={!options.cardPayments}
                    dataAttr={{ "data-payment": "card" }}
                    testId="payment-card"
                  />
                  {onlyCard ? null : (
                    <ChoiceCard
                      name={fields.payment.name}
                      value="cash"
                      checked={values.payment === "cash"}
                      onChange={() => setPayment("cash")}
                      title={t("payment.cash")}
                      note={t("payment.cashNote")}
                      dataAttr={{ "data-payment": "cash" }}
                      testId="payment-cash"
                    />
                  )}
                  <ChoiceCard
                    name={fields.payment.name}
                    value="installment"
                    checked={values.payment === "installment"}
                    onChange={() => setPayment("installment")}
                    title={t("payment.installment")}
                    note={
                      !options.cardPayments
                        ? t("payment.cardOff")
                        : installmentOff
                          ? t("payment.installmentMin", { amount: minInstallment })
                          : t("payment.installmentNote", { cards: cards.map((c) => c.title).join(", ") })
                    }
                    disabled={installmentOff}
                    dataAttr={{ "data-payment": "installment" }}
                    testId="payment-installment"
                  />
                </div>
                {onlyCard ? <p className="mt-3 text-sm text-muted">{t("payment.onlyCard")}</p> : null}
                <ErrorText field={fields.payment as FieldMetadata<unknown>} />
              </fieldset>

              {installmentOff ? null : (
                <div className="mt-5 hidden rounded-lg border border-line bg-soft/60 p-4 group-has-[[data-payment=installment]:checked]/co:block" data-testid="installment-block">
                  <fieldset>
                    <legend className="label">{t("payment.chooseCard")}</legend>
                    <div className="flex flex-wrap gap-3">
                      {cards.map((c) => (
                        <label
                          key={c.code}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-ink/20 bg-white px-4 text-sm font-medium has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
                        >
                          <input
                            type="radio"
                            name={fields.creditCard.name}
                            value={c.code}
                            defaultChecked={values.creditCard === c.code}
                            onChange={() => {
                              setCard(c.code);
                              if (month && !c.months.includes(Number(month))) setMonth("");
                            }}
                            className="size-4 accent-brand focus-visible:outline-none"
                            data-card={c.code}
                          />
                          {c.title}
                        </label>
                      ))}
                    </div>
                    <ErrorText field={fields.creditCard as FieldMetadata<unknown>} />
                  </fieldset>
                  {hydrated ? (
                    <fieldset className="mt-4" aria-describedby={monthError ? fields.creditMonth.errorId : undefined}>
                      <legend className="label">{t("payment.chooseMonths")}</legend>
                      <div className="grid gap-2 sm:grid-cols-3">
                        {allMonths.map((m) => {
                          const available = Boolean(chosenCard?.months.includes(m));
                          return (
                            <label
                              key={`${m}-${card}`}
                              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
                                available ? "border-ink/20" : "cursor-not-allowed border-line opacity-50"
                              }`}
                              data-testid={`months-${m}`}
                            >
                              <input
                                type="radio"
                                name={fields.creditMonth.name}
                                value={String(m)}
                                defaultChecked={month === String(m) && available}
                                disabled={!available}
                                onChange={() => setMonth(String(m))}
                                className="size-4 accent-brand focus-visible:outline-none"
                              />
                              <MonthText months={m} monthly={formatMoney(monthly(m))} testId={`monthly-${m}`} />
                            </label>
                          );
                        })}
                      </div>
                    </fieldset>
                  ) : (
                    <>
                      {/* without JavaScript each card has its own periods (creditMonth_<card>), shown when the card is checked */}
                      <p className="mt-4 text-sm text-muted group-has-[[data-card]:checked]/co:hidden" data-testid="months-choose-card">
                        {t("payment.chooseCardFirst")}
                      </p>
                      {cards.map((c) => (
                        <fieldset
                          key={c.code}
                          className={`mt-4 hidden ${CARD_REVEAL[c.code]}`}
                          aria-describedby={monthError ? fields.creditMonth.errorId : undefined}
                          data-testid={`months-${c.code}`}
                        >
                          <legend className="label">{t("payment.cardMonths", { card: c.title })}</legend>
                          <div className="grid gap-2 sm:grid-cols-3">
                            {c.months.map((m) => (
                              <label
                                key={m}
                                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-ink/20 bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
                                data-testid={`months-${c.code}-${m}`}
                              >
                                <input
                                  type="radio"
                                  name={monthFieldName(c.code)}
                                  value={String(m)}
                                  defaultChecked={values.creditCard === c.code && values.creditMonth === String(m)}
                                  className="size-4 accent-brand focus-visible:outline-none"
                                />
                                <MonthText months={m} monthly={formatMoney(monthly(m))} testId={`monthly-${c.code}-${m}`} />
                              </label>
                            ))}
                          </div>
                        </fieldset>
                      ))}
                    </>
                  )}
                  <ErrorText field={fields.creditMonth as FieldMetadata<unknown>} />
                  {chosenMonth > 0 && payment === "installment" ? (
                    <p className="mt-4 text-sm text-ink" data-testid="installment-monthly">
                      {t("payment.monthlyLine", { amount: formatMoney(monthly(chosenMonth)), count: chosenMonth })}
                    </p>
                  ) : null}
                  {showHint ? (
                    <p className="mt-2 text-sm text-accent" data-testid="installment-hint">
                      {t("payment.hint")}
                    </p>
                  ) : null}
                </div>
              )}
            </Block>

            {/* 4. gift (not for pickup) */}
            <Block icon={<GiftIcon size={18} />} title={t("gift.title")} className="group-has-[[data-delivery=pickup]:checked]/co:hidden" testId="checkout-gift">
              <label className="flex min-h-11 items-start gap-3 text-[15px] text-ink">
                <input
                  type="checkbox"
                  name={fields.gift.name}
                  defaultChecked={values.gift}
                  onChange={(e) => setGift(e.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-brand"
                  data-gift=""
                  data-testid="checkout-gift-toggle"
                />
                <span>
                  <span className="block font-medium">{t("gift.toggle")}</span>
                  <span className="block text-sm text-muted">{t("gift.package", { amount: formatMoney(options.giftPackage) })}</span>
                </span>
              </label>
              <div className="mt-4 hidden gap-4 group-has-[[data-gift]:checked]/co:grid sm:grid-cols-2" data-testid="gift-fields">
                <TextField field={fields.giftFirstName} label={t("gift.firstName")} maxLength={MAX.name} autoComplete="off" />
                <TextField field={fields.giftLastName} label={t("gift.lastName")} maxLength={MAX.name} autoComplete="off" />
                <div className="sm:col-span-2">
                  <MobileField field={fields.giftMobile} label={t("gift.mobile")} autoComplete="off" />
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor={fields.giftNote.id} className="label">
                    {t("gift.note")} <span className="font-normal text-muted">({t("optional")})</span>
                  </label>
                  <textarea
                    id={fields.giftNote.id}
                    name={fields.giftNote.name}
                    defaultValue={values.giftNote}
                    key={fields.giftNote.key}
                    rows={3}
                    maxLength={MAX.note}
                    className="input min-h-24"
                  />
                  <ErrorText field={fields.giftNote as FieldMetadata<unknown>} />
                </div>
              </div>
            </Block>
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
