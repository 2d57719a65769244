/**
 * Messages of the cart pricing (stock, delivery, caps, price on application): texts in
 * locales/{az,en,ru}/errors.json (`pricing.*`). The lists' messages include them.
 */
import { messagesOf } from "../contract/errors.ts";
import { fillMessage, translateMessage } from "../core/validators.ts";
import type { Lang } from "../core/lang.ts";

export const PRICING_MSG = messagesOf("pricing");

/** A message in `lang`, with `{{n}}` filled in. */
export function msg(message: string, lang: Lang, n?: number): string {
  const text = translateMessage(message, lang);
  return n === undefined ? text : fillMessage(text, { n });
}
