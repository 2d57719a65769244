/**
 * Typed taxonomy calls of the back office (backend/admin/taxonomy-routes.ts): categories,
 * brands, collections and product groups, and the products of a collection or group. The API
 * checks every one.
 */
import type { AdminMember, AdminTaxon, AdminTaxonRow, CategoryParentOption, MemberKind, TaxonomyKind } from "../../../backend/admin/taxonomy-contract.ts";
import type { ApiClient, Envelope } from "../api.ts";
import type { AnswerOf } from "../../../backend/contract/calls.ts";

export type { AdminMember, AdminTaxon, AdminTaxonRow, CategoryParentOption, MemberKind, TaxonomyKind };

export function adminTaxonomyList(api: ApiClient, kind: TaxonomyKind, query: Record<string, string>) {
  return api.call(`admin/${kind}`, query, { method: "GET" });
}

export function adminTaxon(api: ApiClient, kind: TaxonomyKind, id: number) {
  return api.call(`admin/${kind}/info/${id}`, {}, { method: "GET" });
}

/** Create (id null) or update from the form's raw payload (the API parses it with the same schema). */
export function adminSaveTaxon(api: ApiClient, kind: TaxonomyKind, id: number | null, payload: Record<string, unknown>) {
  return id === null ? api.call(`admin/${kind}/create`, payload as never) : api.call(`admin/${kind}/update/${id}`, payload as never);
}

/** A category's image, a brand's logo or a collection's picture through the photo pipeline (multipart `photo`) → its path. */
export function adminUploadTaxonImage(api: ApiClient, kind: "categories" | "brands" | "collections", file: File) {
  const form = new FormData();
  form.set("photo", file);
  return api.upload(`admin/${kind}/photos`, form);
}

export function adminRemoveTaxon(api: ApiClient, kind: TaxonomyKind, id: number) {
  return api.call(`admin/${kind}/remove/${id}`, {});
}

/* answers named by their keys: inferring them from the paths inside Promise.all is too deep for the compiler */
export function adminCategoryParents(api: ApiClient): Promise<Envelope<AnswerOf<"admin/categories/parents">>> {
  return api.call("admin/categories/parents", {}, { method: "GET" });
}

export function adminMembers(api: ApiClient, kind: MemberKind, id: number): Promise<Envelope<AnswerOf<"admin/collections/items/:id">>> {
  return api.call(`admin/${kind}/items/${id}`, {}, { method: "GET" });
}

export function adminAddMember(api: ApiClient, kind: MemberKind, id: number, product: string) {
  return api.call(`admin/${kind}/items/add/${id}`, { product });
}

export function adminRemoveMember(api: ApiClient, kind: MemberKind, id: number, productId: number) {
  return api.call(`admin/${kind}/items/remove/${id}`, { productId });
}

export function adminMoveMember(api: ApiClient, id: number, productId: number, to: "up" | "down") {
  return api.call(`admin/product-groups/items/move/${id}`, { productId, to });
}
