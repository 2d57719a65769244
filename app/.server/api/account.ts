/**
 * Typed calls of the accounts area (auth, users, orders). Tokens never leave the server:
 * login and refresh answers are turned into httpOnly cookies by ApiClient.setTokens.
 */
import type {
  Address,
  FormAnswer,
  Order,
  OrdersAnswer,
  User,
} from "../../../backend/auth/contract.ts";
import type { AddressPayload, AnswerOf, OrderPayAnswer } from "../../../backend/contract/calls.ts";
import type { ApiClient, Envelope } from "../api.ts";

export type { Address, AddressPayload, FormAnswer, Order, OrderPayAnswer, OrdersAnswer, User };

const userCache = new WeakMap<ApiClient, Promise<User | null>>();

/**
 * The signed-in customer or null (one `GET auth` per request, shared by the layout and the
 * page loaders). An expired access token is refreshed by the client; a refused refresh
 * clears both cookies and answers null. A failing API also answers null (the page renders
 * as for a guest) without dropping the cookies.
 */
export function getCurrentUser(api: ApiClient): Promise<User | null> {
  let pending = userCache.get(api);
  if (!pending) {
    pending = api.signedIn
      ? api.call("auth", {}, { method: "GET" }).then((answer) => (answer.ok && answer.data?.user ? answer.data.user : null))
      : Promise.resolve(null);
    userCache.set(api, pending);
  }
  return pending;
}

/** Forgets the cached user of this request (after login, logout or a profile change). */
export function forgetCurrentUser(api: ApiClient): void {
  userCache.delete(api);
}

export async function login(api: ApiClient, payload: { username: string; password: string }): Promise<Envelope<{ user: User }>> {
  const answer = await api.call("login", { action: "login", ...payload }, { anonymous: true, noRefresh: true });
  if (answer.ok && answer.data) {
    api.setTokens(answer.data);
    forgetCurrentUser(api);
    userCache.set(api, Promise.resolve(answer.data.user));
    return { ok: true, data: { user: answer.data.user } };
  }
  const { data: _data, ...failure } = answer;
  return { ...failure, ok: false };
}

/** Revokes the refresh token family upstream and clears both cookies whatever the answer. */
export async function logout(api: ApiClient): Promise<Envelope<FormAnswer>> {
  const refreshToken = api.refreshToken;
  const answer = await api.call("logout", { action: "logout", refreshToken }, { noRefresh: true });
  api.clearTokens();
  userCache.set(api, Promise.resolve(null));
  return answer.ok ? answer : { ok: true, data: { alert: { type: "success", message: "You logged out" } } };
}

export function signup(api: ApiClient, payload: Record<string, unknown>) {
  return api.call("auth/signup", payload, { anonymous: true });
}

export function remind(api: ApiClient, payload: Record<string, unknown>) {
  return api.call("auth/remind", payload, { anonymous: true });
}

export function newPassword(api: ApiClient, payload: { password: string; repeat_password: string; token: string }) {
  return api.call("auth/new-password", payload, { anonymous: true });
}

export async function verifyAccount(api: ApiClient, payload: Record<string, unknown>) {
  const answer = await api.call("auth/verify", payload);
  if (answer.ok && answer.data?.tick) forgetCurrentUser(api);
  return answer;
}

/** Changes the password; the answer carries a fresh token pair (other sessions are revoked). */
export async function changePassword(
  api: ApiClient,
  payload: { password?: string; new_password: string; repeat_new_password: string },
): Promise<Envelope<FormAnswer>> {
  const answer = await api.call("auth/change-password", {
    ...payload,
    refreshToken: api.refreshToken,
  });
  if (answer.ok && answer.data?.accessToken && answer.data.refreshToken) {
    api.setTokens({ accessToken: answer.data.accessToken, refreshToken: answer.data.refreshToken, refreshTtl: answer.data.refreshTtl });
  }
  if (!answer.ok) return answer;
  const { accessToken: _a, refreshToken: _r, refreshTtl: _t, user: _u, ...rest } = answer.data ?? {};
  return { ...answer, data: rest };
}

export async function updateInfo(api: ApiClient, payload: { firstName: string; lastName: string; email?: string; gender?: string }) {
  const answer = await api.call("users/update-info", payload);
  if (answer.ok) forgetCurrentUser(api);
  return answer;
}

export function getAddresses(api: ApiClient) {
  return api.call("users/address");
}

export function createAddress(api: ApiClient, payload: AddressPayload) {
  return api.call("users/create-address", { ...payload });
}

export function updateAddress(api: ApiClient, id: number, payload: AddressPayload) {
  return api.call(`users/update-address/${id}`, { ...payload });
}

export function selectAddress(api: ApiClient, id: number) {
  return api.call(`users/add-select-address/${id}`);
}

export function removeAddress(api: ApiClient, id: number) {
  return api.call(`users/remove-address/${id}`);
}

/* the answers are named by their keys: inferring them from the paths inside Promise.all is too deep for the compiler */
export function getOrders(api: ApiClient, page = 1): Promise<Envelope<AnswerOf<"orders">>> {
  return api.call("orders", { page });
}

export function getOrderInfo(api: ApiClient, id: number): Promise<Envelope<AnswerOf<"orders/info/:id">>> {
  return api.call(`orders/info/${id}`);
}

/** The order page's lookup by its public token (guests too). */
export function getOrderByToken(api: ApiClient, token: string) {
  return api.call("orders/token", { token });
}

/** orders/track: an order by its number and the buyer's mobile (tracking without an account). */
export function trackOrder(api: ApiClient, input: { number: string; mobile: string }) {
  return api.call("orders/track", input);
}

/** orders/pay: a new payment attempt on an unpaid card or installment order (409 when it cannot be paid now). */
export function payOrder(api: ApiClient, token: string) {
  return api.call("orders/pay", { token });
}

/** orders/cancel: the shopper cancels a new or awaiting-payment order (409 when it is too late). */
export function cancelOrder(api: ApiClient, token: string) {
  return api.call("orders/cancel", { token });
}

/** Latest messages of the development SMS outbox (not available in production). */
export function getEmailOutbox(api: ApiClient) {
  return api.call(
    "dev/email-outbox",
    {},
    { method: "GET", anonymous: true },
  );
}

export function getSmsOutbox(api: ApiClient) {
  return api.call(
    "dev/sms-outbox",
    {},
    { method: "GET", anonymous: true },
  );
}
