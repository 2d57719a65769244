/** Checkout block 1: who orders (names, mobile, e-mail). */
import { useTranslation } from "~/lib/translation";
import { MobileField, TextField } from "~/components/forms/ui";
import { UserIcon } from "~/components/layout/icons";
import { normalizeMobile } from "~/lib/forms/account";
import { CHECKOUT_MAX as MAX } from "~/lib/forms/checkout";
import { Block, type CheckoutFields } from "./CheckoutFields";

export function CustomerBlock({ fields, setMobile }: { fields: CheckoutFields; setMobile: (mobile: string) => void }) {
  const { t } = useTranslation("checkout");
  return (
    <Block icon={<UserIcon size={18} />} title={t("customer.title")} testId="checkout-customer">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("customer.firstName")} autoComplete="given-name" maxLength={MAX.name} />
        <TextField field={fields.lastName} label={t("customer.lastName")} autoComplete="family-name" maxLength={MAX.name} />
        <MobileField field={fields.mobile} label={t("customer.mobile")} onBlur={(e) => setMobile(normalizeMobile(e.target.value) ?? "")} />
        <TextField field={fields.email} label={t("customer.email")} type="email" autoComplete="email" maxLength={MAX.email} />
      </div>
    </Block>
  );
}
