/** Messages of the shopper's order actions and the order confirmation SMS (English is the key; az and ru registered with the shared translator). */
import { registerTranslations } from "../core/validators.ts";

export const ORDERS_MSG = {
  notCancellable: "This order can no longer be cancelled",
  confirmationSms: "Bazaar: thank you! Your order {number} has been placed. Total: {total} ₼.",
} as const;

registerTranslations({
  [ORDERS_MSG.notCancellable]: { az: "Bu sifarişi artıq ləğv etmək mümkün deyil", ru: "Этот заказ уже нельзя отменить" },
  [ORDERS_MSG.confirmationSms]: {
    az: "Bazaar: təşəkkür edirik! {number} nömrəli sifarişiniz qəbul olundu. Cəmi: {total} ₼.",
    ru: "Bazaar: спасибо! Ваш заказ {number} оформлен. Итого: {total} ₼.",
  },
});
