/** Typed calls of the back office's push screen (backend/admin/push-routes.ts); the API's guard checks each one. */
import type { PushFormPayload, PushQueued, PushSendReport, PushStatus } from "../../../backend/admin/contract.ts";
import type { ApiClient } from "../api.ts";

export type { PushQueued, PushSendReport, PushStatus };

export const adminPushStatus = (api: ApiClient) => api.call("admin/push", {}, { method: "GET" });
export const adminPushSend = (api: ApiClient, payload: PushFormPayload) => api.call("admin/push/send", payload);
export const adminPushSendState = (api: ApiClient, job: number) => api.call(`admin/push/sends/${job}`, {}, { method: "GET" });
