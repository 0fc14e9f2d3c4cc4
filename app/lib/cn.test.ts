import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("drops falsy parts and joins the rest", () => {
    expect(cn("a", false, undefined, null, "b", { c: true, d: false }, ["e", 0 && "f"])).toBe("a b c e");
  });
});
