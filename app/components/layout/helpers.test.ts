import { describe, expect, it } from "vitest";
import { hideSaleHref } from "./Banners.tsx";
import { POPUP_CLOSED_KEY, POPUP_STARTED_KEY, popupDue } from "./DiscountPopup.tsx";
import { whatsappHref } from "./MobileBar.tsx";
import { navHref } from "./MainNav.tsx";
import { vapidKeyBytes } from "./PushOptIn.tsx";
import { GTM_ID_PATTERN, PIXEL_ID_PATTERN } from "./analytics.ts";

function store(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

describe("discount popup timer", () => {
  const start = 1_000_000;
  it("is due once the configured seconds have passed since the session's start", () => {
    expect(popupDue(store({ [POPUP_STARTED_KEY]: String(start) }), 20, start + 19_999)).toBe(false);
    expect(popupDue(store({ [POPUP_STARTED_KEY]: String(start) }), 20, start + 20_000)).toBe(true);
  });

  it("never comes back after it was closed in the session, nor without a start", () => {
    expect(popupDue(store({ [POPUP_STARTED_KEY]: String(start), [POPUP_CLOSED_KEY]: "1" }), 20, start + 60_000)).toBe(false);
    expect(popupDue(store({}), 20, start)).toBe(false);
  });
});

describe("chrome links", () => {
  it("builds the WhatsApp link only from a real number", () => {
    expect(whatsappHref("+994 50 123 45 67")).toBe("https://wa.me/994501234567");
    expect(whatsappHref("")).toBeNull();
    expect(whatsappHref(null)).toBeNull();
  });

  it("adds the close flag to the current query", () => {
    expect(hideSaleHref("/ru/search", "?search=linen")).toBe("/ru/search?search=linen&hide_sale=1");
    expect(hideSaleHref("/", "")).toBe("/?hide_sale=1");
  });

  it("localizes menu routes and keeps external links", () => {
    expect(navHref("/women", "az")).toBe("/az/women");
    expect(navHref("/women", "en")).toBe("/women");
    expect(navHref("https://example.com/x", "ru")).toBe("https://example.com/x");
    expect(navHref(null, "ru")).toBe("/ru");
  });
});

describe("third parties", () => {
  it("accepts only well-formed ids", () => {
    expect(GTM_ID_PATTERN.test("GTM-AB12CD")).toBe(true);
    expect(GTM_ID_PATTERN.test("GTM-1\"><script>")).toBe(false);
    expect(PIXEL_ID_PATTERN.test("123456789012345")).toBe(true);
    expect(PIXEL_ID_PATTERN.test("12ab")).toBe(false);
  });

  it("decodes the VAPID key from base64url", () => {
    expect(Array.from(vapidKeyBytes("AQID_w"))).toEqual([1, 2, 3, 255]);
  });
});
