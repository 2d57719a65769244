/** Messages of the back office's order calls (texts in locales/{az,en,ru}/errors.json, `adminOrders.*`). */
import { messagesOf } from "../contract/errors.ts";

export const ADMIN_MSG = messagesOf("adminOrders", { orderNotFound: "auth.orderNotFound" });
