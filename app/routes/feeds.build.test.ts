import { describe, expect, it } from "vitest";
import type { FeedPage, FeedProduct } from "../../backend/catalog/contract.ts";
import { parseCsv } from "../../tests/csv.ts";
import { googleFeedProblems, metaFeedProblems } from "../../tests/feed-rules.ts";
import { csvField, cut, feedItems, feedOf, feedPrice, feedWriter, streamFeed } from "./feeds.build";

const ORIGIN = "https://shop.example.az";
const NOW = new Date("2026-03-01T10:00:00Z");
const texts = { title: "Bazaar: products", description: "Every product", shopName: "Bazaar" };

function product(over: Partial<FeedProduct> = {}): FeedProduct {
  return {
    id: 12,
    sku: "SH-12",
    title: "White linen shirt",
    description: "Soft linen, \"relaxed\" fit, <made> in Baku & sewn by hand",
    route: "/white-linen-shirt",
    images: ["gen/p/shirt/white/front.png", "gen/p/shirt/white/back.png"],
    brand: "Nord",
    color: "White",
    categoryPath: ["Men", "Shirts", "Linen shirts"],
    offerEnds: null,
    variants: [
      { id: 101, size: "S", price: 4792, priceOld: 5990, inStock: true },
      { id: 102, size: "M", price: 4792, priceOld: 5990, inStock: false },
    ],
    ...over,
  };
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const pages = (...chunks: FeedProduct[][]): FeedPage[] => chunks.map((items, i) => ({ items, next: i < chunks.length - 1 ? i + 1 : null }));

async function build(kind: "google" | "meta", lang: "az" | "en" | "ru", chunks: FeedProduct[][]) {
  const [first, ...rest] = pages(...chunks);
  const asked: number[] = [];
  const body = await text(streamFeed(feedWriter(kind, ORIGIN, lang, texts, NOW), first!, async (after) => (asked.push(after), rest[after - 1]!)));
  return { body, asked };
}

describe("feed names", () => {
  it("knows google-<lang>.xml and meta-<lang>.csv only", () => {
    expect(feedOf("google-az.xml")).toEqual({ kind: "google", lang: "az" });
    expect(feedOf("meta-ru.csv")).toEqual({ kind: "meta", lang: "ru" });
    for (const bad of ["google-az.csv", "meta-en.xml", "google-de.xml", "google-en.xml.gz", "../google-en.xml"]) expect(feedOf(bad)).toBeNull();
  });
});

describe("feed lines", () => {
  it("writes prices as 12.90 AZN from qəpik", () => {
    expect(feedPrice(1290)).toBe("12.90 AZN");
    expect(feedPrice(123450)).toBe("1234.50 AZN");
    expect(feedPrice(5)).toBe("0.05 AZN");
  });

  it("gives one line per size grouped by the product, the old price as price and the selling price as sale price", () => {
    const items = feedItems(ORIGIN, "az", product(), NOW);
    expect(items.map((i) => [i.id, i.itemGroupId, i.size, i.inStock, i.price, i.salePrice])).toEqual([
      ["12-101", "12", "S", true, "59.90 AZN", "47.92 AZN"],
      ["12-102", "12", "M", false, "59.90 AZN", "47.92 AZN"],
    ]);
    expect(items[0]!.link).toBe("https://shop.example.az/az/white-linen-shirt");
    expect(items[0]!.imageLink).toBe("https://shop.example.az/img/orig/gen/p/shirt/white/front.png");
    expect(items[0]!.additionalImageLinks).toEqual(["https://shop.example.az/img/orig/gen/p/shirt/white/back.png"]);
    expect(items[0]!.productType).toBe("Men > Shirts > Linen shirts");
    expect(items[0]!.mpn).toBe("SH-12-S");
  });

  it("writes a product without sizes as one line without a group, and its price alone when not reduced", () => {
    const [item, ...more] = feedItems(ORIGIN, "en", product({ variants: [{ id: 7, size: "", price: 1500, priceOld: null, inStock: true }] }), NOW);
    expect(more).toEqual([]);
    expect([item!.id, item!.itemGroupId, item!.size, item!.price, item!.salePrice]).toEqual(["12", null, null, "15.00 AZN", null]);
  });

  it("dates a limited-time offer's sale price from now to its end", () => {
    const [item] = feedItems(ORIGIN, "en", product({ offerEnds: "2026-03-04T16:00:00.000Z" }), NOW);
    expect(item!.saleEffective).toBe("2026-03-01T10:00Z/2026-03-04T16:00Z");
  });

  it("leaves out a product without a picture and cuts a long title to 150 characters", () => {
    expect(feedItems(ORIGIN, "en", product({ images: [] }), NOW)).toEqual([]);
    const long = "Linen ".repeat(40);
    const [item] = feedItems(ORIGIN, "en", product({ title: long }), NOW);
    expect([...item!.title].length).toBeLessThanOrEqual(150);
    expect(cut("short", 150)).toBe("short");
  });

  it("quotes CSV fields and keeps a leading formula sign as text", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("two\nlines")).toBe("two lines");
  });
});

