import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import { products, reviews } from "../db/schema.ts";
import type { ReviewSendAnswer, ReviewsAnswer } from "../content/contract.ts";
import { insertProduct } from "../content/test-fixtures.ts";

const api = await testApi();
const { call, database } = api;
const { db } = database;

let shirt = 0;
let quiet = 0;
let hidden = 0;

beforeAll(async () => {
  shirt = await insertProduct(database, { title: "Shirt" });
  quiet = await insertProduct(database, { title: "Quiet" });
  hidden = await insertProduct(database, { title: "Hidden", status: "hidden" });
});

const form = (over: Record<string, unknown> = {}) => ({
  productId: shirt,
  review: "Soft fabric, true to size.",
  fullName: "Nigar Aliyeva",
  email: "nigar@example.az",
  rating: 5,
  ...over,
});

const productRow = async (id: number) =>
  (await db.select({ rating: products.rating, reviewsCount: products.reviewsCount }).from(products).where(eq(products.id, id)))[0];

describe("reviews/send", () => {
  it("publishes a review at once and updates the product's rating", async () => {
    const res = await call<ReviewSendAnswer>("reviews/send", form());
    expect(res).toMatchObject({ ok: true, data: { message: "Thank you!", published: true } });
    expect(await productRow(shirt)).toEqual({ rating: 50, reviewsCount: 1 });

    await call("reviews/send", form({ rating: "4", fullName: "Rashad", lang: "az" }));
    await call("reviews/send", form({ rating: 4, fullName: "Elvin" }));
    // (5 + 4 + 4) / 3 = 4.33 → 43
    expect(await productRow(shirt)).toEqual({ rating: 43, reviewsCount: 3 });
    const [stored] = await db.select().from(reviews).where(sql`full_name = 'Rashad'`);
    expect(stored).toMatchObject({ status: "on", lang: "az", rating: 4, email: "nigar@example.az" });
  });

  it("answers 'Thank you!' in the payload's language", async () => {
    const res = await call<ReviewSendAnswer>("reviews/send", form({ productId: quiet, lang: "ru", rating: 1 }));
    expect(res.data!.message).toBe("Спасибо!");
    await db.delete(reviews).where(eq(reviews.productId, quiet));
    await db.update(products).set({ rating: 0, reviewsCount: 0 }).where(eq(products.id, quiet));
  });

  it("reports field errors with the spec's messages", async () => {
    const empty = await call("reviews/send", { productId: shirt, review: "  ", fullName: "", email: "", rating: "" });
    expect(empty.status).toBe(422);
    expect(empty.errors).toEqual({ review: "Required field", fullName: "Required field", email: "Required field", rating: "Required field" });
    const wrong = await call("reviews/send", form({ email: "nigar@@example.az", rating: 6 }));
    expect(wrong.errors).toEqual({ email: "Wrong email address", rating: "Maximum value is 5" });
    expect((await call("reviews/send", form({ rating: 0 }))).errors).toEqual({ rating: "Required field" });
    expect((await call("reviews/send", form({ rating: "2.5" }))).errors).toEqual({ rating: "Invalid value" });
    expect((await call("reviews/send", form({ rating: "five" }))).errors).toEqual({ rating: "Invalid value" });
    expect((await call("reviews/send", form({ productId: undefined }))).errors).toEqual({ productId: "Required field" });
    expect((await call("reviews/send", form({ email: "bad", lang: "ru" }))).errors).toEqual({ email: "Неверный адрес электронной почты" });
    expect((await call("reviews/send", form({ review: "x".repeat(5001) }))).errors!.review).toBe("The text is too long");
  });

  it("answers 404 for an unknown or hidden product", async () => {
    for (const productId of [999999, hidden]) {
      const res = await call("reviews/send", form({ productId }));
      expect(res.status).toBe(404);
      expect(res.error).toBe("Product not found");
    }
  });

  it("answers ok but stores nothing when the honeypot is filled", async () => {
    const before = await db.select().from(reviews);
    const res = await call<ReviewSendAnswer>("reviews/send", form({ website: "http://spam.example" }));
    expect(res).toMatchObject({ ok: true, data: { message: "Thank you!" } });
    expect(await db.select().from(reviews)).toHaveLength(before.length);
  });

  it("keeps a review unpublished when moderation is on", async () => {
    const moderated = await testApi({ REVIEW_MODERATION: "on" }, database);
    const before = await productRow(shirt);
    const res = await moderated.call<ReviewSendAnswer>("reviews/send", form({ fullName: "Moderated one", rating: 1 }));
    expect(res).toMatchObject({ ok: true, data: { published: false, message: "Thank you! Your review will appear after moderation." } });
    const [row] = await db.select().from(reviews).where(sql`full_name = 'Moderated one'`);
    expect(row.status).toBe("off");
    expect(await productRow(shirt)).toEqual(before);
    const list = (await call<ReviewsAnswer>("reviews", { productId: shirt })).data!;
    expect(list.items.map((r) => r.fullName)).not.toContain("Moderated one");
  });

  it("limits reviews per address (first x-forwarded-for hop) with 429", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const send = (ip: string, over: Record<string, unknown> = {}) =>
      limited.call("reviews/send", form({ productId: quiet, ...over }), { headers: { "x-forwarded-for": `${ip}, 10.0.0.1` } });
    for (let n = 0; n < 5; n++) expect((await send("203.0.113.7")).ok).toBe(true);
    const refused = await send("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.error).toBe("Too many attempts. Please try again in a few minutes.");
    expect((await send("203.0.113.7", { lang: "az" })).error).toMatch(/Həddindən çox/);
    // another visitor behind the same proxy is not affected
    expect((await send("198.51.100.2")).ok).toBe(true);
    // invalid forms do not use up the allowance
    expect((await send("198.51.100.3", { email: "" })).status).toBe(422);
    expect((await database.query<{ n: number }>(sql`select count(*)::int as n from reviews where product_id = ${quiet}`))[0].n).toBe(6);
    // a caller without any client address is not put into one shared bucket
    for (let n = 0; n < 6; n++) expect((await limited.call("reviews/send", form({ productId: quiet }))).ok).toBe(true);
  });

  it("is not limited when RATE_LIMITS is off", async () => {
    for (let n = 0; n < 7; n++) {
      const res = await call("reviews/send", form({ productId: quiet, rating: 3 }), { headers: { "x-forwarded-for": "192.0.2.1" } });
      expect(res.ok).toBe(true);
    }
  });
});

describe("reviews", () => {
  it("lists published reviews newest first with the score summary", async () => {
    const res = await call<ReviewsAnswer>("reviews", { productId: shirt, status: "on" }, { method: "GET" });
    expect(res.ok).toBe(true);
    const { items, reviewScore } = res.data!;
    expect(items.map((r) => r.fullName)).toEqual(["Elvin", "Rashad", "Nigar Aliyeva"]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      fullName: "Elvin",
      rating: 4,
      review: "Soft fabric, true to size.",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(items[0]).not.toHaveProperty("email");
    expect(reviewScore).toEqual({ rating: 4.3, count: 3, counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
  });

  it("answers an empty score for a product without reviews", async () => {
    const fresh = await insertProduct(database, { title: "Fresh" });
    const res = await call<ReviewsAnswer>("reviews", { productId: fresh });
    expect(res.data).toEqual({ items: [], reviewScore: { rating: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } });
  });

  it("refuses a bad or unknown product id", async () => {
    expect((await call("reviews", { productId: "x" }, { method: "GET" })).status).toBe(422);
    expect((await call("reviews", { productId: 999999 })).status).toBe(404);
  });
});
