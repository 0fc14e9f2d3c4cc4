// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogCategories } from "./blog";
import { employmentTypes, jobTypes, salaryUnits } from "./careers";
import { coverPaletteNames } from "./covers";
import { iconNames } from "./icons";
import { portfolioTags } from "./portfolio";
import { portraitParts } from "./portraits";

/** content/README.md's "Allowed values" table: field → the values it lists. */
const readme = readFileSync("content/README.md", "utf8");
const table = new Map(
  [...readme.slice(readme.indexOf("## Allowed values")).matchAll(/^\| ([^|]+) \| ([^|]+) \| `\w+`, `[^`]+` \|$/gm)].map(
    ([, field, values]) => [field!.trim(), values!.split(",").map((value) => value.trim())],
  ),
);

describe("content/README.md", () => {
  it("lists each allowed value of the code, in the code's order, and nothing else", () => {
    const sources: Record<string, readonly (string | number)[]> = {
      "post `category`": blogCategories,
      "project `category` and `tags`": portfolioTags,
      "job `type`": jobTypes,
      "job `employmentType`": employmentTypes,
      "job salary `unit`": salaryUnits,
      "service `icon`": iconNames,
      "cover palette": coverPaletteNames,
      "portrait `background`": portraitParts.background,
      "portrait `shirt`": portraitParts.shirt,
      "portrait `skin`": portraitParts.skin,
      "portrait `hair`": portraitParts.hair,
      "portrait `hairStyle`": portraitParts.hairStyle,
    };
    expect([...table.keys()], "content/README.md: the rows of the Allowed values table").toEqual(Object.keys(sources));
    for (const [field, values] of Object.entries(sources))
      expect(table.get(field), `content/README.md: the ${field} row, as the code has it`).toEqual([...values]);
  });
});
