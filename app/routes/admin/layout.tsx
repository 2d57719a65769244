/**
 * The back office's layout (/admin, /az/admin, /ru/admin): outside the shop chrome, behind
 * the staff guard, never cached. Hands the admin strings to the browser's i18next.
 */
import { useTranslation } from "~/lib/translation";
import { Outlet, data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell, ForbiddenPage } from "~/components/admin/AdminShell";
import { NO_STORE, requireStaff, type AdminErrorData } from "~/.server/admin.server";
import { getLang } from "~/.server/context";
import { loadAdminStrings } from "~/lib/locales";
import { StatusPage } from "~/components/StatusPage";
import type { Lang } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(request, context);
  const lang = getLang(context);
  return data({ me, lang, strings: await loadAdminStrings(lang) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Adds the admin strings to the browser's i18next before the page renders (no-op on the server, which has them). */
export function useAdminStrings(lang: Lang, strings: Record<string, unknown> | undefined) {
  const { i18n } = useTranslation();
  if (strings && !i18n.hasResourceBundle(lang, "admin")) i18n.addResourceBundle(lang, "admin", strings, true, true);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useAdminStrings(loaderData.lang, loaderData.strings);
  return (
    <AdminShell me={loaderData.me} lang={loaderData.lang}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const body = isRouteErrorResponse(error) ? (error.data as AdminErrorData | undefined) : undefined;
  useAdminStrings(body?.lang ?? "en", body?.strings);
  if (isRouteErrorResponse(error) && error.status === 403 && body) return <ForbiddenPage lang={body.lang} staff={body.staff} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusPage kind="notFound" landmark />;
  return <StatusPage kind="error" landmark />;
}
