/**
 * Site header: logo, search (desktop inline; mobile: an icon opening a popup), language
 * selector, account box, wishlist with count, cart with count and running total, and the
 * main navigation (desktop) or side drawer (mobile).
 */
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/translation";
import type { PageLink } from "./nav";
import { Popup } from "~/components/ui/Popup";
import { localizePath, type Lang } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { AccountBox, type HeaderUser } from "./AccountBox";
import { BagIcon, HeartIcon, SearchIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MainNav } from "./MainNav";
import { CountBadge } from "./MobileBar";
import { SearchBox } from "./SearchBox";
import { SideDrawer } from "./SideDrawer";

export const SEARCH_POPUP_ID = "search-popup";

export interface HeaderCounts {
  cartCount: number;
  cartTotal: number;
  wishCount: number;
  compareCount: number;
}

export function Header({
  lang,
  pages,
  user,
  counts,
  siteTitle,
}: {
  lang: Lang;
  pages: PageLink[];
  user: HeaderUser | null;
  counts: HeaderCounts;
  siteTitle: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = new URLSearchParams(location.search).get("search") ?? "";
  const total = formatMoney(counts.cartTotal);
  return (
    <header className="relative bg-white" data-testid="header">
      <div className="container-shop flex h-16 items-center gap-2 desk:h-20 desk:gap-6">
        <SideDrawer lang={lang} signedIn={Boolean(user)} pages={pages} siteTitle={siteTitle} />
        <Link to={localizePath("/", lang)} className="mr-auto inline-flex shrink-0 items-center desk:mr-0" data-testid="logo">
          <img src="/logo.svg" alt={siteTitle} width={150} height={40} className="h-8 w-auto desk:h-10" />
        </Link>

        <SearchBox lang={lang} initial={query} className="hidden max-w-xl flex-1 desk:block" idPrefix="header-search" />

        <div className="flex items-center gap-1 desk:ml-auto desk:gap-3">
          <LanguageSwitcher className="hidden desk:block" />
          <div className="hidden desk:block">
            <AccountBox user={user} lang={lang} />
          </div>
          <a href={`#${SEARCH_POPUP_ID}`} className="header-icon desk:hidden" data-testid="mobile-search-open">
            <SearchIcon size={22} />
            <span className="sr-only">{t("search")}</span>
          </a>
          <Link to={localizePath("/wishlist", lang)} className="header-icon hidden desk:inline-flex" data-testid="header-wishlist">
            <span className="relative">
              <HeartIcon size={24} />
              <CountBadge count={counts.wishCount} testId="wish-count" />
            </span>
            <span className="sr-only">
              {t("wishlist")}: {t("itemsCount", { count: counts.wishCount })}
            </span>
          </Link>
          <Link to={localizePath("/cart", lang)} className="header-icon gap-2 desk:w-auto desk:px-2" data-testid="header-cart">
            <span className="relative">
              <BagIcon size={24} />
              <CountBadge count={counts.cartCount} testId="cart-count" />
            </span>
            <span className="hidden text-sm font-semibold tabular-nums desk:inline" data-testid="cart-total" aria-hidden="true">
              {total}
            </span>
            <span className="sr-only">
              {t("cart")}: {t("itemsCount", { count: counts.cartCount })}, {t("cartTotal")} {total}
            </span>
          </Link>
        </div>
      </div>
      <MainNav />
    </header>
  );
}

/** The mobile search popup (opened by the header's search icon via `#search-popup`). */
export function SearchPopup({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = new URLSearchParams(location.search).get("search") ?? "";
  return (
    <Popup id={SEARCH_POPUP_ID} title={t("search")} className="desk:hidden" size="md" initialFocus="input[name=search]">
      <SearchBox lang={lang} initial={query} idPrefix="popup-search" />
    </Popup>
  );
}
