/** Typed calls of the back office's people screens (backend/admin/people.ts); the API's guard checks each one. */
import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminFeedbackRow,
  AdminReviewRow,
  AdminStaffRow,
  AdminSubscriberRow,
  ListPage,
} from "../../../backend/admin/contract.ts";
import type { ApiClient } from "../api.ts";
import type { Envelope } from "../../../backend/contract/index.ts";

export type { AdminCustomerDetail, AdminCustomerRow, AdminFeedbackRow, AdminReviewRow, AdminStaffRow, AdminSubscriberRow };

const GET = { method: "GET" } as const;

export const adminReviews = (api: ApiClient, query: Record<string, string>) => api.call("admin/reviews", query, GET);
export const adminReviewState = (api: ApiClient, id: number, payload: { to: "approved" | "hidden"; from?: "waiting" | "approved" | "hidden" }) =>
  api.call(`admin/reviews/${id}/state`, payload);
export const adminReviewsBulk = (api: ApiClient, payload: { ids: string[]; to: "approved" | "hidden" }) => api.call("admin/reviews/bulk", payload);
export const adminFeedbackBulk = (api: ApiClient, ids: string[]) => api.call("admin/feedback/bulk", { ids, handled: true });
export const adminReviewReply = (api: ApiClient, id: number, reply: string) => api.call(`admin/reviews/${id}/reply`, { reply });

export const adminCustomers = (api: ApiClient, query: Record<string, string>) => api.call("admin/customers", query, GET);
export const adminCustomer = (api: ApiClient, id: number) => api.call(`admin/customers/${id}`, {}, GET);
export const adminCustomerUpdate = (api: ApiClient, id: number, payload: { loyalty: boolean }) =>
  api.call(`admin/customers/${id}`, payload);
export const adminCustomerReset = (api: ApiClient, id: number) => api.call(`admin/customers/${id}/reset`, {});

export const adminFeedback = (api: ApiClient, query: Record<string, string>) => api.call("admin/feedback", query, GET);
export const adminFeedbackHandled = (api: ApiClient, id: number, handled: boolean) => api.call(`admin/feedback/${id}`, { handled });
export const adminSubscribers = (api: ApiClient, query: Record<string, string>) => api.call("admin/subscribers", query, GET);

/** "admin/staff" answers the list to a GET and the grant to a POST; the map types the path with both, each caller narrows to its method's answer */
type Answered<T> = Envelope<T>;
export const adminStaff = (api: ApiClient, query: Record<string, string>) =>
  api.call("admin/staff", query, GET) as Promise<Answered<ListPage<AdminStaffRow>>>;
export const adminStaffAdd = (api: ApiClient, payload: { mobile: string; role: string; firstName?: string; lastName?: string }) =>
  api.call("admin/staff", payload) as Promise<Answered<{ userId: number; created: boolean }>>;
export const adminStaffRole = (api: ApiClient, id: number, role: string) => api.call(`admin/staff/${id}`, { role });
export const adminStaffRemove = (api: ApiClient, id: number) => api.call(`admin/staff/${id}/remove`, {});
