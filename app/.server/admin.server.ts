/**
 * The back office's guard in the storefront (the API checks every call again): a visitor
 * without a session goes to the login page with a way back; a signed-in account that the
 * API's `admin/me` refuses gets the 403 page. Every admin answer is `private, no-store`.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMe, type AdminMe } from "./api/admin.ts";
import { getUser, loginPath } from "./auth.server.ts";
import { getApi, getLang } from "./context.ts";
import { loadAdminStrings } from "~/lib/locales";
import type { Lang } from "~/lib/i18n";

type Context = Readonly<RouterContextProvider>;

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

export interface AdminErrorData {
  forbidden?: boolean;
  notFound?: boolean;
  /** a staff member without this section's permission (the page offers the back office's home) */
  staff: boolean;
  lang: Lang;
  strings: Record<string, unknown>;
}

/** Throws the 403 page (or a 404) with the strings it needs. */
export async function adminError(context: Context, status: 403 | 404, staff: boolean): Promise<never> {
  const lang = getLang(context);
  const body: AdminErrorData = { forbidden: status === 403, notFound: status === 404, staff, lang, strings: await loadAdminStrings(lang) };
  throw data(body, { status, headers: NO_STORE });
}

/** The staff member of this request, or a redirect to login / the 403 page. */
export async function requireStaff(request: Request, context: Context): Promise<AdminMe> {
  const user = await getUser(context);
  if (!user) throw redirect(loginPath(request, context), { headers: NO_STORE });
  const me = await adminMe(getApi(context));
  if (me.ok && me.data) return me.data;
  if (me.expired) throw redirect(loginPath(request, context), { headers: NO_STORE });
  return adminError(context, 403, false);
}

/** A section's permission (`orders:read`): staff without it get the 403 page. */
export async function requirePermission(request: Request, context: Context, permission: string): Promise<AdminMe> {
  const me = await requireStaff(request, context);
  if (!me.permissions.includes(permission)) await adminError(context, 403, true);
  return me;
}
