import { describe, expect, it } from "vitest";
import { formatTimeLeft, timeLeft } from "./countdown.ts";

describe("countdown", () => {
  const now = Date.parse("2025-03-01T10:00:00Z");

  it("splits the remaining time into days, hours, minutes and seconds", () => {
    const left = timeLeft("2025-03-03T13:04:05Z", now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatTimeLeft(left)).toBe("02:03:04:05");
  });

  it("stops at zero for a past or invalid moment", () => {
    expect(timeLeft("2025-02-01T00:00:00Z", now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(timeLeft("not a date", now).done).toBe(true);
  });

  it("keeps more than 99 days", () => {
    expect(formatTimeLeft(timeLeft(now + 120 * 86400_000, now))).toBe("120:00:00:00");
  });
});
