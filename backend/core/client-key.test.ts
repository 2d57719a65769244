import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("keys an IPv4 client by its address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:CB00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, whatever its spelling", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:DB8:1:2:AAAA:BBBB:CCCC:DDDD",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "2001:db8:1:2:0:0:0:ffff",
      "[2001:db8:1:2::5]",
      "2001:db8:1:2::7%eth0",
    ])
      expect(clientKey(address), address).toBe(key);
  });

  it("keys two /64s apart", () => {
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
  });

  it("keeps text that is no address as it is (at most 64 characters), null for none", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("x".repeat(100))).toHaveLength(64);
    expect(clientKey("")).toBeNull();
    expect(clientKey("  ")).toBeNull();
    expect(clientKey(null)).toBeNull();
    expect(clientKey(undefined)).toBeNull();
  });
});
