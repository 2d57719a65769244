/**
 * Messages of the cart, wishlist and compare calls (English is the key; az and ru are
 * registered with the shared translator).
 */
import { registerTranslations, translateMessage } from "../core/validators.ts";
import type { Lang } from "../db/schema.ts";

export const LISTS_MSG = {
  noStock: "Product quantity not available in stock",
  sold: "Sorry, these products are already sold. Please remove them from cart.",
  noDelivery: "Delivery is not available to this area",
  productNotFound: "Product not found",
  itemNotFound: "Item not found",
  chooseSize: "Choose a size",
  chooseOption: "Choose an option",
  cartFull: "Your cart is full",
  compareFull: "You can compare up to 12 products",
  invalid: "Invalid request",
  lineLimit: "You can buy at most {n} units of one product in one order",
  orderLimit: "One order can hold at most {n} units",
  priceOnApplication: "This product's price is given on request: call us or write on WhatsApp to order it",
} as const;

registerTranslations({
  [LISTS_MSG.noStock]: { az: "Məhsulun bu miqdarı anbarda yoxdur", ru: "Такого количества товара нет на складе" },
  [LISTS_MSG.sold]: {
    az: "Təəssüf ki, bu məhsullar artıq satılıb. Zəhmət olmasa onları səbətdən silin.",
    ru: "К сожалению, эти товары уже проданы. Пожалуйста, удалите их из корзины.",
  },
  [LISTS_MSG.noDelivery]: { az: "Bu əraziyə çatdırılma yoxdur", ru: "Доставка в этот район недоступна" },
  [LISTS_MSG.productNotFound]: { az: "Məhsul tapılmadı", ru: "Товар не найден" },
  [LISTS_MSG.itemNotFound]: { az: "Element tapılmadı", ru: "Элемент не найден" },
  [LISTS_MSG.chooseSize]: { az: "Ölçü seçin", ru: "Выберите размер" },
  [LISTS_MSG.chooseOption]: { az: "Variant seçin", ru: "Выберите вариант" },
  [LISTS_MSG.cartFull]: { az: "Səbətiniz doludur", ru: "Ваша корзина заполнена" },
  [LISTS_MSG.compareFull]: { az: "Ən çox 12 məhsulu müqayisə edə bilərsiniz", ru: "Можно сравнить не более 12 товаров" },
  [LISTS_MSG.invalid]: { az: "Yanlış sorğu", ru: "Неверный запрос" },
  [LISTS_MSG.lineLimit]: {
    az: "Bir sifarişdə bir məhsuldan ən çox {n} ədəd ala bilərsiniz",
    ru: "В одном заказе можно купить не более {n} шт. одного товара",
  },
  [LISTS_MSG.orderLimit]: { az: "Bir sifarişdə ən çox {n} ədəd məhsul ola bilər", ru: "В одном заказе может быть не более {n} шт. товаров" },
  [LISTS_MSG.priceOnApplication]: {
    az: "Bu məhsulun qiyməti sorğu ilə bildirilir: sifariş üçün bizə zəng edin və ya WhatsApp-da yazın",
    ru: "Цена этого товара — по запросу: чтобы заказать, позвоните нам или напишите в WhatsApp",
  },
});

export function msg(message: string, lang: Lang, n?: number): string {
  const text = translateMessage(message, lang);
  return n === undefined ? text : text.replace("{n}", String(n));
}
