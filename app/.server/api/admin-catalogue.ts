/** Typed catalogue calls of the back office (backend/admin/catalogue-routes.ts); the API checks every one. */
import { PHOTO_FIELD, type AdminProduct, type AdminProductRow, type CatalogueOptions } from "../../../backend/admin/catalogue-contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminProduct, AdminProductRow, CatalogueOptions };

export function adminProducts(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/products", query, { method: "GET" });
}

export function adminCatalogueOptions(api: ApiClient) {
  return api.call("admin/catalogue/options", {}, { method: "GET" });
}

export function adminProduct(api: ApiClient, id: number) {
  return api.call(`admin/products/${id}`, {}, { method: "GET" });
}

/** Create (id null) or update from the form's raw payload (the API parses it with the same schema). */
export function adminSaveProduct(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/products/create", payload as never) : api.call(`admin/products/${id}/update`, payload as never);
}

export function adminDuplicateProduct(api: ApiClient, id: number) {
  return api.call(`admin/products/${id}/duplicate`, {});
}

export function adminProductVisibility(api: ApiClient, id: number, status: "active" | "hidden") {
  return api.call(`admin/products/${id}/visibility`, { status });
}

/** Uploads one photo file to a product (multipart, the API checks and re-encodes it). */
export function adminUploadPhoto(api: ApiClient, id: number, file: File) {
  const form = new FormData();
  form.set(PHOTO_FIELD, file);
  return api.upload(`admin/products/${id}/photos`, form);
}

export function adminMovePhoto(api: ApiClient, id: number, photoId: number, to: "up" | "down" | number) {
  return api.call(`admin/products/${id}/photos/${photoId}/move`, { to });
}

export function adminRemovePhoto(api: ApiClient, id: number, photoId: number) {
  return api.call(`admin/products/${id}/photos/${photoId}/remove`, {});
}

/** Hide or show every selected product (1–100 ids; an unknown id changes nothing). */
export function adminProductsBulk(api: ApiClient, payload: { ids: string[]; to: "active" | "hidden" }) {
  return api.call("admin/products/bulk", payload);
}
