import { useTranslation } from "~/lib/translation";
import { errorText } from "~/lib/error-text";

/**
 * Shows a form or toast message in the page language (the one message hook of every form): a
 * message is a code of the error catalogue, with its params (`field.required`,
 * `pricing.lineLimit?n=5`; app/lib/error-text.ts), translated from `errors:<code>`; anything
 * else shows the generic error text.
 */
export function useMessage(): (message: string | undefined | null) => string | null {
  const { t } = useTranslation("errors");
  return (message) => errorText(t, message);
}
