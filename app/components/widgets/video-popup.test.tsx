import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { embedUrl, VideoPopup } from "./video-popup";

// jsdom has no modal dialog: a minimal stand-in with the parts the widget relies on.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const setup = (variant: "button" | "round" = "button") => {
  const user = userEvent.setup();
  render(<VideoPopup videoId="aqz-KE-bpKQ" title="Finlo in two minutes" variant={variant} closeLabel="Close video" />);
  return user;
};

const frame = () => document.querySelector("iframe");

describe("<VideoPopup>", () => {
  it("loads nothing from the video host until opened", () => {
    const html = renderToString(<VideoPopup videoId="aqz-KE-bpKQ" title="Finlo in two minutes" closeLabel="Close video" />);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube");
    setup();
    expect(frame()).toBeNull();
  });

  it("opens a labelled dialog with the privacy-enhanced player", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Watch A Demo" }));
    const dialog = screen.getByRole("dialog", { name: "Finlo in two minutes" });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByTitle("Finlo in two minutes")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0",
    );
  });

  it("closes with the close button, removes the player and returns focus", async () => {
    const user = setup();
    const trigger = screen.getByRole("button", { name: "Watch A Demo" });
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close video" }));
    expect(frame()).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes on a backdrop click but not on a click inside", async () => {
    const user = setup("round");
    const trigger = screen.getByRole("button", { name: "Watch A Demo" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog");
    fireEvent.click(screen.getByRole("heading", { name: "Finlo in two minutes" }));
    expect(frame()).not.toBeNull();
    fireEvent.click(dialog);
    expect(frame()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("can be opened again after closing", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Watch A Demo" }));
    await user.click(screen.getByRole("button", { name: "Close video" }));
    await user.click(screen.getByRole("button", { name: "Watch A Demo" }));
    expect(frame()).not.toBeNull();
  });

  it("builds the embed address from the id", () => {
    expect(embedUrl("a b")).toBe("https://www.youtube-nocookie.com/embed/a%20b?autoplay=1&rel=0");
  });
});
