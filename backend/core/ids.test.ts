import { describe, expect, it } from "vitest";
import { MAX_ID, pathId, readId } from "./ids.ts";

describe("row ids (1..2147483647, the integer column's range)", () => {
  it("reads an id from a number or its digits", () => {
    expect(readId("1")).toBe(1);
    expect(readId(" 42 ")).toBe(42);
    expect(readId(7)).toBe(7);
    expect(readId("2147483647")).toBe(MAX_ID);
    expect(readId("1000000000")).toBe(1_000_000_000);
  });

  it.each([["2147483648"], [2147483648], ["99999999999999999999"], ["0"], [0], ["-1"], [-1], ["1.5"], [1.5], ["1e3"], ["abc"], [""], ["0x10"], [null], [undefined], [true], [[1]], [{}], [Number.NaN]])(
    "names no row with %j",
    (raw) => {
      expect(readId(raw)).toBeNull();
    },
  );

  it("turns a path parameter that names no row into 0 (no row's id)", () => {
    expect(pathId("12")).toBe(12);
    expect(pathId("2147483648")).toBe(0);
    expect(pathId(undefined)).toBe(0);
  });
});
