import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../test/db.ts";
import { createChangeFeed, listenPublicChanges } from "./changes.ts";

/** Waits until `check` holds (notifications arrive asynchronously), at most 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
}

describe("public change feed", async () => {
  const database = await testDatabase();

  it("hears a committed change to a public table, not to a private one, and nothing from a rolled-back one", async () => {
    const feed = await listenPublicChanges(database, { settleMs: 0 });
    const heard: string[] = [];
    feed.subscribe((tables) => heard.push(...tables));

    await database.query(sql`insert into brands (title, slug) values ('Feed test', 'feed-test')`);
    await until(() => heard.includes("brands"));
    expect(heard).toContain("brands");

    heard.length = 0;
    await database.query(sql`insert into search_log (title, search_lang) values ('private', 'en')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update brands set title = 'Rolled back' where slug = 'feed-test'`);
      tx.rollback();
    }).catch(() => {});
    await database.query(sql`update brands set title = 'Feed test 2' where slug = 'feed-test'`);
    await until(() => heard.includes("brands"));
    // the private table's insert and the rolled-back update said nothing; the commit did
    expect(heard).toEqual(["brands"]);
    await feed.close();
  });

  it("passes a burst on at most once per settle time, the first at once", async () => {
    const feed = createChangeFeed({ settleMs: 200 });
    const calls: string[][] = [];
    feed.subscribe((tables) => calls.push([...tables]));
    feed.emit("products");
    expect(calls).toEqual([["products"]]);
    feed.emit("product_variants");
    feed.emit("reviews");
    expect(calls.length).toBe(1);
    await until(() => calls.length === 2);
    expect(calls[1]?.sort()).toEqual(["product_variants", "reviews"]);
    await feed.close();
  });
});
