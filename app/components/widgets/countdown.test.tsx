import { act, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown, endOfYear, timeLeft } from "./countdown";

/** On a page at `path` (its address gives the page's language). */
const at = (node: ReactNode, path = "/coming-soon") => (
  <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
);

const values = () =>
  within(screen.getByRole("timer", { name: "Time left until launch" }))
    .getAllByRole("definition")
    .map((dd) => dd.textContent);

describe("endOfYear", () => {
  it("is 31 December 23:59:59 of the given date's year, local time", () => {
    const end = endOfYear(new Date(2031, 4, 17, 8, 30));
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2031, 11, 31]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 0,
    ]);
  });
});

describe("timeLeft", () => {
  const target = new Date(2030, 11, 31, 23, 59, 59).getTime();

  it("splits the remaining time into days, hours, minutes and seconds", () => {
    const now = target - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(timeLeft(now, target)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it("rounds a part-second up, so it reads zero only when the target arrives", () => {
    expect(timeLeft(target - 1500, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(timeLeft(target - 1, target).seconds).toBe(1);
    expect(timeLeft(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("never goes negative after the target", () => {
    expect(timeLeft(target + 86_400_000, target)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe("<Countdown>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("prerenders a neutral placeholder, not the build machine's time", () => {
    vi.setSystemTime(new Date(2030, 0, 1, 12, 0, 0));
    const html = renderToString(at(<Countdown />));
    expect(html.match(/<dd[^>]*>--<\/dd>/g)).toHaveLength(4);
    expect(html).toContain('aria-busy="true"');
  });

  it("labels each number with its unit and shows the real values at once", () => {
    vi.setSystemTime(new Date(2030, 11, 30, 22, 58, 57));
    render(at(<Countdown />));
    const timer = screen.getByRole("timer", { name: "Time left until launch" });
    expect(
      within(timer)
        .getAllByRole("term")
        .map((dt) => dt.textContent),
    ).toEqual(["days", "hours", "minutes", "seconds"]);
    // 1 day, 1 hour, 1 minute and 2 seconds before 31 December 23:59:59.
    expect(values()).toEqual(["01", "01", "01", "02"]);
    expect(timer).not.toHaveAttribute("aria-busy");
    // A timer is a live region that is off: ticks are never announced.
    expect(timer).toHaveAttribute("aria-live", "off");
  });

  it("names the units in the page's language", () => {
    vi.setSystemTime(new Date(2030, 11, 30, 22, 58, 57));
    const html = renderToString(at(<Countdown label="Zeit bis zum Start" />, "/de/coming-soon"));
    expect([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])).toEqual([
      "Tage",
      "Stunden",
      "Minuten",
      "Sekunden",
    ]);
  });

  it("ticks every second", () => {
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 0));
    render(at(<Countdown />));
    expect(values()).toEqual(["00", "00", "00", "59"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["00", "00", "00", "58"]);
    act(() => vi.advanceTimersByTime(3000));
    expect(values()).toEqual(["00", "00", "00", "55"]);
  });

  it("stops at zero, logs the finished flag once and schedules nothing more", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 56, 400));
    render(at(<Countdown />));
    expect(values()).toEqual(["00", "00", "00", "03"]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(debug).toHaveBeenCalledTimes(1);
    debug.mockRestore();
  });

  it("shows zero and does not count into next year when opened after the target", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 59, 500));
    render(at(<Countdown />));
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(debug).toHaveBeenCalledTimes(1);
    debug.mockRestore();
  });

  it("stops its timer when it leaves the page", () => {
    vi.setSystemTime(new Date(2030, 5, 1));
    const { unmount } = render(at(<Countdown />));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
