/**
 * Messages of the account's own data: profile and saved addresses (errors in
 * locales/{az,en,ru}/errors.json `users.*`, success texts in notices.json).
 */
import { messagesOf } from "../contract/errors.ts";
import notices from "../../locales/en/notices.json" with { type: "json" };

export const USERS_MSG = { ...messagesOf("users", { emailTaken: "auth.emailTaken", wrongGender: "auth.wrongGender" }), ...notices.users } as const;
