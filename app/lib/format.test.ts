import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("writes ISO dates the way en-US readers expect", () => {
    expect(formatDate("2026-10-28")).toBe("October 28, 2026");
    expect(formatDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("2026-13-01")).toThrow(/not an ISO date/);
    expect(() => formatDate("28/10/2026")).toThrow(/not an ISO date/);
  });
});
