/**
 * Messages of the cart, wishlist and compare calls (English is the key; az and ru are
 * registered with the shared translator). The stock, delivery and cap messages come from
 * backend/pricing/messages.ts.
 */
import { registerTranslations } from "../core/validators.ts";
import { PRICING_MSG } from "../pricing/messages.ts";

// the cart summary's messages are the pricing module's (one text, one translation)
export { msg } from "../pricing/messages.ts";

export const LISTS_MSG = {
  ...PRICING_MSG,
  productNotFound: "Product not found",
  itemNotFound: "Item not found",
  chooseSize: "Choose a size",
  chooseOption: "Choose an option",
  cartFull: "Your cart is full",
  compareFull: "You can compare up to 12 products",
  invalid: "Invalid request",
} as const;

registerTranslations({
  [LISTS_MSG.productNotFound]: { az: "Məhsul tapılmadı", ru: "Товар не найден" },
  [LISTS_MSG.itemNotFound]: { az: "Element tapılmadı", ru: "Элемент не найден" },
  [LISTS_MSG.chooseSize]: { az: "Ölçü seçin", ru: "Выберите размер" },
  [LISTS_MSG.chooseOption]: { az: "Variant seçin", ru: "Выберите вариант" },
  [LISTS_MSG.cartFull]: { az: "Səbətiniz doludur", ru: "Ваша корзина заполнена" },
  [LISTS_MSG.compareFull]: { az: "Ən çox 12 məhsulu müqayisə edə bilərsiniz", ru: "Можно сравнить не более 12 товаров" },
  [LISTS_MSG.invalid]: { az: "Yanlış sorğu", ru: "Неверный запрос" },
});
