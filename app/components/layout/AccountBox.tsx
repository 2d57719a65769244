/**
 * Header account box. Guests: Sign in and Signup. Signed in: the full name and a menu with
 * My profile, Change password and Logout (Logout asks 'Are you sure?' in the popup
 * `#logout-confirm`, rendered once by the layout).
 */
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";
import { Dropdown } from "./Dropdown";
import { ChevronDownIcon, UserIcon } from "./icons";

export interface HeaderUser {
  fullName: string;
  verified: boolean;
}

export const LOGOUT_POPUP_ID = "logout-confirm";

/**
 * My profile, Change password, Logout. The spec gives the desktop menu /cabinet/password and
 * the mobile menu /cabinet/change-password (both routes exist).
 */
export function AccountMenuLinks({ lang, className = "", mobile = false }: { lang: Lang; className?: string; mobile?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={className} data-testid="account-menu">
      <li>
        <Link to={localizePath("/cabinet", lang)} className="menu-link">
          {t("myProfile")}
        </Link>
      </li>
      <li>
        <Link to={localizePath(mobile ? "/cabinet/change-password" : "/cabinet/password", lang)} className="menu-link">
          {t("changePassword")}
        </Link>
      </li>
      <li>
        <a href={`#${LOGOUT_POPUP_ID}`} className="menu-link" data-testid="logout-link">
          {t("logout")}
        </a>
      </li>
    </ul>
  );
}

export function AccountBox({ user, lang }: { user: HeaderUser | null; lang: Lang }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className="flex items-center gap-1 text-sm font-medium" data-testid="account-guest">
        <UserIcon size={22} className="mr-1 text-ink/80" />
        <Link to={localizePath("/login", lang)} className="rounded px-1 py-2 hover:underline">
          {t("signIn")}
        </Link>
        <span aria-hidden="true" className="text-line">
          /
        </span>
        <Link to={localizePath("/signup", lang)} className="rounded px-1 py-2 hover:underline">
          {t("signup")}
        </Link>
      </div>
    );
  }
  return (
    <Dropdown
      testId="account-box"
      summary={
        <>
          <UserIcon size={22} className="shrink-0 text-ink/80" />
          <span className="max-w-40 truncate">{user.fullName}</span>
          <ChevronDownIcon size={16} className="dropdown-chevron shrink-0 text-muted" />
        </>
      }
      summaryClassName="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-soft"
      panelClassName="right-0 w-56"
    >
      <p className="border-b border-line px-4 py-3 text-xs text-muted">
        {t("signedInAs")} <span className="block truncate text-sm font-semibold text-ink">{user.fullName}</span>
      </p>
      <AccountMenuLinks lang={lang} className="py-1" />
    </Dropdown>
  );
}
