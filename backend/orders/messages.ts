/** Messages of the shopper's order actions (locales/*\/errors.json `orders.*`) and the order confirmation SMS (notices.json). */
import { messagesOf } from "../contract/errors.ts";
import notices from "../../locales/en/notices.json" with { type: "json" };

export const ORDERS_MSG = { ...messagesOf("orders"), ...notices.orders } as const;
