/** Typed content calls of the back office (backend/admin/content-routes.ts); the API checks every one. */
import type { AdminArea, AdminAreaRow, AdminBranch, AdminBranchRow, AdminMenuItem, AdminMenuItemRow, AreaParentOption, MenuParentOption } from "../../../backend/admin/content-contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminArea, AdminAreaRow, AdminBranch, AdminBranchRow, AdminMenuItem, AdminMenuItemRow, AreaParentOption, MenuParentOption };

export function adminBranches(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/branches", query, { method: "GET" });
}

export function adminBranch(api: ApiClient, id: number) {
  return api.call(`admin/branches/info/${id}`, {}, { method: "GET" });
}

/** Create (id null) or update from the form's raw payload (the API parses it with the same schema). */
export function adminSaveBranch(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/branches/create", payload as never) : api.call(`admin/branches/update/${id}`, payload as never);
}

export function adminBranchVisibility(api: ApiClient, id: number, hidden: boolean) {
  return api.call(`admin/branches/visibility/${id}`, { hidden });
}

export function adminRemoveBranch(api: ApiClient, id: number) {
  return api.call(`admin/branches/remove/${id}`, {});
}

export function adminAreas(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/delivery-areas", query, { method: "GET" });
}

export function adminAreaParents(api: ApiClient) {
  return api.call("admin/delivery-areas/parents", {}, { method: "GET" });
}

export function adminArea(api: ApiClient, id: number) {
  return api.call(`admin/delivery-areas/info/${id}`, {}, { method: "GET" });
}

export function adminSaveArea(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/delivery-areas/create", payload as never) : api.call(`admin/delivery-areas/update/${id}`, payload as never);
}

export function adminRemoveArea(api: ApiClient, id: number) {
  return api.call(`admin/delivery-areas/remove/${id}`, {});
}

export function adminMenus(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/menus", query, { method: "GET" });
}

export function adminMenuParents(api: ApiClient) {
  return api.call("admin/menus/parents", {}, { method: "GET" });
}

export function adminMenuItem(api: ApiClient, id: number) {
  return api.call(`admin/menus/info/${id}`, {}, { method: "GET" });
}

export function adminSaveMenuItem(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/menus/create", payload as never) : api.call(`admin/menus/update/${id}`, payload as never);
}

export function adminRemoveMenuItem(api: ApiClient, id: number) {
  return api.call(`admin/menus/remove/${id}`, {});
}

/** Checks the stored branch (changes nothing): the findings as codes of the error catalogue. */
export function adminVerifyBranch(api: ApiClient, id: number) {
  return api.call(`admin/branches/verify/${id}`, {});
}

/** Checks the stored menu item (changes nothing). */
export function adminVerifyMenuItem(api: ApiClient, id: number) {
  return api.call(`admin/menus/verify/${id}`, {});
}
