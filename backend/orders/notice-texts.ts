/**
 * Texts of the shopper's order notices (SMS and e-mail) in az, en and ru: one sentence per
 * status a transition can reach, the manual refund line, and the confirmation e-mail's labels.
 * `{number}`, `{total}` and `{name}` are filled in by notify.ts.
 */
import type { Lang, OrderStatus } from "../db/schema.ts";

type NoticeStatus = Extract<OrderStatus, "confirmed" | "processing" | "shipped" | "ready_for_pickup" | "delivered" | "cancelled">;

export const NOTICE_STATUSES: readonly NoticeStatus[] = ["confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "cancelled"];

export function isNoticeStatus(status: OrderStatus): status is NoticeStatus {
  return (NOTICE_STATUSES as readonly string[]).includes(status);
}

interface Texts {
  /** the sentence of each status (SMS after "Bazaar: ", e-mail body) */
  status: Record<NoticeStatus, string>;
  /** status names (e-mail subjects) */
  label: Record<NoticeStatus, string>;
  refund: string;
  /** the courier (and the parcel's tracking number) of a shipped order */
  courier: string;
  courierTracking: string;
  /** the tracking page's link (status SMS and e-mails) */
  track: string;
  subject: string;
  hello: string;
  view: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmPaid: string;
  size: string;
  total: string;
  /** the labels of the summary's lines in the confirmation e-mail (total aside) */
  lines: Record<"subtotal" | "campaign" | "cash" | "newCustomer" | "loyalty" | "promo" | "package" | "delivery", string>;
  free: string;
  delivery: string;
  pickup: string;
  payment: string;
  payments: Record<"card" | "cash" | "installment", string>;
  signature: string;
  /** the staff's notice of a new order (STAFF_NOTIFY_*): SMS, e-mail subject and sentence, link */
  staff: { sms: string; subject: string; intro: string; open: string; courier: string; pickup: string };
}

export const NOTICE_TEXTS: Record<Lang, Texts> = {
  en: {
    status: {
      confirmed: "Your order {number} is confirmed. We are preparing it.",
      processing: "Your order {number} is being packed.",
      shipped: "Your order {number} is on its way.",
      ready_for_pickup: "Your order {number} is ready at the store. We are waiting for you!",
      delivered: "Your order {number} has been delivered. Thank you for shopping with us!",
      cancelled: "Your order {number} has been cancelled.",
    },
    label: {
      confirmed: "confirmed",
      processing: "being packed",
      shipped: "on its way",
      ready_for_pickup: "ready at the store",
      delivered: "delivered",
      cancelled: "cancelled",
    },
    refund: "The {total} ₼ you paid will be returned to your card.",
    courier: "Courier: {courier}.",
    courierTracking: "Courier: {courier}, tracking number {tracking}.",
    track: "Track your order: {url}",
    subject: "Order {number}: {status}",
    hello: "Hello, {name}!",
    view: "Your order",
    confirmSubject: "Thank you for your order {number}",
    confirmIntro: "Your order {number} has been placed. We will let you know when it is on its way or ready at the store.",
    confirmPaid: "Your payment has been received.",
    size: "size",
    total: "Total",
    lines: { subtotal: "Subtotal", campaign: "Campaign discount", cash: "Cash payment discount", newCustomer: "First order discount (10%)", loyalty: "Loyalty discount", promo: "Promo code", package: "Gift package", delivery: "Delivery" },
    free: "Free",
    delivery: "Delivery to",
    pickup: "Pickup at the store",
    payment: "Payment",
    payments: { card: "card", cash: "cash", installment: "installment" },
    signature: "Bazaar",
    staff: {
      sms: "Bazaar: new order {number}, {total} ₼: {payment}, {delivery}. {url}",
      subject: "New order {number}",
      intro: "A new order {number} for {total} ₼ has been placed: {payment}, {delivery}.",
      open: "Open the order",
      courier: "courier",
      pickup: "pickup",
    },
  },
  az: {
    status: {
      confirmed: "{number} nömrəli sifarişiniz təsdiqləndi. Onu hazırlayırıq.",
      processing: "{number} nömrəli sifarişiniz qablaşdırılır.",
      shipped: "{number} nömrəli sifarişiniz yola salındı.",
      ready_for_pickup: "{number} nömrəli sifarişiniz mağazada hazırdır. Sizi gözləyirik!",
      delivered: "{number} nömrəli sifarişiniz çatdırıldı. Bizi seçdiyiniz üçün təşəkkür edirik!",
      cancelled: "{number} nömrəli sifarişiniz ləğv edildi.",
    },
    label: {
      confirmed: "təsdiqləndi",
      processing: "qablaşdırılır",
      shipped: "yola salındı",
      ready_for_pickup: "mağazada hazırdır",
      delivered: "çatdırıldı",
      cancelled: "ləğv edildi",
    },
    refund: "Ödədiyiniz {total} ₼ kartınıza qaytarılacaq.",
    courier: "Kuryer: {courier}.",
    courierTracking: "Kuryer: {courier}, izləmə nömrəsi {tracking}.",
    track: "Sifarişinizi izləyin: {url}",
    subject: "Sifariş {number}: {status}",
    hello: "Salam, {name}!",
    view: "Sifarişiniz",
    confirmSubject: "{number} nömrəli sifarişiniz üçün təşəkkür edirik",
    confirmIntro: "{number} nömrəli sifarişiniz qəbul olundu. Sifariş yola düşəndə və ya mağazada hazır olanda sizə xəbər verəcəyik.",
    confirmPaid: "Ödənişiniz alındı.",
    size: "ölçü",
    total: "Cəmi",
    lines: { subtotal: "Aralıq cəm", campaign: "Kampaniya endirimi", cash: "Nağd ödəniş endirimi", newCustomer: "İlk sifariş endirimi (10%)", loyalty: "Loyallıq endirimi", promo: "Promo kod", package: "Hədiyyə qablaşdırması", delivery: "Çatdırılma" },
    free: "Pulsuz",
    delivery: "Çatdırılma ünvanı",
    pickup: "Mağazadan götürmə",
    payment: "Ödəniş",
    payments: { card: "kart", cash: "nağd", installment: "hissə-hissə" },
    signature: "Bazaar",
    staff: {
      sms: "Bazaar: yeni sifariş {number}, {total} ₼: {payment}, {delivery}. {url}",
      subject: "Yeni sifariş {number}",
      intro: "{total} ₼ məbləğində yeni sifariş {number} verildi: {payment}, {delivery}.",
      open: "Sifarişi açın",
      courier: "kuryer",
      pickup: "mağazadan götürmə",
    },
  },
  ru: {
    status: {
      confirmed: "Ваш заказ {number} подтверждён. Мы его готовим.",
      processing: "Ваш заказ {number} собирается.",
      shipped: "Ваш заказ {number} отправлен.",
      ready_for_pickup: "Ваш заказ {number} готов к выдаче в магазине. Ждём вас!",
      delivered: "Ваш заказ {number} доставлен. Спасибо за покупку!",
      cancelled: "Ваш заказ {number} отменён.",
    },
    label: {
      confirmed: "подтверждён",
      processing: "собирается",
      shipped: "отправлен",
      ready_for_pickup: "готов к выдаче в магазине",
      delivered: "доставлен",
      cancelled: "отменён",
    },
    refund: "Оплаченные {total} ₼ вернутся на вашу карту.",
    courier: "Курьер: {courier}.",
    courierTracking: "Курьер: {courier}, трек-номер {tracking}.",
    track: "Отследить заказ: {url}",
    subject: "Заказ {number}: {status}",
    hello: "Здравствуйте, {name}!",
    view: "Ваш заказ",
    confirmSubject: "Спасибо за заказ {number}",
    confirmIntro: "Ваш заказ {number} оформлен. Мы сообщим, когда он будет отправлен или готов к выдаче в магазине.",
    confirmPaid: "Оплата получена.",
    size: "размер",
    total: "Итого",
    lines: { subtotal: "Сумма", campaign: "Скидка по акции", cash: "Скидка при оплате наличными", newCustomer: "Скидка на первый заказ (10%)", loyalty: "Скидка постоянного клиента", promo: "Промокод", package: "Подарочная упаковка", delivery: "Доставка" },
    free: "Бесплатно",
    delivery: "Доставка по адресу",
    pickup: "Самовывоз из магазина",
    payment: "Оплата",
    payments: { card: "карта", cash: "наличные", installment: "в рассрочку" },
    signature: "Bazaar",
    staff: {
      sms: "Bazaar: новый заказ {number}, {total} ₼: {payment}, {delivery}. {url}",
      subject: "Новый заказ {number}",
      intro: "Оформлен новый заказ {number} на {total} ₼: {payment}, {delivery}.",
      open: "Открыть заказ",
      courier: "курьер",
      pickup: "самовывоз",
    },
  },
};

/** Replaces `{key}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
