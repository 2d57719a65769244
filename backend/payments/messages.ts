/** Messages of starting a payment (texts in locales/{az,en,ru}/errors.json, `payments.*`). */
import { messagesOf } from "../contract/errors.ts";

export const PAYMENTS_MSG = messagesOf("payments", { paymentNotStarted: "checkout.paymentNotStarted" });
