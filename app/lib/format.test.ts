import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("writes ISO dates the way en-US readers expect", () => {
    expect(formatDate("2026-10-28", "en")).toBe("October 28, 2026");
    expect(formatDate("2026-01-05", "en")).toBe("January 5, 2026");
    expect(formatDate("2025-12-31", "en")).toBe("December 31, 2025");
  });

  it("writes them the way German readers expect on German pages", () => {
    expect(formatDate("2026-10-28", "de")).toBe("28. Oktober 2026");
    expect(formatDate("2026-03-05", "de")).toBe("5. März 2026");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("2026-13-01", "en")).toThrow(/not an ISO date/);
    expect(() => formatDate("28/10/2026", "en")).toThrow(/not an ISO date/);
  });
});
