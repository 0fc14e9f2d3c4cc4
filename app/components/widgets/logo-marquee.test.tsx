import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trustedBy } from "~/content/home";
import { LogoMarquee, marqueeSeconds, SLOT_WIDTH } from "./logo-marquee";

describe("<LogoMarquee>", () => {
  it("names each company once for assistive technology and hides the looping copy", () => {
    render(<LogoMarquee companies={trustedBy.companies} label="Trusted by" />);
    const group = screen.getByRole("group", { name: "Trusted by" });
    const lists = group.querySelectorAll("ul");
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute("aria-hidden", "true");
    // Only the first list is in the accessibility tree.
    expect(within(group).getAllByRole("listitem")).toHaveLength(trustedBy.companies.length);
    const [first, copy] = within(group).getAllByText("Lumora");
    expect(first!.closest("[aria-hidden]")).toBeNull();
    expect(copy!.closest("[aria-hidden]")).not.toBeNull();
  });

  it("moves at about 30 px/s: the duration classes match the track width", () => {
    render(<LogoMarquee companies={trustedBy.companies} label="Trusted by" />);
    const track = screen.getByRole("group").firstElementChild!;
    const seconds = (prefix: string) =>
      Number(new RegExp(`${prefix}\\[animation-duration:(\\d+)s\\]`).exec(track.className)?.[1]);
    const count = trustedBy.companies.length;
    expect(seconds("(?:^|\\s)")).toBeCloseTo(marqueeSeconds(count, SLOT_WIDTH.base), -0.5);
    expect(seconds("md:")).toBeCloseTo(marqueeSeconds(count, SLOT_WIDTH.md), -0.5);
    expect(track.className).toContain("animate-marquee");
    expect(track.className).toContain("motion-reduce:animate-none");
    expect(track.className).toContain("hover:[animation-play-state:paused]");
  });
});
