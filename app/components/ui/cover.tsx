import { useId } from "react";
import { Photo } from "~/components/ui/photo";
import { coverMotifs, coverPalette, coverPalettes } from "~/content/covers";
import { seededRandom } from "~/content/seed";
import type { Picture } from "~/content/types";
import { cn } from "~/lib/cn";

/** The drawing's own units: a 16:10 picture, cropped by the frame's aspect ratio. */
const W = 1600;
const H = 1000;
/** The floating card, the brand's motif; with its tile it stays near the centre for 4:3 and square crops. */
const CARD_W = 760;
const CARD_H = 480;

/** A multiple of ten from `from` up to `from + span`, drawn from the name (round numbers keep the HTML small). */
function random(seed: string) {
  const next = seededRandom(seed);
  return (from: number, span: number) => Math.round((from + next() * span) / 10) * 10;
}

const token = (name: string) => `var(--color-${name})`;

type Props = {
  /** A drawn cover's name, or an owner's photo (content/media/). */
  name: Picture;
  className?: string;
  /** A photo's slot width at each layout (`sizes`); a drawing needs none. */
  sizes?: string;
  /** A photo in the first view of its page: fetched at once, first; others wait until near the view. */
  priority?: boolean;
};

/**
 * A post's or project's cover. A drawn one is abstract art in its palette
 * (app/content/covers.ts), drawn inline: no image file and no request, so it paints with the text
 * and stays sharp at any size, and it is decorative (the card or page names what it shows). A
 * photo is a <picture> (<Photo>) with the alt text its file gives. The frame's class sets the
 * crop (`aspect-[4/3]` …); either fills it from the centre, or a photo from its focus.
 */
export function Cover({ name, className, sizes = "100vw", priority }: Props) {
  if (typeof name !== "string")
    return (
      <Photo
        photo={name}
        sizes={sizes}
        priority={priority}
        className={cn("block h-auto w-full object-cover", className)}
      />
    );
  return <DrawnCover name={name} className={className} />;
}

function DrawnCover({ name, className }: { name: string; className?: string }) {
  const id = useId();
  const kind = coverPalette(name) ?? "finance";
  const [a, b, c, d] = coverPalettes[kind].map(token) as [string, string, string, string];
  const motif = coverMotifs[kind];
  const r = random(name);
  const x = r(250, 120);
  const y = r(220, 120);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={cn("block h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a} />
          <stop offset="1" stopColor={b} />
        </linearGradient>
        {[
          ["c", c],
          ["d", d],
        ].map(([key, color]) => (
          <radialGradient key={key} id={`${id}${key}`}>
            <stop offset="0" stopColor={color} />
            <stop offset="1" stopColor={color} stopOpacity="0" />
          </radialGradient>
        ))}
      </defs>
      <rect width={W} height={H} fill={`url(#${id}g)`} />
      {/* Two soft glows, one in each palette's light colour. */}
      <circle cx={r(0, W)} cy={r(0, H / 2)} r={r(400, 300)} fill={`url(#${id}d)`} opacity="0.4" />
      <circle
        cx={r(0, W)}
        cy={r(H / 2, H / 2)}
        r={r(400, 300)}
        fill={`url(#${id}c)`}
        opacity="0.4"
      />
      <g transform={`translate(${x} ${y})`}>
        <rect width={CARD_W} height={CARD_H} rx="40" fill={token("art-paper")} />
        <rect x="48" y="48" width="220" height="26" rx="13" fill={b} opacity="0.85" />
        <rect x="48" y="92" width="140" height="18" rx="9" fill={b} opacity="0.25" />
        {motifShapes(motif, r, [a, b, c])}
        <g transform={`translate(${CARD_W - 140} ${CARD_H - 150})`}>
          <rect width="360" height="220" rx="32" fill={a} />
          <circle cx="70" cy="75" r="30" fill={c} />
          <rect
            x="40"
            y="130"
            width="240"
            height="18"
            rx="9"
            fill={token("art-paper")}
            opacity="0.85"
          />
          <rect
            x="40"
            y="164"
            width="150"
            height="14"
            rx="7"
            fill={token("art-paper")}
            opacity="0.45"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * What the floating card shows (in the card's coordinates): a line chart, lines of a page, or bars.
 * Called within DrawnCover's render, not as a component of its own: it draws from the cover's
 * generator, and a component rendered twice (React's strict mode does, in development) would draw
 * other numbers the second time, so the browser's drawing would not match the prerendered one.
 */
function motifShapes(
  kind: "chart" | "page" | "bars",
  r: (from: number, span: number) => number,
  [a, b, c]: [string, string, string],
) {
  const bottom = CARD_H - 48;
  if (kind === "chart") {
    const points = Array.from(
      { length: 8 },
      (_, i) => `${48 + i * 95} ${r(bottom - 252 - i * 12, 220)}`,
    );
    const line = `M${points.join("L")}`;
    return (
      <>
        <path d={`${line}L713 ${bottom}L48 ${bottom}Z`} fill={c} opacity="0.22" />
        <path
          d={line}
          fill="none"
          stroke={a}
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    );
  }
  if (kind === "page") {
    return (
      <>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect
            key={i}
            x="48"
            y={150 + i * 48}
            width={r(200, 420)}
            height="20"
            rx="10"
            fill={i % 3 === 0 ? a : b}
            opacity={i % 3 === 0 ? 0.9 : 0.2}
          />
        ))}
        <circle cx={CARD_W - 130} cy="250" r="70" fill={c} opacity="0.9" />
      </>
    );
  }
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => {
        const height = r(80, 220);
        return (
          <rect
            key={i}
            x={60 + i * 130}
            y={bottom - height}
            width="80"
            height={height}
            rx="16"
            fill={i % 2 ? a : c}
            opacity="0.9"
          />
        );
      })}
    </>
  );
}
