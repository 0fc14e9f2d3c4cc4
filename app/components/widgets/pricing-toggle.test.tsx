import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { billingCopy, financePlans, saasPlans } from "~/content/pricing";
import type { PricingPlan } from "~/content/types";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { PricingPlans } from "./pricing-toggle";

/** The words the pricing page's loader sends (English). */
const WithWords = ({ children }: { children: ReactNode }) => (
  <ItemWordsProvider words={itemWords("en", "pricing")}>{children}</ItemWordsProvider>
);

function renderPlans(plans: readonly PricingPlan[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <WithWords>
          <PricingPlans plans={plans} />
        </WithWords>
      ),
    },
  ]);
  return render(<Stub />);
}

const card = (name: string) => screen.getByRole("article", { name });
const priceOf = (name: string) => within(card(name)).getByText(/^\$\d+$/).textContent;

describe("<PricingPlans>", () => {
  it("is a switch named by its caption for on (annual billing), off (monthly) at first", async () => {
    renderPlans(financePlans);
    const toggle = await screen.findByRole("switch", { name: billingCopy.annually.caption });
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("shows the monthly finance prices and label, then flips every price and label", async () => {
    const user = userEvent.setup();
    renderPlans(financePlans);
    await screen.findByRole("switch");
    expect([priceOf("Basic"), priceOf("Standard"), priceOf("Enterprise")]).toEqual([
      "$39",
      "$69",
      "$99",
    ]);
    expect(screen.getAllByText(billingCopy.monthly.label)).toHaveLength(3);

    await user.click(screen.getByRole("switch"));
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    expect([priceOf("Basic"), priceOf("Standard"), priceOf("Enterprise")]).toEqual([
      "$19",
      "$49",
      "$89",
    ]);
    expect(screen.getAllByText(billingCopy.annually.label)).toHaveLength(3);
    expect(screen.queryByText(billingCopy.monthly.label)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(billingCopy.annually.label.toLowerCase());
  });

  it("flips with the keyboard", async () => {
    const user = userEvent.setup();
    renderPlans(saasPlans);
    await screen.findByRole("switch");
    await user.tab();
    expect(screen.getByRole("switch")).toHaveFocus();
    await user.keyboard(" ");
    expect([priceOf("Free"), priceOf("Basic"), priceOf("Standard"), priceOf("Enterprise")]).toEqual(
      ["$0", "$19", "$29", "$59"],
    );
    await user.keyboard("{Enter}");
    expect([priceOf("Free"), priceOf("Basic"), priceOf("Standard"), priceOf("Enterprise")]).toEqual(
      ["$19", "$39", "$59", "$99"],
    );
  });

  it("lists each plan's features, including the contact limits", async () => {
    renderPlans(financePlans);
    await screen.findByRole("switch");
    // The words are content's (app/content/pricing.ts; content.test.ts holds the spec's).
    for (const plan of financePlans)
      for (const feature of plan.features)
        expect(within(card(plan.name)).getByText(feature)).toBeInTheDocument();
    expect(within(card("Standard")).getByText("Most popular")).toBeInTheDocument();
    expect(within(card("Basic")).getByRole("link", { name: /Choose Basic/ })).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });

  it("prerenders the monthly prices", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <WithWords>
            <PricingPlans plans={financePlans} />
          </WithWords>
        ),
      },
    ]);
    const html = renderToString(<Stub />);
    for (const price of ["$39", "$69", "$99"]) expect(html).toContain(`>${price}<`);
    expect(html).toContain('aria-checked="false"');
  });
});
