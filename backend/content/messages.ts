import { registerTranslations, translateMessage } from "../core/validators.ts";
import type { Lang } from "../db/schema.ts";

/** Texts the content, reviews and push calls answer with (English is the key). */
export const TEXT = {
  subscribed: "You have successfully subscribed",
  feedbackSent: "Your feedback has been sent successfully",
  reviewThanks: "Thank you!",
  reviewModerated: "Thank you! Your review will appear after moderation.",
  tooMany: "Too many attempts. Please try again in a few minutes.",
  ratingMax: "Maximum value is 5",
  articleNotFound: "Article not found",
  pageNotFound: "Page not found",
  productNotFound: "Product not found",
  subscriberNotFound: "Subscriber not found",
  invalidSubscription: "Invalid push subscription",
  invalidValue: "Invalid value",
} as const;

registerTranslations({
  [TEXT.subscribed]: { az: "Siz uğurla abunə oldunuz", ru: "Вы успешно подписались" },
  [TEXT.feedbackSent]: { az: "Müraciətiniz uğurla göndərildi", ru: "Ваше сообщение успешно отправлено" },
  [TEXT.reviewThanks]: { az: "Təşəkkür edirik!", ru: "Спасибо!" },
  [TEXT.reviewModerated]: {
    az: "Təşəkkür edirik! Rəyiniz yoxlanıldıqdan sonra dərc olunacaq.",
    ru: "Спасибо! Ваш отзыв появится после проверки.",
  },
  [TEXT.tooMany]: {
    az: "Həddindən çox cəhd edildi. Bir neçə dəqiqədən sonra yenidən cəhd edin.",
    ru: "Слишком много попыток. Повторите через несколько минут.",
  },
  [TEXT.ratingMax]: { az: "Maksimum dəyər 5-dir", ru: "Максимальное значение — 5" },
  [TEXT.articleNotFound]: { az: "Məqalə tapılmadı", ru: "Статья не найдена" },
  [TEXT.pageNotFound]: { az: "Səhifə tapılmadı", ru: "Страница не найдена" },
  [TEXT.productNotFound]: { az: "Məhsul tapılmadı", ru: "Товар не найден" },
  [TEXT.invalidValue]: { az: "Yanlış dəyər", ru: "Неверное значение" },
});

export const say = (text: string, lang: Lang): string => translateMessage(text, lang);
