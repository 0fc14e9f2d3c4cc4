import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

/** The accordion reads the address's #fragment, so it is rendered inside a router. */
const at = (element: ReactElement, url = "/faq") => (
  <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
);

const items = [
  { question: "Sign up for free", answer: "Create your account." },
  { question: "Make a money plan", answer: "Link your accounts." },
  { question: "Enjoy less stress", answer: "Stay on track." },
] as const;

const trigger = (name: string) => screen.getByRole("button", { name });

describe("<Accordion>", () => {
  it("opens the first item by default and ties each trigger to its labelled region", () => {
    render(at(<Accordion items={items} idPrefix="t" />));
    expect(trigger("Sign up for free")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Make a money plan")).toHaveAttribute("aria-expanded", "false");
    const region = screen.getByRole("region", { name: "Sign up for free" });
    expect(region).toHaveTextContent("Create your account.");
    expect(trigger("Sign up for free")).toHaveAttribute("aria-controls", region.id);
    // Closed panels are hidden, so only the open one is exposed as a region.
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByText("Link your accounts.")).not.toBeVisible();
  });

  it("puts each trigger inside a heading of the requested level", () => {
    render(at(<Accordion items={items} idPrefix="t" headingLevel="h4" />));
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });

  it("keeps only one item open at a time, and the open one can be closed", async () => {
    const user = userEvent.setup();
    render(at(<Accordion items={items} idPrefix="t" />));
    await user.click(trigger("Make a money plan"));
    expect(trigger("Make a money plan")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Sign up for free")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Link your accounts.")).toBeVisible();
    expect(screen.getByText("Create your account.")).not.toBeVisible();

    await user.click(trigger("Make a money plan"));
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    render(at(<Accordion items={items} idPrefix="t" />));
    await user.tab();
    expect(trigger("Sign up for free")).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(trigger("Enjoy less stress")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger("Enjoy less stress")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(trigger("Enjoy less stress")).toHaveAttribute("aria-expanded", "false");
  });

  it("can start with everything closed", () => {
    render(at(<Accordion items={items} idPrefix="t" defaultOpen={null} />));
    for (const item of items)
      expect(trigger(item.question)).toHaveAttribute("aria-expanded", "false");
  });

  it("prerenders every answer, marking closed ones for the no-JavaScript stylesheet", () => {
    const html = renderToString(at(<Accordion items={items} idPrefix="t" />));
    for (const item of items) expect(html).toContain(item.answer);
    expect(html.match(/data-noscript-reveal/g)).toHaveLength(2);
    // Not the hidden attribute: the no-JavaScript stylesheet could not override it (see the component).
    expect(html).not.toMatch(/\shidden=/);
    expect(html.match(/class="accordion-panel hidden"/g)).toHaveLength(2);
  });

  it("opens the answer a link names, on arrival and when the page is already open", async () => {
    const user = userEvent.setup();
    render(
      at(
        <>
          <Link to="#t-q-1">second question</Link>
          <Accordion items={items} idPrefix="t" />
        </>,
        "/faq#t-q-2",
      ),
    );
    expect(trigger("Enjoy less stress")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Sign up for free")).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("link", { name: "second question" }));
    expect(trigger("Make a money plan")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Enjoy less stress")).toHaveAttribute("aria-expanded", "false");
  });
});
