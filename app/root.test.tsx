import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { WithChrome } from "~/lib/chrome-stub";
import { ErrorBoundary } from "./root";

function Thrower(): never {
  throw new Error("The chart data could not be read");
}

describe("router error screen", () => {
  it("shows 'Unexpected Application Error!' with the thrown message", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Thrower, ErrorBoundary: ErrorBoundary as never }]);
    render(
      <WithChrome>
        <Stub initialEntries={["/"]} />
      </WithChrome>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The chart data could not be read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
  });

  it("shows the status of a route error response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(
      <WithChrome>
        <Stub initialEntries={["/"]} />
      </WithChrome>,
    );
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText(/405/)).toBeInTheDocument();
  });
});
