/**
 * Messages of the checkout calls (texts in locales/{az,en,ru}/errors.json, `checkout.*`; the
 * shared translator answers them in the payload's language). Field messages shared with other
 * forms ('Required field', 'Wrong mobile number', …) come from core/validators.ts, the OTP
 * messages from auth/messages.ts and the stock and summary messages from lists/messages.ts.
 */
import { messagesOf } from "../contract/errors.ts";
import { translateMessage } from "../core/validators.ts";
import type { Lang } from "../core/lang.ts";

export const CHECKOUT_MSG = messagesOf("checkout", { tooLong: "field.tooLong", invalid: "api.invalid" });

export function msg(message: string, lang: Lang): string {
  return translateMessage(message, lang);
}
