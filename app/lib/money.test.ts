import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("uses 2 decimals, a space per thousand and the manat sign", () => {
    expect(formatMoney(123450)).toBe("1 234.50 ₼");
    expect(formatMoney(5)).toBe("0.05 ₼");
    expect(formatMoney(100000000)).toBe("1 000 000.00 ₼");
    expect(formatMoney(-2500)).toBe("-25.00 ₼");
  });
});
