import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink, samePath } from "./link";

describe("Link", () => {
  it("is a plain anchor, with no router attributes", () => {
    render(
      <Link to="/pricing" className="x">
        Pricing
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveClass("x");
    expect(link).not.toHaveAttribute("data-discover");
    expect(link).not.toHaveAttribute("data-reload");
  });

  it("marks links that must load from the server", () => {
    render(
      <Link to="/" reloadDocument>
        Home
      </Link>,
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("data-reload", "");
  });
});

describe("NavLink", () => {
  it("says aria-current=page only on the link to the page being shown", async () => {
    const Page = () => (
      <nav>
        <NavLink to="/about-us" className={({ isActive }) => (isActive ? "on" : "off")}>
          About
        </NavLink>
        <NavLink to="/pricing">Pricing</NavLink>
      </nav>
    );
    const Stub = createRoutesStub([{ path: "*", Component: Page }]);
    render(<Stub initialEntries={["/about-us/"]} />);
    const about = await screen.findByRole("link", { name: "About" });
    expect(about).toHaveAttribute("aria-current", "page");
    expect(about).toHaveClass("on");
    expect(screen.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current");
  });
});

describe("samePath", () => {
  it("ignores a trailing slash and case, and nothing else", () => {
    expect(samePath("/about-us/", "/about-us")).toBe(true);
    expect(samePath("/About-Us", "/about-us")).toBe(true);
    expect(samePath("/", "/")).toBe(true);
    expect(samePath("/", "")).toBe(true);
    expect(samePath("/blog", "/blog-column-one")).toBe(false);
    expect(samePath("/team", "/single-team")).toBe(false);
  });
});
