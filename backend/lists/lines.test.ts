import { describe, expect, it } from "vitest";
import { LIST_LIMITS } from "./contract.ts";
import { addLine, lineMax, mergeCart, readCartInput, readIdsInput, readWishInput, setLineQty, type LineRef } from "./lines.ts";

const same = (l: LineRef) => l;

describe("reading untrusted lists", () => {
  it("keeps valid cart items, drops bad ones and ignores extra fields", () => {
    const cart = readCartInput([
      { id: 5, size: "M", option: 0, qty: 2, price: 1, total: 1 },
      { id: "6", size: " L ", qty: "3" },
      { id: 7, size: "S", option: 0, qty: -4 },
      { id: 0, size: "S", qty: 1 },
      { id: 8, size: "x".repeat(40), qty: 1 },
      { id: 9, size: "S", qty: 1.5 },
      "junk",
      null,
      { id: 5, size: "M", option: 0, qty: 1 },
    ]);
    expect(cart).toEqual([
      { id: 5, size: "M", option: 0, qty: 3 },
      { id: 6, size: "L", option: 0, qty: 3 },
    ]);
  });

  it("reads a JSON text and answers empty for junk", () => {
    expect(readCartInput(JSON.stringify([{ id: 1, size: "", option: 0, qty: 1 }]))).toEqual([{ id: 1, size: "", option: 0, qty: 1 }]);
    expect(readCartInput("x".repeat(10_240))).toEqual([]);
    expect(readCartInput({ id: 1 })).toEqual([]);
    expect(readCartInput(undefined)).toEqual([]);
  });

  it("caps the number of lines", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, size: "", option: 0, qty: 1 }));
    expect(readCartInput(many)).toHaveLength(40);
  });

  it("reads wishlists (one per product) and compare ids", () => {
    expect(readWishInput([{ id: 1, size: "M" }, { id: 1, size: "S" }, { id: -1 }, { id: 2 }])).toEqual([
      { id: 1, size: "M", option: 0 },
      { id: 2, size: "", option: 0 },
    ]);
    expect(readIdsInput([3, "4", { id: 5 }, 3, -1, "x", true, 2.5])).toEqual([3, 4, 5]);
    expect(readIdsInput(Array.from({ length: 30 }, (_, i) => i + 1))).toHaveLength(12);
  });
});

describe("adding to a cart", () => {
  const stock = { stock: 3, singleSell: false };

  it("merges the quantity when product, size and option match", () => {
    let lines: LineRef[] = [];
    const first = addLine(lines, { id: 1, size: "M", option: 0, qty: 1 }, stock, same);
    expect(first.ok).toBe(true);
    lines = first.ok ? first.lines : lines;
    const second = addLine(lines, { id: 1, size: "M", option: 0, qty: 1 }, stock, same);
    expect(second).toEqual({ ok: true, lines: [{ id: 1, size: "M", option: 0, qty: 2 }] });
    const other = addLine(second.ok ? second.lines : [], { id: 1, size: "L", option: 0, qty: 1 }, stock, same);
    expect(other.ok && other.lines).toEqual([
      { id: 1, size: "M", option: 0, qty: 2 },
      { id: 1, size: "L", option: 0, qty: 1 },
    ]);
  });

  it("refuses more than the stock of the size (options of one size share it)", () => {
    const lines = [{ id: 1, size: "M", option: 0, qty: 3 }];
    expect(addLine(lines, { id: 1, size: "M", option: 0, qty: 1 }, stock, same)).toEqual({ ok: false, error: "noStock" });
    const sets = [{ id: 1, size: "L", option: 10, qty: 2 }];
    expect(addLine(sets, { id: 1, size: "L", option: 11, qty: 2 }, stock, same)).toEqual({ ok: false, error: "noStock" });
    expect(addLine(sets, { id: 1, size: "L", option: 11, qty: 1 }, stock, same).ok).toBe(true);
    expect(addLine([], { id: 2, size: "", option: 0, qty: 1 }, { stock: 0, singleSell: false }, same)).toEqual({ ok: false, error: "noStock" });
  });

  it("allows one unit of a single-sell product", () => {
    const single = { stock: 5, singleSell: true };
    const once = addLine([], { id: 3, size: "S", option: 0, qty: 1 }, single, same);
    expect(once.ok).toBe(true);
    expect(addLine(once.ok ? once.lines : [], { id: 3, size: "M", option: 0, qty: 1 }, single, same)).toEqual({ ok: false, error: "noStock" });
    expect(addLine([], { id: 3, size: "S", option: 0, qty: 2 }, single, same)).toEqual({ ok: false, error: "noStock" });
  });

  it("refuses a new line in a full cart and a bad quantity", () => {
    const full = Array.from({ length: 40 }, (_, i) => ({ id: i + 100, size: "", option: 0, qty: 1 }));
    expect(addLine(full, { id: 1, size: "", option: 0, qty: 1 }, stock, same)).toEqual({ ok: false, error: "cartFull" });
    expect(addLine(full, { id: 100, size: "", option: 0, qty: 1 }, stock, same).ok).toBe(true);
    expect(addLine([], { id: 1, size: "", option: 0, qty: 0 }, stock, same)).toEqual({ ok: false, error: "invalid" });
  });
});

