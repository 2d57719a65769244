/**
 * Messages of the checkout calls (English is the key; az and ru are registered with the shared
 * translator, which answers them in the payload's language). Field messages shared with other
 * forms ('Required field', 'Wrong mobile number', …) come from core/validators.ts, the OTP
 * messages from auth/messages.ts and the stock and summary messages from lists/messages.ts.
 */
import { registerTranslations, translateMessage } from "../core/validators.ts";
import type { Lang } from "../db/schema.ts";

export const CHECKOUT_MSG = {
  emptyCart: "Your cart is empty",
  wrongChoice: "Choose an option from the list",
  wrongDelivery: "Choose a delivery method",
  wrongPayment: "Choose a payment method",
  tooLong: "The text is too long",
  wrongBranch: "Choose a pickup store from the list",
  wrongAddress: "Choose one of your saved addresses",
  cashNotAllowed: "Cash payment is not available for these products",
  installmentNotAllowed: "Installment is available only for orders above 50 ₼",
  wrongCreditCard: "Choose an installment card",
  wrongCreditMonth: "Choose an installment period",
  monthNotForCard: "This card does not offer that installment period",
  cardUnavailable: "Card payments are not available",
  paymentNotStarted: "The payment could not be started. Please try again later.",
  invalid: "Invalid request",
  keyUsed: "This checkout form has already been used for another order. Reload the page and try again.",
  holdsPerMobile: "You already have unpaid orders waiting for payment. Pay or cancel one of them first.",
  holdsPerAddress: "Too many unpaid orders have been placed from your network. Please try again later.",
} as const;

registerTranslations({
  [CHECKOUT_MSG.emptyCart]: { az: "Səbətiniz boşdur", ru: "Ваша корзина пуста" },
  [CHECKOUT_MSG.wrongChoice]: { az: "Siyahıdan seçin", ru: "Выберите из списка" },
  [CHECKOUT_MSG.wrongDelivery]: { az: "Çatdırılma üsulunu seçin", ru: "Выберите способ доставки" },
  [CHECKOUT_MSG.wrongPayment]: { az: "Ödəniş üsulunu seçin", ru: "Выберите способ оплаты" },
  [CHECKOUT_MSG.tooLong]: { az: "Mətn çox uzundur", ru: "Текст слишком длинный" },
  [CHECKOUT_MSG.wrongBranch]: { az: "Siyahıdan təhvil mağazasını seçin", ru: "Выберите магазин самовывоза из списка" },
  [CHECKOUT_MSG.wrongAddress]: { az: "Saxlanmış ünvanlarınızdan birini seçin", ru: "Выберите один из сохранённых адресов" },
  [CHECKOUT_MSG.cashNotAllowed]: {
    az: "Bu məhsullar üçün nağd ödəniş mümkün deyil",
    ru: "Оплата наличными недоступна для этих товаров",
  },
  [CHECKOUT_MSG.installmentNotAllowed]: {
    az: "Hissə-hissə ödəniş yalnız 50 ₼-dan yuxarı sifarişlər üçündür",
    ru: "Рассрочка доступна только для заказов дороже 50 ₼",
  },
  [CHECKOUT_MSG.wrongCreditCard]: { az: "Taksit kartını seçin", ru: "Выберите карту рассрочки" },
  [CHECKOUT_MSG.wrongCreditMonth]: { az: "Taksit müddətini seçin", ru: "Выберите срок рассрочки" },
  [CHECKOUT_MSG.monthNotForCard]: { az: "Bu kart bu taksit müddətini təklif etmir", ru: "Эта карта не предлагает такой срок рассрочки" },
  [CHECKOUT_MSG.cardUnavailable]: { az: "Kartla ödəniş hazırda mümkün deyil", ru: "Оплата картой сейчас недоступна" },
  [CHECKOUT_MSG.paymentNotStarted]: {
    az: "Ödənişə başlamaq mümkün olmadı. Bir az sonra yenidən cəhd edin.",
    ru: "Не удалось начать оплату. Попробуйте позже.",
  },
  [CHECKOUT_MSG.invalid]: { az: "Yanlış sorğu", ru: "Неверный запрос" },
  [CHECKOUT_MSG.keyUsed]: {
    az: "Bu sifariş forması artıq başqa sifariş üçün istifadə olunub. Səhifəni yeniləyin və yenidən cəhd edin.",
    ru: "Эта форма заказа уже использована для другого заказа. Обновите страницу и попробуйте снова.",
  },
  [CHECKOUT_MSG.holdsPerMobile]: {
    az: "Ödənişi gözləyən sifarişləriniz var. Əvvəlcə onlardan birini ödəyin və ya ləğv edin.",
    ru: "У вас уже есть неоплаченные заказы. Сначала оплатите или отмените один из них.",
  },
  [CHECKOUT_MSG.holdsPerAddress]: {
    az: "Şəbəkənizdən çoxlu ödənilməmiş sifariş verilib. Bir az sonra yenidən cəhd edin.",
    ru: "Из вашей сети оформлено слишком много неоплаченных заказов. Попробуйте позже.",
  },
});

export function msg(message: string, lang: Lang): string {
  return translateMessage(message, lang);
}
