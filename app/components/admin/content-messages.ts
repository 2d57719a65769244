import { useTranslation } from "~/lib/translation";
import { CONTENT_MSG, MENU_MSG } from "../../../backend/admin/content-contract.ts";
import { BLOG_MSG } from "../../../backend/admin/blog-contract.ts";
import { TAXONOMY_MSG } from "../../../backend/admin/taxonomy-contract.ts";
import { BANNER_MSG } from "../../../backend/admin/banners-contract.ts";
import { PAGE_MSG } from "../../../backend/admin/pages-contract.ts";

const KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CONTENT_MSG).map(([key, text]) => [text, `contentMsg.${key}`])),
  ...Object.fromEntries(Object.entries(MENU_MSG).map(([key, text]) => [text, `menuMsg.${key}`])),
  ...Object.fromEntries(Object.entries(BLOG_MSG).map(([key, text]) => [text, `blogMsg.${key}`])),
  ...Object.fromEntries(Object.entries(TAXONOMY_MSG).map(([key, text]) => [text, `taxonomyMsg.${key}`])),
  ...Object.fromEntries(Object.entries(BANNER_MSG).map(([key, text]) => [text, `bannerMsg.${key}`])),
  ...Object.fromEntries(Object.entries(PAGE_MSG).map(([key, text]) => [text, `pageMsg.${key}`])),
};

/**
 * A content form's error in the page's language: the schemas' messages are English keys
 * (`contentMsg.*`, `menuMsg.*`, `bannerMsg.*`, `pageMsg.*` in admin.json); the API's answers arrive translated already.
 */
export function useContentMessage() {
  const { t } = useTranslation("admin");
  return (text: string | undefined | null) => (text ? (KEYS[text] ? t(KEYS[text]) : text) : null);
}
