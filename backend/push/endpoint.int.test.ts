/**
 * Push subscription endpoints: only https URLs on public hosts are stored;
 * localhost, private, link-local and internal names are refused (422) on both drivers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import { isPublicHttpsUrl } from "./endpoint.ts";

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u", auth: "tBHItJI5svbpez7KI4CCXg" };

describe("push subscription endpoint", () => {
  it.each([
    "https://localhost/push",
    "https://127.0.0.1/push",
    "https://10.1.2.3/push",
    "https://192.168.1.10/push",
    "https://172.20.0.5/push",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/push",
    "https://[fe80::1]/push",
    "https://[fd00::5]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://printer.local/push",
    "https://intranet/push",
    "https://user:pw@push.example.com/x",
    "http://push.example.com/x",
  ])("refuses %s", async (endpoint) => {
    const res = await api.call("push-notifications/create-subscriber", { endpoint, keys });
    expect(res.status).toBe(422);
    expect(res.error).toBe("Invalid push subscription");
  });

  it("stores https endpoints of public push services", async () => {
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/xyz", "https://8.8.8.8/p"]) {
      const res = await api.call("push-notifications/create-subscriber", { endpoint, keys });
      expect(res.ok).toBe(true);
    }
    expect(isPublicHttpsUrl("https://web.push.apple.com/QGk")).toBe(true);
  });
});
