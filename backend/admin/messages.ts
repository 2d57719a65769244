import { registerTranslations } from "../core/validators.ts";

export const ADMIN_MSG = {
  orderNotFound: "Order not found",
  badStatus: "Choose a status from the list",
  notAllowed: "The order cannot move to that status from where it is now",
  changedMeanwhile: "The order was changed by someone else. Look at it again and retry.",
} as const;

registerTranslations({
  [ADMIN_MSG.orderNotFound]: { az: "Sifariş tapılmadı", ru: "Заказ не найден" },
  [ADMIN_MSG.badStatus]: { az: "Siyahıdan status seçin", ru: "Выберите статус из списка" },
  [ADMIN_MSG.notAllowed]: { az: "Sifariş indiki vəziyyətindən bu statusa keçə bilməz", ru: "Заказ не может перейти в этот статус из текущего" },
  [ADMIN_MSG.changedMeanwhile]: { az: "Sifarişi başqası dəyişib. Yenidən baxın və təkrar edin.", ru: "Заказ изменил кто-то другой. Посмотрите его снова и повторите." },
});
