import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("drops falsy parts and joins the rest", () => {
    expect(cn("a", false, undefined, null, "b", { c: true, d: false })).toBe("a b c");
  });
  it("lets the later Tailwind utility win when two set the same property", () => {
    expect(cn("px-4 text-ink", "px-2")).toBe("text-ink px-2");
    expect(cn("bg-violet", "bg-ink")).toBe("bg-ink");
  });
});
