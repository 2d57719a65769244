/** Typed calls of the back office's home banners and static pages (backend/admin/site-routes.ts); the API checks every one. */
import type { AdminBanner, AdminBannerRow } from "../../../backend/admin/banners-contract.ts";
import type { AdminPage, AdminPageRow } from "../../../backend/admin/pages-contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminBanner, AdminBannerRow, AdminPage, AdminPageRow };

export function adminBanners(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/banners", query, { method: "GET" });
}

export function adminBanner(api: ApiClient, id: number) {
  return api.call(`admin/banners/info/${id}`, {}, { method: "GET" });
}

/** Create (id null) or update from the form's raw payload (the API parses it with the same schema). */
export function adminSaveBanner(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/banners/create", payload as never) : api.call(`admin/banners/update/${id}`, payload as never);
}

/** A banner's image or mobile image through the photo pipeline (multipart `photo`) → its path. */
export function adminUploadBannerImage(api: ApiClient, file: File) {
  const form = new FormData();
  form.set("photo", file);
  return api.upload("admin/banners/photos", form);
}

export function adminDuplicateBanner(api: ApiClient, id: number) {
  return api.call(`admin/banners/duplicate/${id}`, {});
}

export function adminRemoveBanner(api: ApiClient, id: number) {
  return api.call(`admin/banners/remove/${id}`, {});
}

export function adminPages(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/pages", query, { method: "GET" });
}

export function adminPage(api: ApiClient, id: number) {
  return api.call(`admin/pages/info/${id}`, {}, { method: "GET" });
}

export function adminSavePage(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/pages/create", payload as never) : api.call(`admin/pages/update/${id}`, payload as never);
}

export function adminRemovePage(api: ApiClient, id: number) {
  return api.call(`admin/pages/remove/${id}`, {});
}
