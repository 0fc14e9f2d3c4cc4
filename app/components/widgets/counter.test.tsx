import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { crmCounters } from "~/content/counters";
import { AnimatedCounter, COUNT_UP_MS, countUpValue } from "./counter";

const [satisfaction, faster] = crmCounters;

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: Callback[] = [];

class FakeObserver {
  constructor(private callback: Callback) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
}

function mockMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));
}

const display = () => document.querySelector("[data-counter-display]")!;
const enterView = () => act(() => observed.forEach((cb) => cb([{ isIntersecting: true }])));

describe("countUpValue", () => {
  it("starts at 0 and ends exactly on the final value, decimals included", () => {
    expect(countUpValue(faster, 0)).toBe(0);
    expect(countUpValue(faster, COUNT_UP_MS)).toBe(3.5);
    expect(countUpValue(faster, COUNT_UP_MS * 2)).toBe(3.5);
    expect(countUpValue(satisfaction, COUNT_UP_MS)).toBe(99);
  });

  it("rises steadily and never passes the final value", () => {
    let last = -1;
    for (let t = 0; t <= COUNT_UP_MS; t += 250) {
      const v = countUpValue(faster, t);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(3.5);
      last = v;
    }
  });
});

describe("<AnimatedCounter>", () => {
  beforeEach(() => {
    observed = [];
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("prerenders the final value", () => {
    const html = renderToString(<AnimatedCounter counter={faster} />);
    expect(html.match(/3\.5x/g)).toHaveLength(2);
  });

  it("shows the final value until it scrolls into view, then counts up from 0 over 5 seconds, once", () => {
    mockMotion(false);
    render(<AnimatedCounter counter={faster} />);
    expect(display()).toHaveTextContent("3.5x");

    enterView();
    act(() => vi.advanceTimersByTime(50));
    const early = Number.parseFloat(display().textContent!);
    expect(early).toBeLessThan(3.5);

    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 2));
    const middle = Number.parseFloat(display().textContent!);
    expect(middle).toBeGreaterThan(early);
    expect(middle).toBeLessThan(3.5);

    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(display()).toHaveTextContent("3.5x");
    expect(observed).toHaveLength(1);
  });

  it("gives assistive technology only the final value", () => {
    mockMotion(false);
    render(<AnimatedCounter counter={satisfaction} />);
    enterView();
    act(() => vi.advanceTimersByTime(1000));
    expect(display()).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("99%", { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("stays still under reduced motion", () => {
    mockMotion(true);
    render(<AnimatedCounter counter={satisfaction} />);
    expect(observed).toHaveLength(0);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(display()).toHaveTextContent("99%");
  });
});
