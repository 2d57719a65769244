/**
 * Messages of the accounts calls: errors in locales/{az,en,ru}/errors.json (`auth.*`), success
 * and SMS texts in notices.json; core/validators.ts answers them in the payload's language.
 */
import { messagesOf } from "../contract/errors.ts";
import notices from "../../locales/en/notices.json" with { type: "json" };

/** `loginRequired` and `tokenExpired` are core/caller.ts's words (the same codes, `auth.*`). */
export const AUTH_MSG = { ...messagesOf("auth"), ...notices.auth } as const;
