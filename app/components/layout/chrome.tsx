/**
 * The shop chrome's server-only parts (ADR 0022): the menu tree is rendered into the document
 * once and never sent again as loader data. The layout loader puts what those parts need into
 * the request's router context (`serverChromeKey`); entry.server.tsx hands it to the render
 * through `ServerChromeContext`. In the browser `ServerHtml` keeps the markup the server sent
 * (React does not render or hydrate its children there), and small DOM hooks add what the
 * markup needs with JavaScript: client-side navigation for its links, the active trail after
 * a navigation, the mega menu's open/close.
 */
import { createContext, useEffect, useState, type ReactNode, type RefObject } from "react";
import { createContext as createRouterContext, useNavigate } from "react-router";
import type { Lang } from "~/lib/i18n";
import type { NavItem } from "./nav";

export interface ServerChrome {
  lang: Lang;
  nav: NavItem[];
}

/** Set by the layout loader on the server; read by entry.server.tsx. */
export const serverChromeKey = createRouterContext<ServerChrome | null>(null);

/** The server render's chrome data (null in the browser and outside the shop layout). */
export const ServerChromeContext = createContext<ServerChrome | null>(null);

/** Markup captured from the server's document, by element id (kept when the layout remounts). */
const captured = new Map<string, string>();

/**
 * An element whose content is rendered on the server only. In the browser it shows the HTML
 * the server sent for the same id (read from the document before hydration), so its content
 * costs neither loader data nor hydration work.
 */
export function ServerHtml({
  as: Tag = "div",
  id,
  children,
  ...rest
}: {
  as?: "div" | "ul" | "nav";
  id: string;
  children?: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  const [html] = useState<string | null>(() => {
    if (typeof document === "undefined") return null;
    const element = document.getElementById(id);
    if (element) captured.set(id, element.innerHTML);
    return captured.get(id) ?? "";
  });
  if (html === null) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  return <Tag id={id} {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Plain left clicks on same-origin links inside `ref` become client-side navigations (the
 * links of server-only markup are plain <a> elements, not <Link>s).
 */
export function useClientLinks(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a");
      if (!link || !root.contains(link) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [ref, navigate]);
}

/**
 * The document's language at hydration: server-only markup is in that language, so a
 * client-side navigation into another language reloads the page (the language switcher's
 * links already load a new document).
 */
export function useReloadOnLanguageChange(lang: Lang) {
  const [documentLang] = useState(() => (typeof document === "undefined" ? lang : document.documentElement.lang || lang));
  useEffect(() => {
    if (lang !== documentLang) window.location.reload();
  }, [lang, documentLang]);
}
