/** Messages of starting a payment (English is the key; az and ru registered with the shared translator). */
import { registerTranslations } from "../core/validators.ts";

export const PAYMENTS_MSG = {
  notPayable: "This order cannot be paid now",
  paymentNotStarted: "The payment could not be started. Please try again later.",
} as const;

registerTranslations({
  [PAYMENTS_MSG.notPayable]: { az: "Bu sifarişi indi ödəmək mümkün deyil", ru: "Этот заказ сейчас нельзя оплатить" },
  [PAYMENTS_MSG.paymentNotStarted]: {
    az: "Ödənişə başlamaq mümkün olmadı. Bir az sonra yenidən cəhd edin.",
    ru: "Не удалось начать оплату. Попробуйте позже.",
  },
});
