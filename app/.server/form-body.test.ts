/**
 * readForm, the actions' one reader of a posted form: the form when the body is one, a thrown
 * 400 with the catalogue's text in the page's language when it is not.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nextMiddleware } from "~/middleware/i18next";
import { readForm } from "./form-body";

const BOUNDARY = "----bazaarTestBoundary";
const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\n994551234567\r\n--${BOUNDARY}--\r\n`;

async function contextOf(request: Request) {
  const context = new RouterContextProvider();
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response());
  return context;
}

async function refusal(url: string, type: string, text: string): Promise<Response> {
  const request = new Request(url, { method: "POST", headers: { "content-type": type }, body: text });
  try {
    await readForm(request, await contextOf(request));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("readForm read a broken body");
}

describe("readForm", () => {
  it("reads a form", async () => {
    const request = new Request("http://shop.test/login", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body });
    expect((await readForm(request, await contextOf(request))).get("username")).toBe("994551234567");
  });

  it.each([
    ["cut short", `multipart/form-data; boundary=${BOUNDARY}`, body.slice(0, 60)],
    ["with another boundary", "multipart/form-data; boundary=another", body],
    ["without a boundary", "multipart/form-data", body],
  ])("throws a 400 for a multipart body %s", async (_name, type, text) => {
    const answer = await refusal("http://shop.test/login", type, text);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toBe("Something is wrong with this request. Please reload the page and try again.");
  });

  it("says it in the page's language", async () => {
    const answer = await refusal("http://shop.test/ru/login", "multipart/form-data; boundary=another", body);
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text).not.toMatch(/Something is wrong/);
    expect(text).toMatch(/[а-я]/);
  });
});
