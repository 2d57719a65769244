import { useTranslation } from "react-i18next";
import { CONTENT_MSG } from "../../../backend/admin/content-contract.ts";

const KEYS: Record<string, string> = Object.fromEntries(Object.entries(CONTENT_MSG).map(([key, text]) => [text, key]));

/**
 * A content form's error in the page's language: the schema's messages are English keys
 * (`contentMsg.*` in admin.json); the API's answers arrive translated already.
 */
export function useContentMessage() {
  const { t } = useTranslation("admin");
  return (text: string | undefined | null) => (text ? (KEYS[text] ? t(`contentMsg.${KEYS[text]}`) : text) : null);
}
