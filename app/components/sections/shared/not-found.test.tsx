import { describe, expect, it } from "vitest";
import { wordsOfAddress } from "./not-found";

describe("the words of a missing address", () => {
  it("are its last part, in either language, its separators as spaces", () => {
    expect(wordsOfAddress("/blog/runway-mathe")).toBe("runway mathe");
    expect(wordsOfAddress("/de/team/hana_sato.html")).toBe("hana sato");
    expect(wordsOfAddress("/career/senior+designer/")).toBe("senior designer");
    expect(wordsOfAddress("/blog/%C3%BCber-budgets")).toBe("über budgets");
  });

  it("are nothing when the address has no words to search for", () => {
    expect(wordsOfAddress("/")).toBe("");
    expect(wordsOfAddress("/de")).toBe("");
    expect(wordsOfAddress("/blog/2024/10")).toBe("");
    // A malformed escape is kept as typed rather than failing the page.
    expect(wordsOfAddress("/blog/100%-sure")).toBe("100% sure");
  });
});
