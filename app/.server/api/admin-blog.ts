/** Typed blog calls of the back office (backend/admin/blog-routes.ts); the API checks every one. */
import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleCategoryRow,
  AdminArticleRow,
  ArticleCategoryOption,
} from "../../../backend/admin/blog-contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminArticle, AdminArticleCategory, AdminArticleCategoryRow, AdminArticleRow, ArticleCategoryOption };

export function adminArticles(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/articles", query, { method: "GET" });
}

export function adminArticleOptions(api: ApiClient) {
  return api.call("admin/articles/options", {}, { method: "GET" });
}

export function adminArticle(api: ApiClient, id: number) {
  return api.call(`admin/articles/info/${id}`, {}, { method: "GET" });
}

/** Create (id null) or update from the form's raw payload (the API parses it with the same schema). */
export function adminSaveArticle(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/articles/create", payload as never) : api.call(`admin/articles/update/${id}`, payload as never);
}

export function adminDuplicateArticle(api: ApiClient, id: number) {
  return api.call(`admin/articles/duplicate/${id}`, {});
}

export function adminRemoveArticle(api: ApiClient, id: number) {
  return api.call(`admin/articles/remove/${id}`, {});
}

/** A cover or block image through the photo pipeline (multipart `photo`) → its path. */
export function adminUploadBlogPhoto(api: ApiClient, file: File) {
  const form = new FormData();
  form.set("photo", file);
  return api.upload("admin/articles/photos", form);
}

export function adminArticleCategories(api: ApiClient, query: Record<string, string>) {
  return api.call("admin/article-categories", query, { method: "GET" });
}

export function adminArticleCategory(api: ApiClient, id: number) {
  return api.call(`admin/article-categories/info/${id}`, {}, { method: "GET" });
}

export function adminSaveArticleCategory(api: ApiClient, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call("admin/article-categories/create", payload as never) : api.call(`admin/article-categories/update/${id}`, payload as never);
}

export function adminRemoveArticleCategory(api: ApiClient, id: number) {
  return api.call(`admin/article-categories/remove/${id}`, {});
}
