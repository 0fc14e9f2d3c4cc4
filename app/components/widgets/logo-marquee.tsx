import type { Wordmark } from "~/content/home";
import { cn } from "~/lib/cn";
import { usePausedOffscreen } from "~/lib/offscreen";

/** Width of one wordmark slot (px), phone / from md up: fixed so the track width is known. */
export const SLOT_WIDTH = { base: 176, md: 224 } as const;
/** Spec §9: the marquee moves at about 30 px per second. */
export const MARQUEE_SPEED = 30;

/**
 * Seconds one loop takes: the track holds two copies and moves by one copy's width.
 * The classes below are literal for Tailwind; a unit test checks they match this formula for
 * the ten wordmarks of content/home.ts.
 */
export function marqueeSeconds(count: number, slotWidth: number, speed = MARQUEE_SPEED): number {
  return (count * slotWidth) / speed;
}
const durationClass = "[animation-duration:59s] md:[animation-duration:75s]";

function Glyph({ glyph }: { glyph: Wordmark["glyph"] }) {
  const common = {
    width: 28,
    height: 28,
    viewBox: "0 0 28 28",
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (glyph) {
    case "orbit":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="14" cy="14" r="5" fill="currentColor" stroke="none" />
          <ellipse cx="14" cy="14" rx="12" ry="5.5" transform="rotate(-25 14 14)" />
        </svg>
      );
    case "leaf":
      return (
        <svg {...common} fill="currentColor">
          <path
            d="M4 24C4 12 11 4 24 4c0 13-8 20-20 20Zm4-4c5-1 9-5 11-11-4 3-8 7-11 11Z"
            fillRule="evenodd"
          />
        </svg>
      );
    case "stack":
      return (
        <svg {...common} fill="currentColor">
          <rect x="3" y="4" width="22" height="5" rx="2.5" />
          <rect x="6" y="11.5" width="19" height="5" rx="2.5" opacity=".7" />
          <rect x="9" y="19" width="16" height="5" rx="2.5" opacity=".45" />
        </svg>
      );
    case "spark":
      return (
        <svg {...common} fill="currentColor">
          <path d="M14 2l3 9 9 3-9 3-3 9-3-9-9-3 9-3 3-9Z" />
        </svg>
      );
    case "wave":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <path d="M3 10c3.7-4 7.3-4 11 0s7.3 4 11 0M3 18c3.7-4 7.3-4 11 0s7.3 4 11 0" />
        </svg>
      );
    case "hex":
      return (
        <svg {...common} fill="currentColor">
          <path
            d="M14 2l10.4 6v12L14 26 3.6 20V8L14 2Zm0 7-5 3v5l5 3 5-3v-5l-5-3Z"
            fillRule="evenodd"
          />
        </svg>
      );
    case "arc":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
          <path d="M4 22A10 10 0 0 1 24 22" />
          <circle cx="14" cy="8" r="3" fill="currentColor" stroke="none" />
        </svg>
      );
    case "grid":
      return (
        <svg {...common} fill="currentColor">
          <rect x="3" y="3" width="9.5" height="9.5" rx="3" />
          <rect x="15.5" y="3" width="9.5" height="9.5" rx="4.75" />
          <rect x="3" y="15.5" width="9.5" height="9.5" rx="4.75" />
          <rect x="15.5" y="15.5" width="9.5" height="9.5" rx="3" />
        </svg>
      );
  }
}

function Track({ companies, copy }: { companies: readonly Wordmark[]; copy: boolean }) {
  return (
    <ul
      aria-hidden={copy || undefined}
      className={cn(
        "flex shrink-0 motion-reduce:flex-wrap motion-reduce:justify-center",
        copy ? "motion-reduce:hidden" : "motion-reduce:shrink",
      )}
    >
      {companies.map((company, i) => (
        <li
          key={`${company.name}-${i}`}
          className="text-muted flex h-14 w-44 shrink-0 items-center justify-center gap-2.5 motion-reduce:w-auto motion-reduce:px-4 md:w-56 md:motion-reduce:px-6"
        >
          <Glyph glyph={company.glyph} />
          <span className="text-xl font-extrabold tracking-tight whitespace-nowrap">
            {company.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Trusted by" wordmarks of fictional companies, scrolling endlessly at about 30 px/s. CSS
 * only: two copies of the list move by one copy's width, so the loop is seamless; the copy is
 * hidden from assistive technology. It pauses under the pointer and off screen, and stands
 * still, wrapped into rows, under reduced motion.
 */
export function LogoMarquee({
  companies,
  label,
}: {
  companies: readonly Wordmark[];
  label: string;
}) {
  const track = usePausedOffscreen<HTMLDivElement>();
  return (
    <div
      role="group"
      aria-label={label}
      className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)] motion-reduce:[mask-image:none]"
    >
      <div
        ref={track}
        className={cn(
          "animate-marquee flex w-max hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none",
          durationClass,
        )}
      >
        <Track companies={companies} copy={false} />
        <Track companies={companies} copy />
      </div>
    </div>
  );
}
