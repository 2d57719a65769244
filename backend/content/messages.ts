import { messagesOf } from "../contract/errors.ts";
import { translateMessage } from "../core/validators.ts";
import type { Lang } from "../core/lang.ts";
import notices from "../../locales/en/notices.json" with { type: "json" };

/** Texts the content, reviews and push calls answer with (errors.json `content.*`, success texts in notices.json). */
export const TEXT = {
  ...messagesOf("content", { tooMany: "auth.tooMany", productNotFound: "lists.productNotFound", invalidValue: "field.invalid" }),
  ...notices.content,
} as const;

export const say = (text: string, lang: Lang): string => translateMessage(text, lang);
