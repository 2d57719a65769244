/**
 * Staff's internal notes and tags on an order (order_notes, order_tags): written only here, in the
 * back office's transaction (which audits each change); never part of the shopper's answers.
 */
import { and, eq } from "drizzle-orm";
import { orderNotes, orderTags } from "../db/schema.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "./history.ts";

type Writer = Tx & Pick<Db, "insert" | "delete">;

/** A tag as stored: trimmed, inner spaces single, lower-cased. */
export function normalizeTag(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** 1 to 30 letters, digits, spaces, dashes or underscores, starting with a letter or digit. */
export const TAG_RE = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,29}$/u;

export async function addOrderNote(tx: Writer, orderId: number, authorId: number, text: string) {
  const [row] = await tx.insert(orderNotes).values({ orderId, authorId, text }).returning();
  return row!;
}

/** Removes a note of the order; null when the order has no such note. */
export async function removeOrderNote(tx: Writer, orderId: number, noteId: number) {
  const [row] = await tx.delete(orderNotes).where(and(eq(orderNotes.orderId, orderId), eq(orderNotes.id, noteId))).returning();
  return row ?? null;
}

/** Adds a tag; false when the order already had it. */
export async function addOrderTag(tx: Writer, orderId: number, tag: string): Promise<boolean> {
  const rows = await tx.insert(orderTags).values({ orderId, tag }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Removes a tag; false when the order did not have it. */
export async function removeOrderTag(tx: Writer, orderId: number, tag: string): Promise<boolean> {
  const rows = await tx.delete(orderTags).where(and(eq(orderTags.orderId, orderId), eq(orderTags.tag, tag))).returning();
  return rows.length > 0;
}
