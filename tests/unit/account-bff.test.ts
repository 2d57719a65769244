/**
 * The storefront's account calls over the real API (in-process, on a test database): tokens
 * only ever live in httpOnly cookies, an expired access token is refreshed once per request
 * even when several loaders ask at the same time, a refused refresh clears both cookies, and
 * logout clears them too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../app/.server/api.ts";
import { changePassword, getCurrentUser, getOrders, login, logout } from "../../app/.server/api/account.ts";
import { registerUpstream } from "../../app/.server/upstream.ts";
import { signAccessToken } from "../../backend/auth/tokens.ts";
import { signUp } from "../../backend/auth/testing.ts";
import { createLogger } from "../../backend/core/log.ts";
import { testApi } from "../../backend/test/db.ts";

let api: Awaited<ReturnType<typeof testApi>>;
let refreshCalls = 0;

beforeAll(async () => {
  delete process.env.API_URL;
  api = await testApi({ REFRESH_REUSE_GRACE: "0" });
  registerUpstream((request) => {
    if (new URL(request.url).pathname === "/api/auth/refresh") refreshCalls += 1;
    return api.app.fetch(request);
  });
}, 180_000);
afterAll(() => registerUpstream(undefined));

/** name → value of the cookies a client set (an empty value = cleared) */
function cookies(client: ApiClient): Record<string, { value: string; httpOnly: boolean }> {
  const out: Record<string, { value: string; httpOnly: boolean }> = {};
  for (const header of client.setCookies) {
    const [pair, ...attrs] = header.split("; ");
    const [name, value] = pair!.split("=");
    out[name!] = { value: value ?? "", httpOnly: attrs.includes("HttpOnly") };
  }
  return out;
}

const browser = (cookie = "") => new ApiClient(new Request("http://shop.test/cabinet", { headers: cookie ? { cookie } : {} }), "en");

async function customer() {
  const user = await signUp(api.call, api.database);
  const first = browser();
  const answer = await login(first, { username: user.mobile, password: user.password });
  expect(answer.ok).toBe(true);
  const set = cookies(first);
  return { user, access: set.bz_access!.value, refresh: set.bz_refresh!.value, userId: answer.data!.user.id };
}

describe("account BFF", () => {
  it("keeps the tokens in httpOnly cookies and never returns them to the page", async () => {
    const user = await signUp(api.call, api.database);
    const client = browser();
    const answer = await login(client, { username: user.mobile, password: user.password });
    expect(JSON.stringify(answer)).not.toMatch(/accessToken|refreshToken/);
    const set = cookies(client);
    expect(set.bz_access).toMatchObject({ httpOnly: true });
    expect(set.bz_refresh).toMatchObject({ httpOnly: true });
    expect(await getCurrentUser(client)).toMatchObject({ mobile: user.mobile });
  });

  it("refreshes an expired access token once for parallel loaders of one request", async () => {
    const session = await customer();
    const deps = { database: api.database, config: api.config, log: createLogger() };
    const expired = await signAccessToken(deps, session.userId, Date.now() - 3600_000);
    const client = browser(`bz_access=${expired}; bz_refresh=${session.refresh}`);
    refreshCalls = 0;
    const [user, orders, again] = await Promise.all([getCurrentUser(client), getOrders(client), getOrders(client, 2)]);
    expect(user?.id).toBe(session.userId);
    expect(orders.ok && again.ok).toBe(true);
    expect(refreshCalls).toBe(1);
    // the new pair went to the cookies, and it works on the next request
    const set = cookies(client);
    expect(set.bz_refresh!.value).not.toBe(session.refresh);
    const next = browser(`bz_access=${set.bz_access!.value}; bz_refresh=${set.bz_refresh!.value}`);
    expect((await getCurrentUser(next))?.id).toBe(session.userId);
  });

  it("clears both cookies when the refresh is refused", async () => {
    const session = await customer();
    const deps = { database: api.database, config: api.config, log: createLogger() };
    const expired = await signAccessToken(deps, session.userId, Date.now() - 3600_000);
    await api.call("logout", { refreshToken: session.refresh });
    const client = browser(`bz_access=${expired}; bz_refresh=${session.refresh}`);
    expect(await getCurrentUser(client)).toBeNull();
    const set = cookies(client);
    expect(set.bz_access!.value).toBe("");
    expect(set.bz_refresh!.value).toBe("");
  });

  it("logout revokes the session and clears the cookies", async () => {
    const session = await customer();
    const client = browser(`bz_access=${session.access}; bz_refresh=${session.refresh}`);
    expect((await logout(client)).ok).toBe(true);
    expect(cookies(client).bz_refresh!.value).toBe("");
    expect((await api.call("auth/refresh", { refreshToken: session.refresh })).ok).toBe(false);
  });

  it("a password change keeps this browser signed in with a fresh pair", async () => {
    const session = await customer();
    const client = browser(`bz_access=${session.access}; bz_refresh=${session.refresh}`);
    const answer = await changePassword(client, { password: session.user.password, new_password: "changed-pass-1", repeat_new_password: "changed-pass-1" });
    expect(answer.ok).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/accessToken|refreshToken/);
    const set = cookies(client);
    expect(set.bz_refresh!.value).not.toBe(session.refresh);
    expect((await api.call("auth/refresh", { refreshToken: set.bz_refresh!.value })).ok).toBe(true);
  });
});