describe("whole feeds against the services' rules", () => {
  const chunks = [
    [product(), product({ id: 13, brand: null, color: null, categoryPath: [], description: "", title: "Cup", variants: [{ id: 9, size: "", price: 1500, priceOld: null, inStock: true }] })],
    [product({ id: 14, images: [] })],
    [product({ id: 15, title: "Ağ köynək ".repeat(30), offerEnds: "2026-03-04T16:00:00.000Z" })],
  ];

  it("Google: RSS 2.0 with every required g: field, streamed chunk after chunk", async () => {
    const { body, asked } = await build("google", "ru", chunks);
    expect(asked).toEqual([1, 2]);
    expect(googleFeedProblems(body)).toEqual([]);
    expect(body.match(/<item>/g)).toHaveLength(5);
    expect(body).toContain("<g:availability>out_of_stock</g:availability>");
    expect(body).toContain("&lt;made&gt; in Baku &amp; sewn");
    expect(body).toContain("<g:identifier_exists>no</g:identifier_exists>");
    expect(body).toContain("<link>https://shop.example.az/ru</link>");
  });

  it("Meta: CSV with its required columns, one row per size", async () => {
    const { body } = await build("meta", "en", chunks);
    expect(metaFeedProblems(body)).toEqual([]);
    const rows = parseCsv(body);
    expect(rows).toHaveLength(6);
    const header = rows[0]!;
    const cup = rows.find((r) => r[0] === "13")!;
    expect(cup[header.indexOf("brand")]).toBe("Bazaar");
    expect(cup[header.indexOf("availability")]).toBe("in stock");
    expect(cup[header.indexOf("description")]).toBe("Cup");
  });

  it("the rules catch what the services refuse", () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>x</title>\n<link>https://a.az/</link>\n<description>x</description>\n<item><g:id>1</g:id><g:title>t</g:title><g:description>d</g:description><g:link>http://a.az/p</g:link><g:image_link>/img/1.png</g:image_link><g:availability>in stock</g:availability><g:price>12.9 AZN</g:price><g:sale_price>13.00 AZN</g:sale_price><g:condition>new</g:condition><g:size>M</g:size></item>\n</channel>\n</rss>\n`;
    expect(googleFeedProblems(broken)).toEqual([
      "item 1: link is not an absolute https URL: http://a.az/p",
      "item 1: image_link is not an absolute https URL: /img/1.png",
      "item 1: availability is not one of in_stock, out_of_stock, preorder, backorder: in stock",
      "item 1: price is not written like 12.90 AZN: 12.9 AZN",
      "item 1: item_group_id is missing on a size",
      "item 1: brand is missing (or identifier_exists no)",
    ]);
    expect(metaFeedProblems("id,title\n1,t\n")).toContain("feed: no price column");
  });

  it("ends the stream with an error when the API fails half-way (never a short feed)", async () => {
    const [first] = pages([product()], [product({ id: 13 })]);
    const stream = streamFeed(feedWriter("google", ORIGIN, "en", texts, NOW), first!, async () => {
      throw new Error("api down");
    });
    await expect(text(stream)).rejects.toThrow("api down");
  });
});
