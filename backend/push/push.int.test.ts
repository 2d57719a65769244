import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import { pushSubscribers } from "../db/schema.ts";
import { createLogger } from "../core/log.ts";
import { sendPush, vapidSubject, type SendNotification } from "./send.ts";

const { call, database, config } = await testApi();
const { db } = database;

const subscription = (n: number) => ({
  endpoint: `https://push.example.com/send/abc${n}`,
  expirationTime: null,
  keys: { p256dh: `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${n}`, auth: `tBHItJI5svbpez7KI4CCXg${n}` },
});

describe("push-notifications/create-subscriber", () => {
  it("stores a browser subscription once per endpoint", async () => {
    const first = await call<{ id: number }>("push-notifications/create-subscriber", { ...subscription(1), lang: "az" });
    expect(first.ok).toBe(true);
    const again = await call<{ id: number }>("push-notifications/create-subscriber", {
      subscription: { ...subscription(1), keys: { p256dh: "NEWKEY_abcdefgh", auth: "NEWAUTH_1234" } },
      lang: "ru",
    });
    expect(again.data!.id).toBe(first.data!.id);
    const rows = await db.select().from(pushSubscribers).where(eq(pushSubscribers.endpoint, subscription(1).endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: "ru", keys: { p256dh: "NEWKEY_abcdefgh", auth: "NEWAUTH_1234" }, visits: 0 });
  });

  it("accepts the subscription as a JSON string too", async () => {
    const res = await call<{ id: number }>("push-notifications/create-subscriber", { subscription: JSON.stringify(subscription(2)) });
    expect(res.ok).toBe(true);
  });

  it.each([
    ["no endpoint", { keys: subscription(3).keys }],
    ["http endpoint", { ...subscription(3), endpoint: "http://push.example.com/x" }],
    ["not a url", { ...subscription(3), endpoint: "javascript:alert(1)" }],
    ["no keys", { endpoint: subscription(3).endpoint }],
    ["bad key", { ...subscription(3), keys: { p256dh: "<script>", auth: "abcdefgh" } }],
  ])("refuses %s", async (_name, payload) => {
    const res = await call("push-notifications/create-subscriber", payload);
    expect(res.status).toBe(422);
    expect(res.error).toBe("Invalid push subscription");
  });
});

describe("push-notifications/url-visited", () => {
  it("counts the visits of a subscriber", async () => {
    const { data } = await call<{ id: number }>("push-notifications/create-subscriber", subscription(4));
    expect((await call<{ visits: number }>(`push-notifications/url-visited/${data!.id}`)).data).toEqual({ visits: 1 });
    expect((await call<{ visits: number }>(`push-notifications/url-visited/${data!.id}`, {}, { method: "GET" })).data).toEqual({ visits: 2 });
    expect((await call("push-notifications/url-visited/999999")).status).toBe(404);
    expect((await call("push-notifications/url-visited/abc")).status).toBe(404);
  });
});

describe("push-notifications/public-key", () => {
  it("is null until VAPID keys are configured", async () => {
    expect((await call("push-notifications/public-key", {}, { method: "GET" })).data).toEqual({ publicKey: null });
    const withKeys = await testApi({ VAPID_PUBLIC_KEY: "BPublicKey", VAPID_PRIVATE_KEY: "private" }, database);
    expect((await withKeys.call("push-notifications/public-key")).data).toEqual({ publicKey: "BPublicKey" });
  });
});

describe("sendPush", () => {
  const log = createLogger();

  it("sends nothing without VAPID keys", async () => {
    let calls = 0;
    const send: SendNotification = async () => {
      calls += 1;
      return { statusCode: 201 };
    };
    const report = await sendPush({ database, config, log }, { title: "Sale", body: "Up to 70%", url: "/sale" }, { send });
    expect(report).toMatchObject({ enabled: false, sent: 0, failed: 0, removed: 0 });
    expect(calls).toBe(0);
  });

  it("sends to every subscriber with VAPID details and removes gone subscriptions", async () => {
    const cfg = { ...config, VAPID_PUBLIC_KEY: "BPublicKey", VAPID_PRIVATE_KEY: "private", SITE_URL: "https://shop.example.az" };
    const all = await db.select().from(pushSubscribers);
    const goneId = all[0].id;
    const failId = all[1].id;
    const seen: { endpoint: string; payload: Record<string, unknown>; subject: string }[] = [];
    const send: SendNotification = async (sub, payload, options) => {
      const body = JSON.parse(payload) as Record<string, unknown>;
      seen.push({ endpoint: sub.endpoint, payload: body, subject: options.vapidDetails.subject });
      if (body.id === goneId) throw Object.assign(new Error("gone"), { statusCode: 410 });
      if (body.id === failId) throw Object.assign(new Error("boom"), { statusCode: 500 });
      return { statusCode: 201 };
    };
    const report = await sendPush({ database, config: cfg, log }, { title: "Sale", body: "Up to 70%", url: "/sale" }, { send });
    expect(report).toMatchObject({ enabled: true, sent: all.length - 2, failed: 1, removed: 1 });
    expect(seen).toHaveLength(all.length);
    expect(seen[0]).toMatchObject({ subject: "https://shop.example.az", payload: { title: "Sale", body: "Up to 70%", url: "/sale" } });
    expect(new Set(seen.map((s) => s.payload.id))).toEqual(new Set(all.map((s) => s.id)));
    const left = await db.select({ id: pushSubscribers.id }).from(pushSubscribers);
    expect(left.map((r) => r.id)).not.toContain(goneId);
    expect(left.map((r) => r.id)).toContain(failId);
  });

  it("builds a VAPID subject from the site URL", () => {
    expect(vapidSubject("https://shop.az/")).toBe("https://shop.az");
    expect(vapidSubject("http://localhost:3000")).toBe("mailto:shop@example.com");
    expect(vapidSubject("http://shop.test")).toBe("mailto:shop@shop.test");
  });

  it("signs real requests with web-push when keys are configured", async () => {
    const webpush = await import("web-push");
    const keys = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(
      { endpoint: "https://push.example.com/send/x", keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" } },
      JSON.stringify({ title: "x" }),
      { vapidDetails: { subject: vapidSubject("https://shop.az"), publicKey: keys.publicKey, privateKey: keys.privateKey } },
    );
    expect(details.headers.Authorization).toMatch(/^vapid t=/);
  });
});
