import { useEffect, useId, useLayoutEffect, useMemo, useState } from "react";
import { useLocale } from "~/lib/i18n";

/** Spec §4: the countdown targets 31 December 23:59:59 of the current year, local time. */
export function endOfYear(now: Date): Date {
  return new Date(now.getFullYear(), 11, 31, 23, 59, 59, 0);
}

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Whole units left until `target`, never negative. Seconds are rounded up, so the display
 * reads 0 exactly when the target moment arrives, not up to a second before it.
 */
export function timeLeft(nowMs: number, targetMs: number): TimeLeft {
  const total = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

export function isZero(t: TimeLeft): boolean {
  return t.days === 0 && t.hours === 0 && t.minutes === 0 && t.seconds === 0;
}

/** Spec §9: refreshed every 1000 ms. */
export const TICK_MS = 1000;

const UNITS = ["day", "hour", "minute", "second"] as const;

/**
 * Each unit's name in the page's language, from the browser's own Intl data (no words in the
 * page's JavaScript): "days", "Tage" (the label's style shows them in capitals). Prerender and
 * browser name them alike.
 */
export function unitNames(locale: string): string[] {
  return UNITS.map(
    (unit) =>
      new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" })
        .formatToParts(2)
        .find((part) => part.type === "unit")?.value ?? unit,
  );
}

// useLayoutEffect runs before the browser paints the hydrated page; on the server (prerender)
// neither effect runs, so the HTML keeps the neutral placeholder.
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

function pad(n: number) {
  return String(n).padStart(2, "0");
}

/**
 * A live countdown to the end of the current year, in days, hours, minutes and seconds.
 *
 * - Prerendered HTML shows "--" in every slot: the build's clock is not the visitor's.
 * - The real values replace it in a layout effect, i.e. on the first paint after hydration.
 * - It ticks once a second, aligned to the target's second boundary so it never drifts, and
 *   stops at zero (never negative), logging one debug message: the spec's "finished" flag.
 * - Accessibility: role="timer" is a live region that is off by default, so ticks are never
 *   announced (a screen-reader user reads the current values when they visit it); each
 *   number sits in a <dl> under its unit's name.
 */
export function Countdown({
  label = "Time left until launch",
  getNow = Date.now,
  className = "",
}: {
  label?: string;
  /** Injectable clock for tests. */
  getNow?: () => number;
  className?: string;
}) {
  const headingId = useId();
  const locale = useLocale();
  const names = useMemo(() => unitNames(locale), [locale]);
  const [left, setLeft] = useState<TimeLeft | null>(null);

  useBeforePaint(() => {
    const target = endOfYear(new Date(getNow())).getTime();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;

    const tick = () => {
      const now = getNow();
      const next = timeLeft(now, target);
      setLeft(next);
      if (isZero(next)) {
        if (!finished) {
          finished = true;
          console.debug("[countdown] finished: all units reached zero");
        }
        return;
      }
      // Wake on the next whole second before the target. A timer that fires a little early
      // just finds the same value and sleeps for the few milliseconds left.
      const untilNextSecond = (target - now) % TICK_MS || TICK_MS;
      timer = setTimeout(tick, untilNextSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [getNow]);

  return (
    <div
      role="timer"
      aria-labelledby={headingId}
      aria-live="off"
      aria-busy={left ? undefined : true}
      className={className}
    >
      <p id={headingId} className="sr-only">
        {label}
      </p>
      <dl className="grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit, i) => (
          <div
            key={unit}
            className="flex flex-col-reverse items-center rounded-[20px] border border-white/10 bg-white/[0.06] px-1 py-4 frosted sm:py-6 md:px-4 md:py-8"
          >
            <dt className="text-on-dark-muted mt-1 text-[11px] font-semibold tracking-[0.03em] uppercase sm:text-sm sm:tracking-[0.08em]">
              {names[i]}
            </dt>
            <dd className="text-[32px] leading-10 font-bold tracking-tight text-white figures-tabular sm:text-5xl sm:leading-[56px] md:text-[64px] md:leading-[72px]">
              {left ? pad(left[`${unit}s`]) : "--"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
