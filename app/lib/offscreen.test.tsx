import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePausedOffscreen } from "./offscreen";

/** An IntersectionObserver the test drives: `report(false)` says the element left the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

function Moving() {
  const ref = usePausedOffscreen<HTMLDivElement>();
  return <div ref={ref} data-testid="moving" />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe("usePausedOffscreen", () => {
  it("pauses the animation off screen and lets it run again on screen", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Moving />);
    const moving = screen.getByTestId("moving");
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([moving]);

    observer.report(false);
    expect(moving.style.animationPlayState).toBe("paused");
    observer.report(true);
    // Cleared, not "running": a class that pauses it on hover keeps working.
    expect(moving.style.animationPlayState).toBe("");
    expect(moving.getAttribute("style") ?? "").not.toContain("running");
  });

  it("lets go of the element when it unmounts, and leaves it running", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { unmount } = render(<Moving />);
    const moving = screen.getByTestId("moving");
    const observer = FakeObserver.last!;
    observer.report(false);
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(moving.style.animationPlayState).toBe("");
  });

  it("leaves the animation alone where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Moving />);
    expect(screen.getByTestId("moving").style.animationPlayState).toBe("");
  });
});