describe("changing a quantity", () => {
  const lines = [
    { id: 1, size: "M", option: 0, qty: 1 },
    { id: 2, size: "", option: 0, qty: 2 },
  ];
  it("sets 1 … stock", () => {
    expect(setLineQty(lines, { id: 1, size: "M", option: 0 }, 3, { stock: 3, singleSell: false })).toEqual({
      ok: true,
      lines: [{ id: 1, size: "M", option: 0, qty: 3 }, lines[1]],
    });
    expect(setLineQty(lines, { id: 1, size: "M", option: 0 }, 4, { stock: 3, singleSell: false })).toEqual({ ok: false, error: "noStock" });
    expect(setLineQty(lines, { id: 1, size: "M", option: 0 }, 0, { stock: 3, singleSell: false })).toEqual({ ok: false, error: "invalid" });
    expect(setLineQty(lines, { id: 9, size: "M", option: 0 }, 1, { stock: 3, singleSell: false })).toEqual({ ok: false, error: "invalid" });
  });
  it("knows a line's max", () => {
    const shared = [
      { id: 1, size: "L", option: 10, qty: 2 },
      { id: 1, size: "L", option: 11, qty: 1 },
    ];
    expect(lineMax(shared, { id: 1, size: "L", option: 11 }, { stock: 5, singleSell: false })).toBe(3);
    expect(lineMax(shared, { id: 1, size: "L", option: 11 }, { stock: 1, singleSell: false })).toBe(0);
  });
});

describe("merging a guest cart", () => {
  it("adds up equal lines capped by stock, keeps everything else, never lowers what the customer had", () => {
    const stocks: Record<string, { stock: number; singleSell: boolean }> = {
      "1:M": { stock: 3, singleSell: false },
      "2:": { stock: 10, singleSell: false },
      "3:S": { stock: 0, singleSell: false },
      "4:L": { stock: 1, singleSell: false },
    };
    const server = [
      { id: 1, size: "M", option: 0, qty: 2 },
      { id: 4, size: "L", option: 0, qty: 2 },
    ];
    const guest = [
      { id: 1, size: "M", option: 0, qty: 2 },
      { id: 2, size: "", option: 0, qty: 4 },
      { id: 3, size: "S", option: 0, qty: 1 },
      { id: 4, size: "L", option: 0, qty: 1 },
      { id: 5, size: "", option: 0, qty: 1 },
    ];
    const merged = mergeCart(server, guest, (id, size) => stocks[`${id}:${size}`] ?? null, same);
    expect(merged.lines).toEqual([
      { id: 1, size: "M", option: 0, qty: 3 },
      { id: 4, size: "L", option: 0, qty: 2 },
      { id: 2, size: "", option: 0, qty: 4 },
      { id: 3, size: "S", option: 0, qty: 1 },
    ]);
    // what could not be taken in full is reported: the shopper is told after sign-in
    expect(merged.cuts).toEqual([
      { id: 1, size: "M", option: 0, asked: 4, qty: 3, reason: "stock" },
      { id: 3, size: "S", option: 0, asked: 1, qty: 0, reason: "soldOut" },
      { id: 4, size: "L", option: 0, asked: 3, qty: 1, reason: "stock" },
    ]);
  });

  it("caps a merged line at the per-line limit and reports lines a full cart leaves out", () => {
    const stock = () => ({ stock: 50, singleSell: false });
    const capped = mergeCart([{ id: 1, size: "M", option: 0, qty: 6 }], [{ id: 1, size: "M", option: 0, qty: 7 }], stock, same, 10);
    expect(capped.lines).toEqual([{ id: 1, size: "M", option: 0, qty: 10 }]);
    expect(capped.cuts).toEqual([{ id: 1, size: "M", option: 0, asked: 13, qty: 10, reason: "lineLimit" }]);
    // within both caps: nothing to report
    expect(mergeCart([], [{ id: 1, size: "M", option: 0, qty: 10 }], stock, same, 10).cuts).toEqual([]);

    const full = Array.from({ length: LIST_LIMITS.cartLines }, (_, i) => ({ id: 100 + i, size: "", option: 0, qty: 1 }));
    const merged = mergeCart(full, [{ id: 1, size: "M", option: 0, qty: 2 }], stock, same, 10);
    expect(merged.lines).toHaveLength(LIST_LIMITS.cartLines);
    expect(merged.cuts).toEqual([{ id: 1, size: "M", option: 0, asked: 2, qty: 0, reason: "cartFull" }]);
  });
});
