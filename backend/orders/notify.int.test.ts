/**
 * The shopper's order notices (SMS and e-mail, in the order's language) after transitions and
 * on confirmation, sent by jobs after the commit: a failing gateway never fails the transition,
 * the notice is retried and delivered once; and the e-mail driver (log / SMTP selection with a
 * fake transport, the development outbox call).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { emailOutbox, jobs, orderLines, smsOutbox } from "../db/schema.ts";
import { EmailError, emailDriver, selectEmailDriver, setEmailDriver, type EmailMessage, type MailTransport } from "../email/index.ts";
import { insertOrder, orderRow } from "../payments/testing.ts";
import { setSmsDriver } from "../sms/index.ts";
import { enqueue } from "../jobs/service.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { markPaid } from "./state.ts";
import { CONFIRMATION_JOB, STATUS_NOTICE_JOB } from "./notify.ts";
import { transitionOrder } from "./transitions.ts";

const database = await testDatabase();
const makeDeps = (env: Record<string, string> = {}): Deps => ({
  database,
  config: loadBackendConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example", ...env } as NodeJS.ProcessEnv),
  log: createLogger(),
});
const deps = makeDeps();

async function smsOf(number: string) {
  return (await database.db.select().from(smsOutbox).orderBy(smsOutbox.id)).filter((m) => m.text.includes(number)).map((m) => m.text);
}

async function emailsTo(to: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
}

let n = 0;
const address = () => `shopper${(n += 1)}.${Date.now()}@example.com`;

describe("status notices", () => {
  it("each transition sends an SMS and an e-mail in the order's language", async () => {
    const expected = {
      en: ["is confirmed", "is being packed", "is on its way", "has been delivered"],
      az: ["təsdiqləndi", "qablaşdırılır", "yola salındı", "çatdırıldı"],
      ru: ["подтверждён", "собирается", "отправлен", "доставлен"],
    } as const;
    for (const lang of ["en", "az", "ru"] as const) {
      const email = address();
      const { order } = await insertOrder(database, { status: "new", paymentType: "cash", lang, email });
      for (const to of ["confirmed", "processing", "shipped", "delivered"] as const) {
        expect(await transitionOrder(deps, { orderId: order.id, to, actorUserId: null })).toMatchObject({ kind: "ok" });
      }
      // nothing is sent inside the transition: the notices are jobs, run after the commit
      expect(await smsOf(order.number)).toHaveLength(0);
      expect(await runJobs(deps)).toBeGreaterThanOrEqual(4);
      const sms = await smsOf(order.number);
      expect(sms).toHaveLength(4);
      sms.forEach((text, i) => {
        expect(text, lang).toContain(expected[lang][i]);
        expect(text).toMatch(/^Bazaar: /);
      });
      const mails = await emailsTo(email);
      expect(mails).toHaveLength(4);
      mails.forEach((m, i) => {
        expect(m.subject).toContain(order.number);
        expect(m.text, lang).toContain(expected[lang][i]);
        expect(m.text).toContain(`https://shop.example${lang === "en" ? "" : `/${lang}`}/order?token=${order.token}`);
        expect(m.driver).toBe("log");
      });
    }
  });

  it("a pickup order's notice says it is ready at the store (az/en/ru)", async () => {
    const texts = { en: "is ready at the store", az: "mağazada hazırdır", ru: "готов к выдаче в магазине" } as const;
    for (const lang of ["en", "az", "ru"] as const) {
      const { order } = await insertOrder(database, { status: "processing", deliveryType: "pickup", paid: true, lang });
      await transitionOrder(deps, { orderId: order.id, to: "ready_for_pickup", actorUserId: null });
      await runJobs(deps);
      const sms = await smsOf(order.number);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toContain(texts[lang]);
      if (lang === "en") expect(sms[0]).toBe(`Bazaar: Your order ${order.number} is ready at the store. We are waiting for you! Track your order: https://shop.example/order/track?number=${order.number}`);
    }
  });

  it("a cancelled paid card order's notice says the money goes back to the card; no e-mail without an address", async () => {
    const { order } = await insertOrder(database, { status: "confirmed", paid: true, totalQ: 123450, email: null });
    await transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: null });
    await runJobs(deps);
    expect(await smsOf(order.number)).toEqual([`Bazaar: Your order ${order.number} has been cancelled. The 1234.50 ₼ you paid will be returned to your card. Track your order: https://shop.example/order/track?number=${order.number}`]);
    const mails = (await database.db.select().from(emailOutbox)).filter((m) => m.subject.includes(order.number));
    expect(mails).toHaveLength(0);
    const cash = await insertOrder(database, { status: "new", paymentType: "cash", lang: "ru" });
    await transitionOrder(deps, { orderId: cash.order.id, to: "cancelled", actorUserId: null });
    await runJobs(deps);
    expect(await smsOf(cash.order.number)).toEqual([`Bazaar: Ваш заказ ${cash.order.number} отменён. Отследить заказ: https://shop.example/ru/order/track?number=${cash.order.number}`]);
  });

  it("a failing SMS gateway never fails the transition; the notice is retried and delivered once after it recovers", async () => {
    const flaky = makeDeps();
    let smsUp = false;
    let mailUp = false;
    const sms: string[] = [];
    const mails: EmailMessage[] = [];
    setSmsDriver(flaky, {
      name: "flaky",
      send: async (m) => {
        if (!smsUp) throw new Error("gateway down");
        sms.push(m.text);
      },
    });
    setEmailDriver(flaky, {
      name: "flaky",
      send: async (m) => {
        if (!mailUp) throw new EmailError("mail down");
        mails.push(m);
      },
    });
    const email = address();
    const { order } = await insertOrder(database, { status: "new", paymentType: "cash", email });
    expect(await transitionOrder(flaky, { orderId: order.id, to: "confirmed", actorUserId: null })).toMatchObject({ kind: "ok" });
    expect((await orderRow(database, order.id)).status).toBe("confirmed");
    const notice = and(eq(jobs.kind, STATUS_NOTICE_JOB), sql`${jobs.payload} ->> 'orderId' = ${String(order.id)}`);
    const due = () => database.db.update(jobs).set({ runAt: sql`now()` }).where(notice);

    await runJobs(flaky);
    let [job] = await database.db.select().from(jobs).where(notice);
    expect(job).toMatchObject({ state: "pending", attempts: 1, lastError: "gateway down" });
    expect(sms).toEqual([]);

    // the SMS gateway is back, the mail server not yet: the SMS goes, the attempt fails on the e-mail
    smsUp = true;
    await due();
    await runJobs(flaky);
    [job] = await database.db.select().from(jobs).where(notice);
    expect(job).toMatchObject({ state: "pending", attempts: 2, lastError: "mail down" });
    expect(sms).toEqual([`Bazaar: Your order ${order.number} is confirmed. We are preparing it. Track your order: https://shop.example/order/track?number=${order.number}`]);

    mailUp = true;
    await due();
    await runJobs(flaky);
    [job] = await database.db.select().from(jobs).where(notice);
    expect(job).toMatchObject({ state: "done", attempts: 3, lastError: null });
    // the SMS was not sent a second time; the e-mail carries the step's delivery id
    expect(sms).toHaveLength(1);
    expect(mails.map((m) => [m.to, m.id])).toEqual([[email, `bazaar-job-${job!.id}-email`]]);
  });

  it("a status notice tells of the status the order reached, even when it has moved on since", async () => {
    const { order } = await insertOrder(database, { status: "processing", paymentType: "cash" });
    await transitionOrder(deps, { orderId: order.id, to: "shipped", actorUserId: null });
    await transitionOrder(deps, { orderId: order.id, to: "delivered", actorUserId: null });
    await runJobs(deps);
    const sms = await smsOf(order.number);
    expect(sms).toHaveLength(2);
    expect(sms[0]).toContain("is on its way");
    expect(sms[1]).toContain("has been delivered");
  });

  it("the shopper's own cancel, a declined payment and an expired hold send no notice", async () => {
    const { cancelByShopper, failOrder } = await import("./state.ts");
    const a = await insertOrder(database, { status: "new", paymentType: "cash" });
    const b = await insertOrder(database, {});
    const c = await insertOrder(database, {});
    expect(await cancelByShopper(deps, a.order.id)).toBe(true);
    expect(await failOrder(deps, b.order.id, "declined")).toBe(true);
    expect(await failOrder(deps, c.order.id, "expired")).toBe(true);
    await runJobs(deps);
    for (const { order } of [a, b, c]) expect(await smsOf(order.number)).toEqual([]);
  });
});

describe("staff notice of a new order (STAFF_NOTIFY_*)", () => {
  it("reaches every configured mobile and address once, when a card order is paid, in the staff's language with the back-office link", async () => {
    const sent: EmailMessage[] = [];
    const staff = makeDeps({ STAFF_NOTIFY_MOBILES: "+994 55 111 22 33, 070 222 33 44", STAFF_NOTIFY_EMAILS: "ops@shop.example", STAFF_NOTIFY_LANG: "ru" });
    setEmailDriver(staff, { name: "capture", send: async (m) => void sent.push(m) });
    const { order } = await insertOrder(database, { lang: "az", totalQ: 4990, deliveryType: "pickup" });
    expect(await markPaid(staff, order.id, { provider: "test", amountQ: 4990, bankResult: {} })).toBe(true);
    // a second approval of the same payment changes nothing and tells no one again
    expect(await markPaid(staff, order.id, { provider: "test", amountQ: 4990, bankResult: {} })).toBe(false);
    await runJobs(staff);
    await runJobs(staff);
    const rows = await database.db.select().from(smsOutbox).orderBy(smsOutbox.id);
    const toStaff = rows.filter((r) => r.text.includes(`новый заказ ${order.number}`));
    expect(toStaff.map((r) => r.mobile).sort()).toEqual(["994551112233", "994702223344"]);
    expect(toStaff[0]!.text).toBe(`Bazaar: новый заказ ${order.number}, 49.90 ₼: карта, самовывоз. https://shop.example/ru/admin/orders/${order.id}`);
    const staffMail = sent.filter((m) => m.to === "ops@shop.example");
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.subject).toBe(`Новый заказ ${order.number}`);
    expect(staffMail[0]!.text).toContain(`https://shop.example/ru/admin/orders/${order.id}`);
  });

  it("is not sent when no staff contact is configured, and a malformed list is refused at start", async () => {
    const { order } = await insertOrder(database, { totalQ: 1000 });
    expect(await markPaid(deps, order.id, { provider: "test", amountQ: 1000, bankResult: {} })).toBe(true);
    await runJobs(deps);
    const rows = await database.db.select().from(smsOutbox).orderBy(smsOutbox.id);
    expect(rows.filter((r) => r.text.includes(`order ${order.number}`) && r.text.includes("new order"))).toEqual([]);
    expect(() => makeDeps({ STAFF_NOTIFY_MOBILES: "+994 55 111 22 33, 12345" })).toThrow(/STAFF_NOTIFY_MOBILES/);
    expect(() => makeDeps({ STAFF_NOTIFY_EMAILS: "ops@shop.example, not-an-address" })).toThrow(/STAFF_NOTIFY_EMAILS/);
    expect(() => makeDeps({ STAFF_NOTIFY_LANG: "de" })).toThrow(/STAFF_NOTIFY_LANG/);
  });
});

describe("order confirmation e-mail", () => {
  it("is sent with the SMS when a card payment is approved: lines, total, order link; HTML escaped", async () => {
    const sent: EmailMessage[] = [];
    const own = makeDeps();
    setEmailDriver(own, { name: "capture", send: async (m) => void sent.push(m) });
    const email = address();
    const { order } = await insertOrder(database, { lang: "az", email, totalQ: 10000 });
    await database.db.update(orderLines).set({ title: `Shirt <b>"bold"</b> & co` }).where(eq(orderLines.orderId, order.id));
    expect(await markPaid(own, order.id, { provider: "test", amountQ: 10000, bankResult: {} })).toBe(true);
    expect(sent).toHaveLength(0);
    await runJobs(own);
    expect(await smsOf(order.number)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe(`${order.number} nömrəli sifarişiniz üçün təşəkkür edirik`);
    expect(mail!.text).toContain("Ödənişiniz alındı.");
    expect(mail!.text).toContain(`Shirt <b>"bold"</b> & co (ölçü S0) × 2: 100.00 ₼`);
    expect(mail!.text).toContain("Cəmi: 100.00 ₼");
    expect(mail!.text).toContain(`https://shop.example/az/order?token=${order.token}`);
    expect(mail!.html).toContain("Shirt &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; co");
    expect(mail!.html).not.toContain("<b>");
    expect(mail!.html).toMatch(/^<!doctype html>/);
  });

  it("a cash order placed through checkout gets the confirmation e-mail in its language (log driver: the outbox)", async () => {
    const { insertPlaces, insertProduct, orderForm } = await import("../checkout/testing.ts");
    const api = await testApi({ CHECKOUT_OTP: "off" }, database);
    const at = await insertPlaces(database, "nt");
    const cup = await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 5 }] });
    const email = address();
    const answer = await api.call<{ number: string }>(
      "products/checkout",
      orderForm({ cart: [{ id: cup, size: "", option: 0, qty: 1 }], city: at.sumgayit, payment: "cash" }, { lang: "ru", email }),
    );
    expect(answer.ok).toBe(true);
    expect(await emailsTo(email)).toHaveLength(0);
    await runJobs(deps);
    const mails = await emailsTo(email);
    expect(mails).toMatchObject([{ subject: `Спасибо за заказ ${answer.data!.number}`, driver: "log", status: "sent" }]);
    expect(mails[0]!.text).toContain("Cup (ru) × 1");

    const outbox = await api.call<{ items: { to: string; subject: string }[] }>("dev/email-outbox", {}, { method: "GET" });
    expect(outbox.data!.items.find((m) => m.to === email)).toMatchObject({ subject: `Спасибо за заказ ${answer.data!.number}` });
    const production = await testApi({ NODE_ENV: "production", DEV_OUTBOX: "0" }, database);
    expect((await production.call("dev/email-outbox", {}, { method: "GET" })).status).toBe(404);
  });

  it("a confirmation job of an unknown order finishes without sending; one naming no order is dead at once", async () => {
    const gone = (await enqueue(database.db, { kind: CONFIRMATION_JOB, payload: { orderId: 987654321 } }))!;
    const broken = (await enqueue(database.db, { kind: CONFIRMATION_JOB, payload: { orderId: "x" } }))!;
    await runJobs(deps);
    const rows = await database.db.select().from(jobs).where(sql`${jobs.id} in (${gone}, ${broken})`).orderBy(jobs.id);
    expect(rows.map((r) => [r.state, r.result, r.lastError])).toEqual([
      ["done", { skipped: "no order" }, null],
      ["dead", null, "the job names no order"],
    ]);
  });
});

describe("e-mail driver", () => {
  function fakeTransport(fail = false) {
    const calls: { url: string; mails: Parameters<MailTransport["sendMail"]>[0][] } = { url: "", mails: [] };
    const factory = (url: string): MailTransport => {
      calls.url = url;
      return {
        sendMail: async (mail) => {
          if (fail) throw new Error("550 refused");
          calls.mails.push(mail);
          return {};
        },
      };
    };
    return { calls, factory };
  }
  const message = { to: "someone@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" };

  it("is log by default: the outbox row and the log, nothing sent", async () => {
    const { calls, factory } = fakeTransport();
    const driver = selectEmailDriver(makeDeps(), factory);
    expect(driver.name).toBe("log");
    await driver.send({ ...message, subject: "log-default" });
    expect(calls.url).toBe("");
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "log-default"));
    expect(row).toMatchObject({ driver: "log", status: "sent", to: "someone@example.com" });
    expect(emailDriver(makeDeps()).name).toBe("log");
  });

  it("is SMTP when SMTP_URL is set: the transport gets from, to, subject, text and html", async () => {
    const { calls, factory } = fakeTransport();
    const driver = selectEmailDriver(makeDeps({ SMTP_URL: "smtp://user:pass@127.0.0.1:2525" }), factory);
    expect(driver.name).toBe("smtp");
    await driver.send({ ...message, subject: "smtp-sent" });
    expect(calls.url).toBe("smtp://user:pass@127.0.0.1:2525");
    expect(calls.mails).toEqual([{ from: '"Bazaar" <no-reply@shop.example>', ...message, subject: "smtp-sent" }]);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "smtp-sent"));
    expect(row).toMatchObject({ driver: "smtp", status: "sent" });

    // a job's step gives its delivery id: the Message-ID, the same on every attempt
    await driver.send({ ...message, subject: "smtp-id", id: "bazaar-job-7-email" });
    expect(calls.mails.at(-1)).toMatchObject({ subject: "smtp-id", messageId: "<bazaar-job-7-email@shop.example>" });
    const custom = selectEmailDriver(makeDeps({ SMTP_URL: "smtps://u:p@mail.example:465", EMAIL_FROM: "Shop <orders@shop.example>" }), factory);
    await custom.send(message);
    expect(calls.mails.at(-1)!.from).toBe("Shop <orders@shop.example>");
    expect(selectEmailDriver(makeDeps({ SMTP_URL: "smtp://u:p@h:25", EMAIL_DRIVER: "log" }), factory).name).toBe("log");
  });

  it("a refused message throws EmailError and is recorded as failed", async () => {
    const { factory } = fakeTransport(true);
    const driver = selectEmailDriver(makeDeps({ SMTP_URL: "smtp://127.0.0.1:2525" }), factory);
    await expect(driver.send({ ...message, subject: "smtp-failed" })).rejects.toBeInstanceOf(EmailError);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "smtp-failed")).orderBy(desc(emailOutbox.id));
    expect(row).toMatchObject({ driver: "smtp", status: "failed" });
  });

  it("the configuration refuses smtp without SMTP_URL and a URL that is not smtp", () => {
    expect(() => loadBackendConfig({ NODE_ENV: "test", EMAIL_DRIVER: "smtp" } as NodeJS.ProcessEnv)).toThrow(/EMAIL_DRIVER/);
    expect(() => loadBackendConfig({ NODE_ENV: "test", SMTP_URL: "http://mail" } as NodeJS.ProcessEnv)).toThrow(/SMTP_URL/);
  });
});
