import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import { testDatabase } from "../test/db.ts";
import { createChangeFeed, listenPublicChanges, type PublicChange } from "./changes.ts";

/** Waits until `check` holds (notifications arrive asynchronously), at most 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
}

describe("public change feed", async () => {
  const database = await testDatabase();

  it("hears a committed change to a public table, not to a private one, and nothing from a rolled-back one", async () => {
    const feed = await listenPublicChanges(database, { settleMs: 0 });
    const heard: string[] = [];
    feed.subscribe((_change, notices) => heard.push(...notices));

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
    feed.subscribe((_change, notices) => calls.push([...notices]));
    feed.emit("products");
    expect(calls).toEqual([["products"]]);
    feed.emit("product_variants");
    feed.emit("reviews");
    expect(calls.length).toBe(1);
    await until(() => calls.length === 2);
    expect(calls[1]?.sort()).toEqual(["product_variants", "reviews"]);
    await feed.close();
  });

  describe("the product tables name the products a statement touched", async () => {
    const fixtures = await insertFixtures(database);
    const id = fixtures.products.whiteShirt;
    const other = fixtures.products.blueShirt;

    /** The change (merged) the feed passes on for `statement`, or undefined when it says nothing. */
    async function changeOf(statement: ReturnType<typeof sql>): Promise<PublicChange | undefined> {
      const feed = await listenPublicChanges(database, { settleMs: 0 });
      const heard: PublicChange[] = [];
      feed.subscribe((change) => heard.push(change));
      await database.query(statement);
      // a marker after it: once the marker is heard, the statement's notice (if any) was too
      await database.query(sql`select pg_notify('bazaar_public_change', 'marker')`);
      await until(() => heard.some((c) => c.all));
      await feed.close();
      const before = heard.findIndex((c) => c.all);
      const tags = new Set(heard.slice(0, before).flatMap((c) => [...c.tags]));
      return tags.size ? { all: false, tags } : undefined;
    }
    const sorted = (change: PublicChange | undefined) => [...(change?.tags ?? [])].sort();

    it("a sale that leaves every size of the product in stock: its detail only", async () => {
      await database.query(sql`update product_variants set stock = 5 where product_id = ${id}`);
      const sale = await changeOf(sql`update product_variants set stock = stock - 1 where id = (select min(id) from product_variants where product_id = ${id})`);
      expect(sorted(sale)).toEqual([`pd:${id}`]);
    });

    it("the last unit of a size, a size back in stock, a price: the product and every list", async () => {
      await database.query(sql`update product_variants set stock = 1 where product_id = ${id}`);
      const last = await changeOf(sql`update product_variants set stock = 0 where id = (select min(id) from product_variants where product_id = ${id})`);
      const [row] = await database.query<{ category_ids: number[] }>(sql`select category_ids from products where id = ${id}`);
      expect(row!.category_ids.length).toBeGreaterThan(0);
      // the product, every list, and the categories it is in (ancestors included)
      expect(sorted(last)).toEqual(["list", `p:${id}`, `pd:${id}`, ...row!.category_ids.map((c) => `c:${c}`)].sort());
      const back = await changeOf(sql`update product_variants set stock = 3 where product_id = ${id}`);
      expect(sorted(back)).toContain("list");
      const price = await changeOf(sql`update products set price_q = price_q + 100 where id = ${other}`);
      expect(sorted(price)).toEqual(expect.arrayContaining(["list", `p:${other}`, `pd:${other}`]));
      const text = await changeOf(sql`update product_translations set title = title || '!' where product_id = ${other} and lang = 'en'`);
      expect(sorted(text)).toEqual(expect.arrayContaining(["list", `p:${other}`, `pd:${other}`]));
      // a product moved out of a category: the category it left hears of it
      const [before] = await database.query<{ category_ids: number[] }>(sql`select category_ids from products where id = ${other}`);
      const moved = await changeOf(sql`delete from product_categories where product_id = ${other}`);
      for (const c of before!.category_ids) expect(sorted(moved)).toContain(`c:${c}`);
    });

    it("an update that changes nothing says nothing", async () => {
      expect(await changeOf(sql`update product_variants set stock = stock where product_id = ${id}`)).toBeUndefined();
      expect(await changeOf(sql`update products set price_q = price_q where id = ${id}`)).toBeUndefined();
    });

    it("a table without product notices (a brand) is a change of everything", async () => {
      const feed = await listenPublicChanges(database, { settleMs: 0 });
      const heard: PublicChange[] = [];
      feed.subscribe((change) => heard.push(change));
      await database.query(sql`update brands set title = title || ' ' where id = (select min(id) from brands)`);
      await until(() => heard.length > 0);
      await feed.close();
      expect(heard[0]?.all).toBe(true);
    });
  });
});
