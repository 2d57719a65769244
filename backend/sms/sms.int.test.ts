import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmsGateway, type SmsGatewayMock } from "../../tests/mocks/sms-gateway.ts";
import { freshMobile } from "../auth/testing.ts";
import { smsOutbox } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { fillTemplate, maskDigits } from "./index.ts";

describe("gateway template", () => {
  it("escapes values for a JSON body", () => {
    const { body, contentType } = fillTemplate('{"to":"{mobile}","text":"{text}"}', { mobile: "994501234567", text: 'Code "1"\n' });
    expect(contentType).toBe("application/json");
    expect(JSON.parse(body)).toEqual({ to: "994501234567", text: 'Code "1"\n' });
  });

  it("URL-encodes values for a form body", () => {
    const { body, contentType } = fillTemplate("to={mobile}&msg={text}", { mobile: "994501234567", text: "a&b c" });
    expect(contentType).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(body).get("msg")).toBe("a&b c");
  });

  it("fills {id} with the message's delivery id, empty without one", () => {
    const template = '{"to":"{mobile}","text":"{text}","clientId":"{id}"}';
    expect(JSON.parse(fillTemplate(template, { mobile: "994501234567", text: "Hi", id: "bazaar-job-7-sms" }).body)).toEqual({ to: "994501234567", text: "Hi", clientId: "bazaar-job-7-sms" });
    expect(JSON.parse(fillTemplate(template, { mobile: "994501234567", text: "Hi" }).body).clientId).toBe("");
    expect(fillTemplate("to={mobile}&id={id}", { mobile: "1", text: "", id: "a b" }).body).toBe("to=1&id=a%20b");
  });

  it("masks digits for the record of a real gateway", () => {
    expect(maskDigits("Your code: 123-456")).toBe("Your code: ***-***");
  });
});

describe("http driver", () => {
  let gateway: SmsGatewayMock;
  let database: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    database = await testDatabase();
  });
  afterAll(() => gateway.close());

  it("posts the code to the gateway and keeps only a masked record", async () => {
    const api = await testApi({ SMS_DRIVER: "http", SMS_HTTP_URL: gateway.url }, database);
    const mobile = freshMobile();
    const answer = await api.call("auth/signup", { firstName: "A", lastName: "B", mobile, password: "secret-1", password2: "secret-1", notification: true });
    expect(answer.ok).toBe(true);
    const sent = gateway.messages.at(-1)!;
    const body = JSON.parse(sent.body) as { to: string; text: string };
    expect(body.to).toBe(mobile);
    expect(body.text).toMatch(/\d{3}-\d{3}/);
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(row).toMatchObject({ driver: "http", status: "sent" });
    expect(row!.text).not.toMatch(/\d/);

    gateway.failWith(500);
    const failed = await api.call("auth/signup", { firstName: "A", lastName: "B", mobile: freshMobile(), password: "secret-1", password2: "secret-1", notification: true });
    gateway.failWith(null);
    expect(failed).toMatchObject({ ok: false, status: 502, error: "We could not send the SMS. Please try again later." });
  });
});
