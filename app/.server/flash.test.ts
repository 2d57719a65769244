import { describe, expect, it } from "vitest";
import { clearFlash, flashCookieName, readFlash, setFlash } from "./flash.ts";

function requestWith(setCookieHeader: string): Request {
  const pair = setCookieHeader.split(";")[0];
  return new Request("http://localhost/", { headers: { cookie: `other=1; ${pair}` } });
}

describe("flash messages", () => {
  it("round-trips a message through the cookie", () => {
    const header = setFlash("success", "You subscribed — thank you!");
    expect(header).toContain(`${flashCookieName()}=`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Max-Age=60/);
    expect(readFlash(requestWith(header))).toEqual({ type: "success", message: "You subscribed — thank you!" });
  });

  it("reads nothing without the cookie or with a malformed one", () => {
    expect(readFlash(new Request("http://localhost/"))).toBeNull();
    const bad = new Request("http://localhost/", { headers: { cookie: `${flashCookieName()}=not-json` } });
    expect(readFlash(bad)).toBeNull();
    const empty = new Request("http://localhost/", {
      headers: { cookie: `${flashCookieName()}=${encodeURIComponent(JSON.stringify({ type: "error", message: "" }))}` },
    });
    expect(readFlash(empty)).toBeNull();
  });

  it("turns an unknown type into info and cuts long text", () => {
    const cookie = `${flashCookieName()}=${encodeURIComponent(JSON.stringify({ type: "evil", message: "x".repeat(500) }))}`;
    const flash = readFlash(new Request("http://localhost/", { headers: { cookie } }));
    expect(flash?.type).toBe("info");
    expect(flash?.message).toHaveLength(300);
  });

  it("clears the cookie", () => {
    expect(clearFlash()).toMatch(/Max-Age=0/);
  });

  it("marks the cookie Secure on HTTPS requests", () => {
    expect(setFlash("info", "hi", new Request("https://shop.example/"))).toMatch(/Secure/);
    expect(setFlash("info", "hi", new Request("http://localhost/"))).not.toMatch(/Secure/);
  });
});
