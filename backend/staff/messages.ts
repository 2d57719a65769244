/** Messages of the back office's guard (texts in locales/{az,en,ru}/errors.json, `staff.*`). */
import { messagesOf } from "../contract/errors.ts";

export const STAFF_MSG = messagesOf("staff");
