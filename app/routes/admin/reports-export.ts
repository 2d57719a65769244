/** /admin/reports/export — the CSV of a sales report with the page's range and grouping (the API checks the permission again). */
import type { Route } from "./+types/reports-export";
import { adminSalesReportExport } from "~/.server/api/admin";
import { getApi } from "~/.server/context";
import { requireStaff } from "~/.server/admin.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const name of ["from", "to", "group"]) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  const upstream = await adminSalesReportExport(getApi(context), query);
  const noStore = { "Cache-Control": "private, no-store" };
  if (!upstream.ok) return new Response(upstream.status === 403 ? "Forbidden" : "Export failed", { status: upstream.status === 403 ? 403 : upstream.status === 422 ? 422 : 502, headers: noStore });
  const headers = new Headers(noStore);
  for (const name of ["content-type", "content-disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
