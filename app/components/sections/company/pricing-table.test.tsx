import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { comparisonPlans, comparisonRows } from "~/content/de/pricing";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { PricingTable } from "./pricing-table";

describe("<PricingTable>", () => {
  it("heads its columns in the page's language, the recommended plan's badge too", () => {
    const words = itemWords("de", "pricing");
    render(
      <ItemWordsProvider words={words}>
        <PricingTable title="Vergleich" plans={comparisonPlans} rows={comparisonRows} highlight={1} />
      </ItemWordsProvider>,
    );
    const heads = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(heads[0]).toBe(words.messages["pricing.table.feature"]);
    expect(heads[2]).toBe(`${comparisonPlans[1]} ${words.messages["pricing.plan.mostPopular"]}`);
    expect(heads.join(" ")).not.toMatch(/Feature|Most popular/);
  });
});
