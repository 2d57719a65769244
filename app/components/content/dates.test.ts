import { describe, expect, it } from "vitest";
import { formatArticleDate, formatDateTime, isoDate } from "./dates";

describe("shop dates (Asia/Baku, UTC+4)", () => {
  it("formats reviews as d.m.Y H:i", () => {
    expect(formatDateTime("2024-03-05T10:07:00Z")).toBe("05.03.2024 14:07");
    expect(formatDateTime("2024-12-31T21:30:00Z")).toBe("01.01.2025 01:30");
  });
  it("formats articles as d M Y in each language", () => {
    expect(formatArticleDate("2024-03-05T10:00:00Z", "en")).toBe("05 Mar 2024");
    expect(formatArticleDate("2024-06-05T10:00:00Z", "az")).toBe("05 İyn 2024");
    expect(formatArticleDate("2024-05-05T10:00:00Z", "ru")).toBe("05 мая 2024");
    expect(isoDate("2024-03-05T22:00:00Z")).toBe("2024-03-06");
  });
  it("answers an empty string for a broken date", () => {
    expect(formatDateTime("nope")).toBe("");
  });
});
