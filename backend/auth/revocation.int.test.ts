/**
 * Access tokens end with their login: after logout, or when a replayed
 * refresh token revokes the family, the family's access token is refused at once (401) instead
 * of staying valid for ACCESS_TOKEN_TTL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import { logIn, signUp } from "./testing.ts";

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi({ REFRESH_REUSE_GRACE: "0" });
});

describe("access tokens of a revoked login", () => {
  it("are refused by a cabinet call right after logout; another login of the same user keeps working", async () => {
    const user = await signUp(api.call, api.database);
    const phone = await logIn(api.call, user.mobile, user.password);
    const laptop = await logIn(api.call, user.mobile, user.password);
    expect((await api.call("auth", {}, { method: "GET", token: phone.accessToken })).status).toBe(200);
    expect((await api.call("users/address", {}, { method: "GET", token: phone.accessToken })).status).toBe(200);

    expect((await api.call("logout", { refreshToken: phone.refreshToken })).ok).toBe(true);
    expect((await api.call("auth", {}, { method: "GET", token: phone.accessToken })).status).toBe(401);
    expect((await api.call("users/address", {}, { method: "GET", token: phone.accessToken })).status).toBe(401);
    expect((await api.call("auth", {}, { method: "GET", token: laptop.accessToken })).status).toBe(200);
  });

  it("are refused once a replayed refresh token revokes the family", async () => {
    const user = await signUp(api.call, api.database);
    const session = await logIn(api.call, user.mobile, user.password);
    const rotated = await api.call<{ accessToken: string; refreshToken: string }>("auth/refresh", { refreshToken: session.refreshToken });
    expect(rotated.ok).toBe(true);
    const fresh = rotated.data!.accessToken;
    expect((await api.call("auth", {}, { method: "GET", token: fresh })).status).toBe(200);
    // the old refresh token again: a replay, the whole family ends
    expect((await api.call("auth/refresh", { refreshToken: session.refreshToken })).ok).toBe(false);
    expect((await api.call("auth", {}, { method: "GET", token: fresh })).status).toBe(401);
    expect((await api.call("auth", {}, { method: "GET", token: session.accessToken })).status).toBe(401);
  });
});
