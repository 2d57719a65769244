/** Typed calls of the back office's people screens (backend/admin/people.ts); the API's guard checks each one. */
import type { ListPage } from "../../../backend/admin/contract.ts";
import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminFeedbackRow,
  AdminReviewRow,
  AdminStaffRow,
  AdminSubscriberRow,
} from "../../../backend/admin/people-contract.ts";
import type { ApiClient } from "../api.ts";

export type { AdminCustomerDetail, AdminCustomerRow, AdminFeedbackRow, AdminReviewRow, AdminStaffRow, AdminSubscriberRow };

const GET = { method: "GET" } as const;

export const adminReviews = (api: ApiClient, query: Record<string, string>) => api.call<ListPage<AdminReviewRow>>("admin/reviews", query, GET);
export const adminReviewState = (api: ApiClient, id: number, payload: { to: string; from?: string }) =>
  api.call<{ review: AdminReviewRow }>(`admin/reviews/${id}/state`, payload);
export const adminReviewReply = (api: ApiClient, id: number, reply: string) => api.call<{ review: AdminReviewRow }>(`admin/reviews/${id}/reply`, { reply });

export const adminCustomers = (api: ApiClient, query: Record<string, string>) => api.call<ListPage<AdminCustomerRow>>("admin/customers", query, GET);
export const adminCustomer = (api: ApiClient, id: number) => api.call<{ customer: AdminCustomerDetail }>(`admin/customers/${id}`, {}, GET);
export const adminCustomerUpdate = (api: ApiClient, id: number, payload: { loyalty: boolean }) =>
  api.call<{ customer: AdminCustomerDetail }>(`admin/customers/${id}`, payload);
export const adminCustomerReset = (api: ApiClient, id: number) => api.call<{ sentTo: string }>(`admin/customers/${id}/reset`, {});

export const adminFeedback = (api: ApiClient, query: Record<string, string>) => api.call<ListPage<AdminFeedbackRow>>("admin/feedback", query, GET);
export const adminFeedbackHandled = (api: ApiClient, id: number, handled: boolean) => api.call<{ handled: boolean }>(`admin/feedback/${id}`, { handled });
export const adminSubscribers = (api: ApiClient, query: Record<string, string>) => api.call<ListPage<AdminSubscriberRow>>("admin/subscribers", query, GET);

export const adminStaff = (api: ApiClient, query: Record<string, string>) => api.call<ListPage<AdminStaffRow>>("admin/staff", query, GET);
export const adminStaffAdd = (api: ApiClient, payload: Record<string, string>) => api.call<{ userId: number; created: boolean }>("admin/staff", payload);
export const adminStaffRole = (api: ApiClient, id: number, role: string) => api.call<{ roles: string[] }>(`admin/staff/${id}`, { role });
export const adminStaffRemove = (api: ApiClient, id: number) => api.call<{ roles: string[] }>(`admin/staff/${id}/remove`, {});
