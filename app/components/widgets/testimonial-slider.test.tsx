import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useEffect, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "~/content/testimonials";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { AUTOPLAY_INTERVAL_MS, TestimonialSlider } from "./testimonial-slider";

/** The words the testimonials page's loader sends (English). */
const WithWords = ({ children }: { children: ReactNode }) => (
  <ItemWordsProvider words={itemWords("en", "testimonials")}>{children}</ItemWordsProvider>
);

// The real engine needs layout (jsdom has none); this stand-in records what the slider asks of it.
const fake = vi.hoisted(() => {
  type Handler = () => void;
  const state = { index: 0, handlers: [] as Handler[] };
  const api = {
    scrollNext: vi.fn(() => {
      state.index = (state.index + 1) % 4;
      state.handlers.forEach((h) => h());
    }),
    scrollPrev: vi.fn(() => {
      state.index = (state.index + 3) % 4;
      state.handlers.forEach((h) => h());
    }),
    scrollTo: vi.fn((i: number) => {
      state.index = i;
      state.handlers.forEach((h) => h());
    }),
    selectedScrollSnap: () => state.index,
    on(_event: string, handler: Handler) {
      state.handlers.push(handler);
      return api;
    },
    off() {
      return api;
    },
  };
  return { api, state };
});

vi.mock("./testimonial-slider-engine", () => ({
  default: function Engine({ onReady }: { onReady: (api: unknown) => void }) {
    useEffect(() => onReady(fake.api), [onReady]);
    return null;
  },
}));

function mockMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));
}

/** Jsdom has no layout: report every observed element as on screen right away. */
class VisibleObserver {
  constructor(private callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

async function renderSlider() {
  vi.stubGlobal("IntersectionObserver", VisibleObserver);
  // Only the autoplay interval runs on fake time; promises and the lazy import stay real.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  render(
    <WithWords>
      <TestimonialSlider testimonials={testimonials} />
    </WithWords>,
  );
  // Let the lazily imported engine resolve.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await screen.findByRole("button", { name: "Next testimonial" });
}

describe("<TestimonialSlider>", () => {
  beforeEach(() => {
    fake.state.index = 0;
    fake.state.handlers = [];
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("does not load the carousel engine before the slider nears the screen", async () => {
    mockMotion(false);
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    render(
      <WithWords>
        <TestimonialSlider testimonials={testimonials} />
      </WithWords>,
    );
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(observed).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Next testimonial" })).not.toBeInTheDocument();
  });

  it("prerenders all four slides, labelled n of 4, with the controls hidden until it runs", () => {
    const html = renderToString(
      <WithWords>
        <TestimonialSlider testimonials={testimonials} />
      </WithWords>,
    );
    for (let n = 1; n <= 4; n++) expect(html).toContain(`aria-label="${n} of 4"`);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).not.toContain("embla");
  });

  it("labels the carousel and its slides", async () => {
    mockMotion(true);
    await renderSlider();
    expect(screen.getByRole("region", { name: "Customer testimonials" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    const slides = screen.getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(slides[0]).toHaveAttribute("aria-roledescription", "slide");
  });

  it("autoplays every 6 s (time to read a quote) and pauses with the pause button", async () => {
    mockMotion(false);
    await renderSlider();
    act(() => vi.advanceTimersByTime(5_900));
    expect(fake.api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3 - 5_900));
    expect(AUTOPLAY_INTERVAL_MS).toBe(6000);
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play testimonials" }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 5));
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });

  it("rests while hovered or focused", async () => {
    mockMotion(false);
    await renderSlider();
    const region = screen.getByRole("region");
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 4));
    expect(fake.api.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);

    fireEvent.focus(screen.getByRole("button", { name: "Next testimonial" }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 4));
    expect(fake.api.scrollNext).not.toHaveBeenCalled();
  });

  it("does not autoplay under reduced motion; the buttons still move it", async () => {
    mockMotion(true);
    await renderSlider();
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 4));
    expect(fake.api.scrollNext).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play testimonials" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Show testimonial 2 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(screen.getByRole("button", { name: "Show testimonial 1 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 4 of 4" }));
    expect(fake.api.scrollTo).toHaveBeenCalledWith(3, true);
    // Not playing, so slide changes are announced.
    expect(document.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });
});
