import { describe, expect, it } from "vitest";
import type { SitemapEntry, SitemapPage } from "../../backend/routing/contract.ts";
import { staticItems, streamPart, urlset } from "./sitemap.build";

const ORIGIN = "https://shop.az";
const entry = (id: number): SitemapEntry => ({ type: "product", id, paths: { az: `/az-${id}`, en: `/en-${id}`, ru: `/ru-${id}` }, lastmod: "2026-01-02" });
/** Answers of 2 entries each, numbered from `from`, the next cursor pointing at the last one. */
const page = (from: number, last = false): SitemapPage => ({
  entries: [entry(from), entry(from + 1)],
  count: null,
  pages: null,
  current: 1,
  limit: 2,
  next: last ? null : `product:${from + 1}`,
});

async function read(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text, chunks };
    chunks += 1;
    text += decoder.decode(value, { stream: true });
  }
}

describe("a streamed sitemap part", () => {
  it("writes the same urlset as a whole build, one answer at a time, each asked after the one before", async () => {
    const asked: string[] = [];
    const stream = streamPart(ORIGIN, page(1), staticItems(), 3, async (after) => {
      asked.push(after);
      return page(Number(after.split(":")[1]) + 1);
    });
    const { text, chunks } = await read(stream);
    // three answers (the first and two more: the part's size), then the closing tag
    expect(asked).toEqual(["product:2", "product:4"]);
    expect(chunks).toBe(4);
    const whole = urlset(ORIGIN, [...staticItems(), ...[1, 2, 3, 4, 5, 6].map((id) => ({ paths: entry(id).paths, lastmod: entry(id).lastmod }))]);
    expect(text).toBe(whole);
  });

  it("stops where the entities end", async () => {
    const asked: string[] = [];
    const { text } = await read(streamPart(ORIGIN, page(1), [], 10, async (after) => (asked.push(after), page(3, true))));
    expect(asked).toEqual(["product:2"]);
    expect(text.match(/<loc>/g)).toHaveLength(4 * 3);
    expect(text.endsWith("</urlset>\n")).toBe(true);
  });

  it("ends with an error, not a short sitemap, when an answer fails half-way", async () => {
    const stream = streamPart(ORIGIN, page(1), [], 5, async () => {
      throw new Error("database away");
    });
    await expect(read(stream)).rejects.toThrow("database away");
  });
});
