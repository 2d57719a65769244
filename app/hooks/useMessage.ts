import { useTranslation } from "~/lib/translation";
import { messageKey } from "~/lib/messages";

/**
 * Shows a form or toast message in the page language (the one message hook of every form):
 * a schema key (`required`, `wrongEmail`, …) or a spec English message is translated through
 * the message table (app/lib/messages.ts); a server text arrives translated and is shown as it is.
 */
export function useMessage(): (message: string | undefined | null) => string | null {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return null;
    const key = messageKey(message);
    return key ? String(t(key, { defaultValue: message })) : message;
  };
}
