import { and, desc, eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";
import { products, reviews, type Lang } from "../db/schema.ts";
import type { Review, ReviewScore, ReviewsAnswer } from "../content/contract.ts";
import { iso } from "../core/text.ts";
import { setProductRating } from "../catalog/service.ts";

/** Most reviews one answer carries (the score always counts them all). */
export const REVIEWS_LIMIT = 100;

type Executor = Pick<Database["db"], "execute">;

export async function productExists(database: Database, productId: number): Promise<boolean> {
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, "active")))
    .limit(1);
  return rows.length > 0;
}

/** Score of the published reviews: average to one decimal, count, and count per grade. */
export function scoreOf(grades: { rating: number; count: number }[]): ReviewScore {
  const counts: ReviewScore["counts"] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, count: n } of grades) {
    if (rating < 1 || rating > 5) continue;
    counts[rating as 1 | 2 | 3 | 4 | 5] += n;
    count += n;
    sum += rating * n;
  }
  return { rating: count ? Math.round((sum / count) * 10) / 10 : 0, count, counts };
}

export async function listReviews(database: Database, productId: number): Promise<ReviewsAnswer> {
  const published = and(eq(reviews.productId, productId), eq(reviews.status, "on"));
  const [rows, grades] = await Promise.all([
    database.db
      .select({ id: reviews.id, fullName: reviews.fullName, rating: reviews.rating, review: reviews.review, reply: reviews.reply, createdAt: reviews.createdAt })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_LIMIT),
    database.db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(published)
      .groupBy(reviews.rating),
  ]);
  // the shop's answer only when there is one (the review's keys stay as they were without it)
  const items: Review[] = rows.map(({ reply, ...r }) => ({ ...r, rating: Number(r.rating), createdAt: iso(r.createdAt), ...(reply ? { reply } : {}) }));
  return { items, reviewScore: scoreOf(grades.map((g) => ({ rating: Number(g.rating), count: Number(g.count) }))) };
}

/**
 * Counts a product's published reviews and hands the figures to the catalogue, which owns
 * products.rating_x10 (average × 10, rounded) and reviews_count (catalog/service.ts).
 */
export async function refreshProductRating(db: Executor, productId: number): Promise<void> {
  const [row] = rowsOf<{ rating_x10: number | string | null; n: number | string }>(
    await db.execute(sql`
      select coalesce(round(avg(rating) * 10), 0)::int as rating_x10, count(*)::int as n
      from reviews where product_id = ${productId} and status = 'on'`),
  );
  await setProductRating(db, productId, Number(row?.rating_x10 ?? 0), Number(row?.n ?? 0));
}

export interface NewReview {
  productId: number;
  userId: number | null;
  fullName: string;
  email: string;
  rating: number;
  review: string;
  lang: Lang;
  ip: string;
  published: boolean;
}

/** Stores a review and, when it is published, the product's new rating, in one transaction. */
export async function createReview(database: Database, input: NewReview): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: input.userId,
        fullName: input.fullName,
        email: input.email,
        rating: input.rating,
        review: input.review,
        lang: input.lang,
        ip: input.ip,
        status: input.published ? "on" : "off",
      })
      .returning({ id: reviews.id });
    if (input.published) await refreshProductRating(tx, input.productId);
    return row.id;
  });
}

/** Rows of `execute`: an array on postgres.js, `{rows}` on PGlite. */

export type ReviewStatus = "on" | "off" | "hidden";

/**
 * Staff moderation (back office): the review moves to `to` (on: published, hidden), unless it is
 * not in `from` any more (changed by someone else meanwhile); the product's rating follows.
 * Run it inside the caller's transaction (the audit entry commits with it).
 */
export async function moderateReview(db: Executor, id: number, to: "on" | "hidden", from?: ReviewStatus): Promise<"missing" | "changed" | { from: ReviewStatus }> {
  const [row] = rowsOf<{ status: ReviewStatus; product_id: number }>(await db.execute(sql`select status, product_id from reviews where id = ${id} for update`));
  if (!row) return "missing";
  if (from && from !== row.status) return "changed";
  await db.execute(sql`update reviews set status = ${to}, moderated_at = now() where id = ${id}`);
  await refreshProductRating(db, Number(row.product_id));
  return { from: row.status };
}

/** The shop's public reply under a review (null removes it); answers the reply it had, or "missing". */
export async function replyToReview(db: Executor, id: number, reply: string | null): Promise<"missing" | { before: string | null }> {
  const [row] = rowsOf<{ reply: string | null }>(await db.execute(sql`select reply from reviews where id = ${id} for update`));
  if (!row) return "missing";
  await db.execute(sql`update reviews set reply = ${reply}, replied_at = ${reply ? sql`now()` : sql`null`} where id = ${id}`);
  return { before: row.reply };
}
