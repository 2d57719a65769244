/** Messages of the shopper's order actions (English is the key; az and ru registered with the shared translator). */
import { registerTranslations } from "../core/validators.ts";

export const ORDERS_MSG = {
  notPayable: "This order cannot be paid now",
  notCancellable: "This order can no longer be cancelled",
  paymentNotStarted: "The payment could not be started. Please try again later.",
} as const;

registerTranslations({
  [ORDERS_MSG.notPayable]: { az: "Bu sifarişi indi ödəmək mümkün deyil", ru: "Этот заказ сейчас нельзя оплатить" },
  [ORDERS_MSG.notCancellable]: { az: "Bu sifarişi artıq ləğv etmək mümkün deyil", ru: "Этот заказ уже нельзя отменить" },
  [ORDERS_MSG.paymentNotStarted]: {
    az: "Ödənişə başlamaq mümkün olmadı. Bir az sonra yenidən cəhd edin.",
    ru: "Не удалось начать оплату. Попробуйте позже.",
  },
});
