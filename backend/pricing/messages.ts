/**
 * Messages of the cart pricing (stock, delivery, caps, price on application): English is the
 * key; az and ru are registered with the shared translator. The lists' messages include them.
 */
import { registerTranslations, translateMessage } from "../core/validators.ts";
import type { Lang } from "../core/lang.ts";

export const PRICING_MSG = {
  noStock: "Product quantity not available in stock",
  sold: "Sorry, these products are already sold. Please remove them from cart.",
  noDelivery: "Delivery is not available to this area",
  lineLimit: "You can buy at most {n} units of one product in one order",
  orderLimit: "One order can hold at most {n} units",
  priceOnApplication: "This product's price is given on request: call us or write on WhatsApp to order it",
} as const;

registerTranslations({
  [PRICING_MSG.noStock]: { az: "Məhsulun bu miqdarı anbarda yoxdur", ru: "Такого количества товара нет на складе" },
  [PRICING_MSG.sold]: {
    az: "Təəssüf ki, bu məhsullar artıq satılıb. Zəhmət olmasa onları səbətdən silin.",
    ru: "К сожалению, эти товары уже проданы. Пожалуйста, удалите их из корзины.",
  },
  [PRICING_MSG.noDelivery]: { az: "Bu əraziyə çatdırılma yoxdur", ru: "Доставка в этот район недоступна" },
  [PRICING_MSG.lineLimit]: {
    az: "Bir sifarişdə bir məhsuldan ən çox {n} ədəd ala bilərsiniz",
    ru: "В одном заказе можно купить не более {n} шт. одного товара",
  },
  [PRICING_MSG.orderLimit]: { az: "Bir sifarişdə ən çox {n} ədəd məhsul ola bilər", ru: "В одном заказе может быть не более {n} шт. товаров" },
  [PRICING_MSG.priceOnApplication]: {
    az: "Bu məhsulun qiyməti sorğu ilə bildirilir: sifariş üçün bizə zəng edin və ya WhatsApp-da yazın",
    ru: "Цена этого товара — по запросу: чтобы заказать, позвоните нам или напишите в WhatsApp",
  },
});

/** A message in `lang`, with `{n}` filled in. */
export function msg(message: string, lang: Lang, n?: number): string {
  const text = translateMessage(message, lang);
  return n === undefined ? text : text.replace("{n}", String(n));
}
