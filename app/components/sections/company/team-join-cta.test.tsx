import { describe, expect, it } from "vitest";
import { band } from "./team-join-cta";

const people = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("the join band's portraits", () => {
  it("fill whole rows of three, two rows at most, whatever the size of the team", () => {
    for (const [team, shown] of [
      [3, 3],
      [4, 3],
      [5, 3],
      [6, 6],
      [7, 6],
      [8, 6],
      [40, 6],
    ] as const)
      expect(band(people(team)), `${team} people`).toEqual(people(shown));
  });

  it("show everyone in a team of one or two", () => {
    expect(band(people(0))).toEqual([]);
    expect(band(people(2))).toEqual([0, 1]);
  });
});
