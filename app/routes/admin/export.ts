/**
 * /admin/export/:list — the CSV download of a list (any of EXPORT_LISTS) with the search, filters
 * and sort of its query string, streamed from the API (which checks the permission again).
 */
import type { Route } from "./+types/export";
import { EXPORT_LISTS, adminExport, type ExportList } from "~/.server/api/admin";
import { getApi } from "~/.server/context";
import { requireStaff } from "~/.server/admin.server";

const LISTS = new Set<ExportList>(EXPORT_LISTS);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = params.list ?? "";
  if (!LISTS.has(list as ExportList)) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  await requireStaff(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const upstream = await adminExport(getApi(context), list as ExportList, query);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!upstream.ok) return new Response(upstream.status === 403 ? "Forbidden" : "Export failed", { status: upstream.status === 403 ? 403 : 502, headers: { "Cache-Control": "private, no-store" } });
  return new Response(upstream.body, { status: 200, headers });
}
