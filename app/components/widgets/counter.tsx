import { useEffect, useRef, useState } from "react";
import { formatCounter } from "~/content/counters";
import { baseLocale, type Locale } from "~/lib/i18n";
import type { Counter } from "~/content/types";

/** Spec §9: the count-up takes 5 seconds. */
export const COUNT_UP_MS = 5000;

// A gentle ease-out: quick at first, settling on the final value at the end of the 5 s.
const easeOut = (t: number) => 1 - (1 - t) ** 2;

/** The value shown `elapsed` ms into the count-up, rounded to the counter's decimals. */
export function countUpValue(counter: Counter, elapsed: number, duration = COUNT_UP_MS): number {
  const progress = Math.min(1, Math.max(0, elapsed / duration));
  if (progress === 1) return counter.value;
  const factor = 10 ** (counter.decimals ?? 0);
  return Math.floor(counter.value * easeOut(progress) * factor) / factor;
}

/**
 * A statistic that counts up from 0 once, when it scrolls into view (spec §4).
 *
 * The prerendered HTML holds the final value, so crawlers and visitors without JavaScript see
 * it; under reduced motion it never moves. Assistive technology reads only the final value: the
 * moving number is hidden from it and a visually hidden copy carries the real one.
 */
export function AnimatedCounter({
  counter,
  locale = baseLocale,
  className = "",
}: {
  counter: Counter;
  /** The page's language: the number is formatted for it ("99,5 %" in German). */
  locale?: Locale;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(counter.value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;

    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(countUpValue(counter, elapsed));
          if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
        };
        setShown(0);
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [counter]);

  const final = formatCounter(counter, counter.value, locale);
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-counter-display="" className="figures-tabular">
        {formatCounter(counter, shown, locale)}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
