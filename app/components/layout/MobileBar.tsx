/**
 * Mobile bottom bar (up to 1024 px): Home, Wishlist, Chat (WhatsApp when a number is
 * configured, a call link, and Online chat), Compare, Cart, User. Counts come from the layout loader.
 */
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";
import type { HeaderUser } from "./AccountBox";
import { AccountMenuLinks } from "./AccountBox";
import { Dropdown } from "./Dropdown";
import { BagIcon, CompareIcon, HeartIcon, HomeIcon, UserIcon } from "./icons";
import { ChromeIcon } from "~/components/ui/Sprite";

export function whatsappHref(number: string | null | undefined): string | null {
  const digits = (number ?? "").replace(/\D/g, "");
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId}>
      {count > 99 ? "99+" : count}
    </span>
  );
}

function BarLink({ to, label, icon, count, end, testId }: { to: string; label: string; icon: ReactNode; count?: number; end?: boolean; testId?: string }) {
  return (
    <NavLink to={to} end={end} className="mobile-bar-item" data-testid={testId}>
      <span className="relative">
        {icon}
        {count !== undefined ? <CountBadge count={count} /> : null}
      </span>
      <span className="mobile-bar-label">{label}</span>
    </NavLink>
  );
}

export function MobileBar({
  lang,
  counts,
  user,
  whatsapp,
  contactPath = "/contact",
  phone = null,
}: {
  lang: Lang;
  counts: { cartCount: number; wishCount: number; compareCount: number };
  user: HeaderUser | null;
  whatsapp: string | null;
  /** base path of the contact page, where 'Online chat' leads */
  contactPath?: string;
  /** shop phone: a call link in the Chat menu */
  phone?: string | null;
}) {
  const { t } = useTranslation();
  const wa = whatsappHref(whatsapp);
  return (
    <nav aria-label={t("mobileBar")} className="mobile-bar desk:hidden" data-testid="mobile-bar">
      <ul className="grid grid-cols-6">
        <li>
          <BarLink to={localizePath("/", lang)} end label={t("bar.home")} icon={<HomeIcon size={22} />} />
        </li>
        <li>
          <BarLink to={localizePath("/wishlist", lang)} label={t("bar.wishlist")} icon={<HeartIcon size={22} />} count={counts.wishCount} />
        </li>
        <li>
          <Dropdown
            className="h-full"
            summaryClassName="mobile-bar-item"
            panelClassName="bottom-full left-1/2 mb-2 w-52 -translate-x-1/2"
            summary={
              <>
                <ChromeIcon icon="chat" size={22} />
                <span className="mobile-bar-label">{t("bar.chat")}</span>
              </>
            }
          >
            <ul className="py-1">
              {wa ? (
                <li>
                  <a href={wa} target="_blank" rel="noopener noreferrer" className="menu-link flex items-center gap-2">
                    <ChromeIcon icon="wa" size={18} className="text-[#0e7540]" />
                    WhatsApp
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li>
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="menu-link flex items-center gap-2">
                    <ChromeIcon icon="phone" size={18} className="text-brand" />
                    {t("call")}
                  </a>
                </li>
              ) : null}
              <li>
                <Link to={localizePath(contactPath, lang)} className="menu-link flex items-center gap-2">
                  <ChromeIcon icon="chat" size={18} className="text-brand" />
                  {t("onlineChat")}
                </Link>
              </li>
            </ul>
          </Dropdown>
        </li>
        <li>
          <BarLink to={localizePath("/compare", lang)} label={t("bar.compare")} icon={<CompareIcon size={22} />} count={counts.compareCount} />
        </li>
        <li>
          <BarLink to={localizePath("/cart", lang)} label={t("bar.cart")} icon={<BagIcon size={22} />} count={counts.cartCount} />
        </li>
        <li>
          {user ? (
            <Dropdown
              className="h-full"
              summaryClassName="mobile-bar-item"
              panelClassName="bottom-full right-1 mb-2 w-56"
              summary={
                <>
                  <UserIcon size={22} />
                  <span className="mobile-bar-label">{user.fullName.split(" ")[0] || t("bar.user")}</span>
                </>
              }
            >
              <p className="truncate border-b border-line px-4 py-3 text-sm font-semibold">{user.fullName}</p>
              <AccountMenuLinks lang={lang} className="py-1" mobile />
            </Dropdown>
          ) : (
            <BarLink to={localizePath("/login", lang)} label={t("bar.user")} icon={<UserIcon size={22} />} />
          )}
        </li>
      </ul>
    </nav>
  );
}
