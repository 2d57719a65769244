/**
 * The back office's frame: a header (shop name, new-orders count, the staff member and role,
 * languages, 'View shop', log out) and a left navigation listing only the sections the
 * staff member's permissions open (from the API's `admin/me`), grouped (catalogue, content,
 * shoppers, team). Below 768 px the navigation becomes a scrolling row under the header.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { AdminMe } from "../../../backend/admin/contract.ts";
import type { OrderStatus } from "../../../backend/admin/contract.ts";
import { LANGS, localizePath, splitLangPath, type Lang } from "~/lib/i18n";

/** The groups the navigation lists its sections under (null: the first, unlabelled group). */
export const ADMIN_GROUPS = [null, "catalogue", "content", "shoppers", "team"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** The sections of the back office, their group and the permission each needs (null: every staff member). */
export const ADMIN_SECTIONS: { key: string; path: string; need: string | null; group: AdminGroup; end?: boolean }[] = [
  { key: "dashboard", path: "/admin", need: null, group: null, end: true },
  { key: "orders", path: "/admin/orders", need: "orders:read", group: null },
  { key: "reports", path: "/admin/reports", need: "orders:read", group: null },
  { key: "products", path: "/admin/products", need: "catalogue:read", group: "catalogue" },
  { key: "categories", path: "/admin/categories", need: "catalogue:read", group: "catalogue" },
  { key: "brands", path: "/admin/brands", need: "catalogue:read", group: "catalogue" },
  { key: "collections", path: "/admin/collections", need: "catalogue:read", group: "catalogue" },
  { key: "productGroups", path: "/admin/product-groups", need: "catalogue:read", group: "catalogue" },
  { key: "banners", path: "/admin/banners", need: "content:read", group: "content" },
  { key: "pages", path: "/admin/pages", need: "content:read", group: "content" },
  { key: "menus", path: "/admin/menus", need: "content:read", group: "content" },
  { key: "articles", path: "/admin/articles", need: "content:read", group: "content" },
  { key: "articleCategories", path: "/admin/article-categories", need: "content:read", group: "content" },
  { key: "branches", path: "/admin/branches", need: "content:read", group: "content" },
  { key: "deliveryAreas", path: "/admin/delivery-areas", need: "content:read", group: "content" },
  { key: "reviews", path: "/admin/reviews", need: "reviews:read", group: "shoppers" },
  { key: "customers", path: "/admin/customers", need: "customers:read", group: "shoppers" },
  { key: "feedback", path: "/admin/feedback", need: "customers:read", group: "shoppers" },
  { key: "subscribers", path: "/admin/subscribers", need: "customers:read", group: "shoppers" },
  { key: "push", path: "/admin/push", need: "marketing:read", group: "shoppers" },
  { key: "staff", path: "/admin/staff", need: "staff:read", group: "team" },
  { key: "audit", path: "/admin/audit", need: "staff:write", group: "team" },
  { key: "jobs", path: "/admin/jobs", need: "settings:write", group: "team" },
  { key: "settings", path: "/admin/settings", need: "settings:read", group: "team" },
];

export function visibleSections(permissions: readonly string[]) {
  return ADMIN_SECTIONS.filter((s) => s.need === null || permissions.includes(s.need));
}

/** The visible sections by group, in the navigation's order; a group with nothing visible is left out. */
export function visibleGroups(permissions: readonly string[]) {
  const sections = visibleSections(permissions);
  return ADMIN_GROUPS.map((group) => ({ group, sections: sections.filter((s) => s.group === group) })).filter((g) => g.sections.length > 0);
}

export function AdminShell({ me, lang, children }: { me: AdminMe; lang: Lang; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const strip = useRef<HTMLUListElement>(null);
  // below md the sections are one row that scrolls sideways: bring the current one into view
  useEffect(() => {
    if (!window.matchMedia("(width < 48rem)").matches) return;
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [location.pathname]);
  const { path } = splitLangPath(location.pathname);
  const groups = visibleGroups(me.permissions);
  const role = me.roles.find((r) => ["owner", "manager", "content", "support"].includes(r));
  return (
    <div className="flex min-h-screen flex-col bg-soft/50">
      <a href="#admin-main" className="skip-link">
        {t("skip")}
      </a>
      <header className="border-b border-line bg-white">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5 md:px-6">
          <div className="flex items-center gap-3">
            <Link to={localizePath("/admin", lang)} className="flex items-center gap-2 font-semibold">
              <img src="/logo.svg" alt="" width={96} height={26} className="h-6 w-auto" />
              <span className="rounded bg-ink px-1.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">{t("title")}</span>
            </Link>
            {me.permissions.includes("orders:read") && me.unseenOrders > 0 && (
              <Link to={localizePath("/admin/orders", lang)} className="admin-badge min-h-6 bg-accent text-white" data-testid="admin-unseen">
                {t("header.unseen", { count: me.unseenOrders })}
              </Link>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-ink" data-testid="admin-user">
              <span className="font-medium">{me.name}</span>
              {role && <span className="text-muted"> · {t(`header.role.${role}`)}</span>}
            </span>
            <nav aria-label="Language" className="flex gap-1">
              {LANGS.map((l) => (
                <a
                  key={l}
                  href={`${localizePath(path, l)}${location.search}`}
                  hrefLang={l}
                  lang={l}
                  aria-current={l === lang ? "true" : undefined}
                  className={`inline-flex min-h-6 min-w-7 items-center justify-center rounded px-1 text-xs font-semibold uppercase ${l === lang ? "bg-ink text-white" : "text-muted hover:text-ink"}`}
                >
                  {l}
                </a>
              ))}
            </nav>
            <a href={localizePath("/", lang)} className="admin-tool">
              {t("header.viewShop")}
            </a>
            <Form method="post" action={localizePath("/logout", lang)} reloadDocument>
              <button type="submit" className="admin-tool">
                {t("header.logout")}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label={t("nav.label")} className="border-b border-line bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0" data-testid="admin-nav">
          <ul ref={strip} className="admin-nav-strip flex gap-x-3 overflow-x-auto p-2 md:flex-col md:gap-4 md:p-3">
            {groups.map(({ group, sections }) => (
              <li key={group ?? "main"} className="flex items-center gap-1 md:flex-col md:items-stretch">
                {group && (
                  <span id={`admin-nav-${group}`} className="admin-nav-group">
                    {t(`nav.groups.${group}`)}
                  </span>
                )}
                <ul className="flex gap-1 md:flex-col" aria-labelledby={group ? `admin-nav-${group}` : undefined}>
                  {sections.map((s) => (
                    <li key={s.key}>
                      <NavLink to={localizePath(s.path, lang)} end={s.end} className="admin-nav-link">
                        {t(`nav.${s.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

const STATUS_STYLE: Record<string, string> = {
  new: "bg-blue-100 text-blue-900",
  awaiting_payment: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  confirmed: "bg-sky-100 text-sky-900",
  processing: "bg-indigo-100 text-indigo-900",
  shipped: "bg-violet-100 text-violet-900",
  ready_for_pickup: "bg-violet-100 text-violet-900",
  delivered: "bg-gray-200 text-gray-900",
  cancelled: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: OrderStatus | string }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`admin-badge ${STATUS_STYLE[status] ?? "bg-gray-100 text-gray-900"}`} data-status={status}>
      {t(`orders.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The 403 page: the back office is not for this account (or this role), with a way back. */
export function ForbiddenPage({ lang, staff }: { lang: Lang; staff: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-soft/50 px-6 py-16" data-testid="admin-forbidden">
      <div className="admin-panel flex max-w-md flex-col items-center gap-4 p-8 text-center shadow-sm">
        <img src="/logo.svg" alt="Bazaar" width={140} height={38} />
        <p className="text-5xl font-semibold text-ink/20" aria-hidden="true">
          403
        </p>
        <h1 className="text-2xl font-semibold">{t("forbidden.title")}</h1>
        <p className="text-muted">{t(staff ? "forbidden.area" : "forbidden.text")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {staff && (
            <Link to={localizePath("/admin", lang)} className="admin-btn">
              {t("forbidden.home")}
            </Link>
          )}
          <a href={localizePath("/", lang)} className="admin-btn-primary">
            {t("forbidden.back")}
          </a>
        </div>
      </div>
    </main>
  );
}
