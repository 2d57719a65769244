import { describe, expect, it } from "vitest";
import { cartFormSchema, formObject } from "~/components/cart/schemas";
import { isScriptRequest, langOfPath } from "./list-actions.ts";

const request = (headers: Record<string, string> = {}) => new Request("https://shop.test/action/cart", { method: "POST", headers });

describe("isScriptRequest", () => {
  it("answers data to fetchers, redirects plain form posts", () => {
    const js = new FormData();
    js.set("_js", "1");
    expect(isScriptRequest(request(), js)).toBe(true);
    expect(isScriptRequest(request({ "sec-fetch-mode": "cors" }), new FormData())).toBe(true);
    expect(isScriptRequest(request({ "sec-fetch-mode": "navigate" }), new FormData())).toBe(false);
    expect(isScriptRequest(request(), new FormData())).toBe(false);
  });
});

describe("langOfPath", () => {
  it("reads the language prefix of the return path", () => {
    expect(langOfPath("/az/cart")).toBe("az");
    expect(langOfPath("/ru")).toBe("ru");
    expect(langOfPath("/cart")).toBe("en");
  });
});

describe("cart form schema", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return formObject(data);
  };
  it("reads the product forms' fields", () => {
    expect(cartFormSchema.parse(form({ intent: "add", productId: "12", size: "M", option: "0", qty: "2", redirectTo: "/p" }))).toEqual({
      intent: "add",
      productId: 12,
      size: "M",
      option: 0,
      qty: 2,
      step: undefined,
      itemId: undefined,
    });
    expect(cartFormSchema.parse(form({ intent: "update", productId: "12", qty: "2", step: "-1", itemId: "5" }))).toMatchObject({ qty: 2, step: -1, itemId: 5, size: "" });
  });
  it("refuses unknown intents and bad ids", () => {
    expect(cartFormSchema.safeParse(form({ intent: "delete-all", productId: "1" })).success).toBe(false);
    expect(cartFormSchema.safeParse(form({ intent: "add", productId: "-1" })).success).toBe(false);
    expect(cartFormSchema.safeParse(form({ intent: "add", productId: "1", step: "5" })).data?.step).toBeUndefined();
  });
});
