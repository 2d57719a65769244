/**
 * Messages of the cart, wishlist and compare calls (texts in locales/{az,en,ru}/errors.json,
 * `lists.*`). The stock, delivery and cap messages are backend/pricing/messages.ts's.
 */
import { messagesOf } from "../contract/errors.ts";
import { PRICING_MSG } from "../pricing/messages.ts";

// the cart summary's messages are the pricing module's (one text, one translation)
export { msg } from "../pricing/messages.ts";

export const LISTS_MSG = { ...PRICING_MSG, ...messagesOf("lists", { invalid: "api.invalid" }) } as const;
