/**
 * Mobile side drawer (up to 1024 px): logo, language selector, the route tree (nested
 * <details>), Sign in / Signup when logged out, and the footer's page lists.
 *
 * It is a <details> element, so it opens and closes without JavaScript: the summary is the
 * burger button, and while open the same summary covers the page as the backdrop (a click
 * on it, or on the close mark beside the panel, closes the drawer). With JavaScript Escape
 * and a navigation close it too (app/hooks/useDisclosure.ts).
 */
import { useContext, useRef } from "react";
import { Link } from "react-router";
import { useDisclosure } from "~/hooks/useDisclosure";
import type { TFunction } from "i18next";
import { useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ServerChromeContext, ServerHtml, useClientLinks } from "./chrome";
import { navHref, navTitle } from "./MainNav";
import type { NavItem, PageLink } from "./nav";

export function SideDrawer({
  lang,
  signedIn,
  pages,
  siteTitle,
}: {
  lang: Lang;
  signedIn: boolean;
  pages: PageLink[];
  siteTitle: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useClientLinks(ref);
  // Escape anywhere closes it: while open it covers the page
  useDisclosure(ref, { escape: "anywhere" });

  return (
    <details ref={ref} className="drawer desk:hidden" data-testid="side-drawer">
      <summary className="drawer-summary">
        <span className="drawer-burger">
          <MenuIcon size={24} />
        </span>
        {/* while open the summary is the backdrop; this close mark sits on it, beside the panel */}
        <span className="drawer-backdrop-close" aria-hidden="true">
          <CloseIcon size={24} />
        </span>
        <span className="sr-only">{t("menu")}</span>
      </summary>
      <div className="drawer-panel" role="dialog" aria-label={t("menu")}>
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <Link to={localizePath("/", lang)} className="inline-flex items-center">
            <img src="/logo.svg" alt={siteTitle} width={120} height={32} className="h-8 w-auto" />
          </Link>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">
          <div className="border-b border-line px-4 py-4">
            <LanguageSwitcher variant="full" testIdPrefix="drawer-lang" />
          </div>
          <ServerHtml as="ul" id="drawer-items" className="px-2 py-2" data-testid="drawer-tree">
            <TreeItems t={t} />
          </ServerHtml>
          {!signedIn ? (
            <div className="grid grid-cols-2 gap-3 border-t border-line px-4 py-4">
              <Link to={localizePath("/login", lang)} className="btn-primary">
                {t("signIn")}
              </Link>
              <Link to={localizePath("/signup", lang)} className="btn-secondary">
                {t("signup")}
              </Link>
            </div>
          ) : null}
          {pages.length > 0 ? (
            <ul className="drawer-pages">
              {pages.map((page) => (
                <li key={page.id}>
                  <Link to={navHref(page.route, lang)}>
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </details>
  );
}

/** Server only (ADR 0022): the route tree as nested <details>, styled from app.css by position. */
function TreeItems({ t }: { t: TFunction }) {
  const chrome = useContext(ServerChromeContext);
  if (!chrome) return null;
  return (
    <>
      {chrome.nav.map((item) => (
        <TreeItem key={item.id} item={item} lang={chrome.lang} depth={0} t={t} />
      ))}
    </>
  );
}

function TreeItem({ item, lang, depth, t }: { item: NavItem; lang: Lang; depth: number; t: TFunction }) {
  const label = navTitle(item, t);
  if (item.children.length === 0 || depth >= 2) {
    // third-level links are styled by `:where(#drawer-items ul ul) a` (app.css): 49 of them on every page
    const className = depth >= 2 ? (item.isSale ? "dt-sale" : undefined) : `dt-${depth}${item.isSale ? " dt-sale" : ""}`;
    return (
      <li>
        <a href={navHref(item.route, lang)} className={className}>
          {label}
        </a>
      </li>
    );
  }
  // a branch carries no class: its summary and list are styled by their place in #drawer-items
  // (app.css): 30 branches on every page
  return (
    <li>
      <details>
        {/* the +/– mark: an empty <i> drawn by app.css (a pseudo-element of the summary sat 1 px lower) */}
        <summary className={item.isSale ? "dt-sale" : undefined}>
          {label}
          <i aria-hidden="true" />
        </summary>
        <ul>
          <li>
            {/* the branch's first link, "Shop all …" (`:where(#drawer-items ul) > li:first-child > a`) */}
            <a href={navHref(item.route, lang)}>
              {item.allText || t("shopAllIn", { title: item.title })}
            </a>
          </li>
          {item.children.map((child) => (
            <TreeItem key={child.id} item={child as NavItem} lang={lang} depth={depth + 1} t={t} />
          ))}
        </ul>
      </details>
    </li>
  );
}
