/**
 * Control characters at the API edge: a NUL byte or another control
 * character in any text parameter answers 400 with a clear error, never 500, on PGlite and on
 * PostgreSQL (which refuses NUL in text). Tab, line feed and carriage return stay allowed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import { MSG, optionalText, requiredText } from "./validators.ts";

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

const NUL = "\u0000";

describe("control characters in API input", () => {
  it.each([
    ["orders/token", { token: `abc${NUL}def` }, "token"],
    ["routes/current", { path: `/kisi${NUL}` }, "path"],
    ["products", { size: `M${NUL}` }, "size"],
    ["products", { search: `shoe${NUL}` }, "search"],
    ["search/suggestions", { search: `${NUL}` }, "search"],
  ])("GET %s with %j answers 400", async (path, query, field) => {
    const answer = await api.call(path, query, { method: "GET" });
    expect(answer.status).toBe(400);
    expect(answer.ok).toBe(false);
    expect(answer.error).toBe(MSG.controlChars);
    expect(answer.errors).toEqual({ [field]: MSG.controlChars });
  });

  it("refuses JSON bodies with a control character in any field (400, translated)", async () => {
    const signup = await api.call("auth/signup", { firstName: "Ay\u0001sel", lastName: "M", mobile: "994551234567", password: "x", password2: "x" });
    expect(signup).toMatchObject({ status: 400, ok: false, errors: { firstName: MSG.controlChars } });
    const checkout = await api.call("checkout/summary?lang=ru", { city: `Baku${NUL}` });
    expect(checkout).toMatchObject({ status: 400, error: "Текст содержит недопустимые символы", errors: { city: "Текст содержит недопустимые символы" } });
    const nested = await api.call("orders/token", { token: ["ok", { deep: `x${NUL}` }] });
    expect(nested.status).toBe(400);
  });

  it("refuses form bodies and paths with control characters", async () => {
    // the bank's callback is the call that takes a form (the others take JSON: 415 for a form)
    const form = await api.app.fetch(
      new Request("http://test/api/payments/azericard/callback", {
        method: "POST",
        headers: { "content-type": "APPLICATION/X-WWW-FORM-URLENCODED" },
        body: "ORDER=a%00b&TERMINAL=1",
      }),
    );
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ ok: false, errors: { ORDER: MSG.controlChars } });
    const pathAnswer = await api.app.fetch(new Request("http://test/api/products/info/1%00"));
    expect(pathAnswer.status).toBe(400);
  });

  it("lets ordinary text through: an unknown order token is 404, a review-like text keeps its line breaks", async () => {
    const answer = await api.call("orders/token", { token: "no-such-token" }, { method: "GET" });
    expect(answer.status).toBe(404);
    expect(optionalText(100).parse("line one\nline two\tend\r\n")).toBe("line one\nline two\tend");
  });
});

describe("the shared text rule", () => {
  it("refuses control characters with one message, before length and emptiness", () => {
    for (const schema of [requiredText(50), optionalText(50)]) {
      const result = schema.safeParse(`a${NUL}b`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.controlChars);
    }
    expect(requiredText(50).safeParse("\u007f").error?.issues[0]?.message).toBe(MSG.controlChars);
    expect(requiredText(10).parse("  Leyla  ")).toBe("Leyla");
    expect(requiredText(10).safeParse("   ").error?.issues[0]?.message).toBe(MSG.required);
  });
});
