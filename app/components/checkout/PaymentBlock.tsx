/**
 * Checkout block 3: card, cash (not for card-only products) or installment; for installment the
 * card and its periods with the monthly payment. With JavaScript one group of periods follows
 * the chosen card; without it each card has its own group, revealed while that card is checked.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/translation";
import type { CheckoutOptions, CheckoutSummary, CreditCard, PaymentType } from "../../../backend/checkout/contract";
import { CardIcon } from "~/components/layout/icons";
import { INSTALLMENT_HINT_BELOW, monthFieldName, type CheckoutValues } from "~/lib/forms/checkout";
import { formatMoney } from "~/lib/money";
import { Block, ChoiceCard, ErrorText, type CheckoutFields } from "./CheckoutFields";

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

export interface PaymentBlockProps {
  fields: CheckoutFields;
  values: CheckoutValues;
  options: CheckoutOptions;
  summary: CheckoutSummary | null;
  hydrated: boolean;
  payment: PaymentType | "";
  card: CreditCard | "";
  month: string;
  setPayment: (payment: PaymentType) => void;
  setCard: (card: CreditCard) => void;
  setMonth: (month: string) => void;
}

export function PaymentBlock({ fields, values, options, summary, hydrated, payment, card, month, setPayment, setCard, setMonth }: PaymentBlockProps) {
  const { t } = useTranslation("checkout");
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
  const minInstallment = formatMoney(installment.minAmount);
  return (
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
  );
}
