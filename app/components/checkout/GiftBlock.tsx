/** Checkout block 4: the order as a gift (not for pickup): the package's price, the recipient and a note. */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/translation";
import { MobileField, TextField } from "~/components/forms/ui";
import { GiftIcon } from "~/components/layout/icons";
import { CHECKOUT_MAX as MAX, type CheckoutValues } from "~/lib/forms/checkout";
import { formatMoney } from "~/lib/money";
import { Block, ErrorText, type CheckoutFields } from "./CheckoutFields";

export function GiftBlock({ fields, values, giftPackage, setGift }: { fields: CheckoutFields; values: CheckoutValues; giftPackage: number; setGift: (gift: boolean) => void }) {
  const { t } = useTranslation("checkout");
  return (
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
          <span className="block text-sm text-muted">{t("gift.package", { amount: formatMoney(giftPackage) })}</span>
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
  );
}
