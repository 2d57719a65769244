/** Typed calls of the back office (backend/admin/routes.ts); every one is checked by the API's guard. */
import type { AdminJobRow, AdminMe, AdminOrderDetail, AdminOrderRow, Dashboard, ListPage } from "../../../backend/admin/contract.ts";
import type { AuditEntry } from "../../../backend/staff/contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminJobRow, AdminMe, AdminOrderDetail, AdminOrderRow, AuditEntry, Dashboard, ListPage };

export function adminMe(api: ApiClient) {
  return api.call("admin/me", {}, { method: "GET" });
}

export function adminDashboard(api: ApiClient) {
  return api.call("admin/dashboard", {}, { method: "GET" });
}

export function adminOrders(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/orders", query, { method: "GET" });
}

export function adminOrder(api: ApiClient, id: number) {
  return api.call(`admin/orders/${id}`, {}, { method: "GET" });
}

export function adminAudit(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/audit", query, { method: "GET" });
}

/** The lists with a CSV export (`admin/{list}/export`): every list of the back office. */
export const EXPORT_LISTS = [
  "orders",
  "audit",
  "reviews",
  "customers",
  "feedback",
  "subscribers",
  "staff",
  "products",
  "categories",
  "brands",
  "collections",
  "product-groups",
  "branches",
  "delivery-areas",
  "menus",
  "articles",
  "article-categories",
  "banners",
  "pages",
  "jobs",
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The CSV export of a list with the same search and filters (streamed from the API). */

export async function adminExport(api: ApiClient, list: ExportList, query: Record<string, string>): Promise<Response> {
  // a JSON call first: it refreshes an expired token and answers the guard's 401/403 as JSON
  const me = await adminMe(api);
  if (!me.ok) return new Response(me.error ?? "Forbidden", { status: 403 });
  return api.raw(`admin/${list}/export`, query);
}

/** A sales report (from, to: shop days; group: day, week, month, product, category, brand, payment, delivery). */
export function adminSalesReport(api: ApiClient, query: { from?: string; to?: string; group?: string }) {
  return api.call("admin/reports/sales", query, { method: "GET" });
}

/** The CSV of a sales report, streamed as the API answers it. */
export async function adminSalesReportExport(api: ApiClient, query: Record<string, string>): Promise<Response> {
  const me = await adminMe(api);
  if (!me.ok) return new Response(me.error ?? "Forbidden", { status: 403 });
  return api.raw("admin/reports/sales/export", query);
}

export function adminTransition(api: ApiClient, id: number, payload: { to: string; from: string; courier?: string; trackingNumber?: string }) {
  return api.call(`admin/orders/${id}/transition`, payload);
}

/** The failed jobs (owners: settings:write). */
export function adminJobs(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/jobs", query, { method: "GET" });
}

/** A dead or failing job runs again at once. */
export function adminJobRetry(api: ApiClient, id: number) {
  return api.call(`admin/jobs/${id}/retry`, {});
}

/** The shop settings (settings:read). */
export function adminSettings(api: ApiClient) {
  return api.call("admin/settings", {}, { method: "GET" });
}

/** Saves the shop settings (settings:write). */
export function adminSettingsSave(api: ApiClient, payload: { priceRounding: string }) {
  return api.call("admin/settings", payload);
}
