import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Building blocks of the HTML/SVG product mock-ups. A mock-up is one image to assistive
 * technology (role="img" with a description); everything inside is drawn, not read out.
 * Sizes and percentages become SVG attributes, so no inline styles are needed.
 */

export function Mockup({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={label} className={cn("relative select-none", className)}>
      {children}
    </div>
  );
}

/** A white app panel with a soft frame. */
export function Panel({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "border-border bg-surface shadow-float rounded-[22px] border p-5 md:p-6",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Window chrome: three dots and a title, as in a desktop app. */
export function WindowBar({ title, aside }: { title: string; aside?: ReactNode }) {
  return (
    <div className="border-border flex items-center justify-between gap-3 border-b px-5 py-3.5">
      <div className="flex items-center gap-3">
        <span className="flex gap-1.5">
          <span className="bg-danger/60 size-2.5 rounded-full" />
          <span className="bg-sun/90 size-2.5 rounded-full" />
          <span className="bg-mint size-2.5 rounded-full" />
        </span>
        <span className="text-ink text-sm font-semibold">{title}</span>
      </div>
      {aside}
    </div>
  );
}

export function Chip({
  tone = "mint",
  children,
}: {
  tone?: "mint" | "violet" | "sun" | "muted";
  children: ReactNode;
}) {
  const tones = {
    mint: "bg-mint-soft text-mint-ink",
    violet: "bg-violet-soft text-violet",
    sun: "bg-sun/25 text-ink",
    muted: "bg-surface-soft text-muted",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function ProgressBar({
  percent,
  tone = "violet",
  className = "",
}: {
  percent: number;
  tone?: "violet" | "mint" | "sun";
  className?: string;
}) {
  const fill = { violet: "fill-violet", mint: "fill-mint", sun: "fill-sun" }[tone];
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      className={cn("block h-2 w-full", className)}
    >
      <rect width="100" height="8" rx="4" className="fill-surface-soft" />
      <rect width={Math.max(8, Math.min(100, percent))} height="8" rx="4" className={fill} />
    </svg>
  );
}

/** Vertical bars, the highest highlighted. */
export function BarChart({
  values,
  labels,
  className = "",
}: {
  values: readonly number[];
  labels?: readonly string[];
  className?: string;
}) {
  const max = Math.max(...values);
  const step = 100 / values.length;
  const barWidth = step * 0.56;
  return (
    <div className={className}>
      <svg
        viewBox="0 0 100 48"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="block h-28 w-full md:h-32"
      >
        {[12, 24, 36].map((y) => (
          <line
            key={y}
            x1="0"
            x2="100"
            y1={y}
            y2={y}
            className="stroke-border"
            strokeWidth="0.25"
            strokeDasharray="1 1"
          />
        ))}
        {values.map((value, i) => {
          const height = (value / max) * 44;
          return (
            <rect
              key={i}
              x={i * step + (step - barWidth) / 2}
              y={48 - height}
              width={barWidth}
              height={height}
              rx="1.6"
              className={value === max ? "fill-violet" : "fill-violet/20"}
            />
          );
        })}
      </svg>
      {labels ? (
        <div className="text-muted mt-2 flex text-center text-[11px] font-medium">
          {labels.map((label) => (
            <span key={label} className="flex-1">
              {label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function pathFor(values: readonly number[], width: number, height: number, max: number) {
  const step = width / (values.length - 1);
  return values
    .map(
      (value, i) =>
        `${i === 0 ? "M" : "L"}${(i * step).toFixed(2)} ${(height - (value / max) * height * 0.9).toFixed(2)}`,
    )
    .join(" ");
}

/** A smooth-looking area chart with an optional dashed comparison line. */
export function AreaChart({
  values,
  compare,
  className = "",
  tone = "violet",
}: {
  values: readonly number[];
  compare?: readonly number[];
  className?: string;
  tone?: "violet" | "mint";
}) {
  const width = 300;
  const height = 100;
  const max = Math.max(...values, ...(compare ?? []));
  const line = pathFor(values, width, height, max);
  const gradientId = `area-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const color = tone === "violet" ? "var(--color-violet)" : "var(--color-mint)";
  const lastX = width;
  const lastY = height - (values[values.length - 1]! / max) * height * 0.9;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      className={cn("block w-full overflow-visible", className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity="0.28" />
          <stop offset="100%" stopColor={color} stopOpacity="0" />
        </linearGradient>
      </defs>
      {[25, 50, 75].map((y) => (
        <line
          key={y}
          x1="0"
          x2={width}
          y1={y}
          y2={y}
          className="stroke-border"
          strokeWidth="0.75"
          strokeDasharray="3 4"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {compare ? (
        <path
          d={pathFor(compare, width, height, max)}
          fill="none"
          className="stroke-muted/40"
          strokeWidth="1.5"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
      <path d={`${line} L${width} ${height} L0 ${height} Z`} fill={`url(#${gradientId})`} />
      <path
        d={line}
        fill="none"
        stroke={color}
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
      <circle
        cx={lastX}
        cy={lastY}
        r="4"
        fill="white"
        stroke={color}
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** A ring chart of shares that add up to 100. */
export function Donut({
  segments,
  className = "",
  children,
}: {
  segments: readonly { percent: number; className: string }[];
  className?: string;
  children?: ReactNode;
}) {
  const radius = 15.915; // circumference of 100 makes percentages the dash lengths
  let offset = 25;
  return (
    <div className={cn("relative", className)}>
      <svg viewBox="0 0 42 42" aria-hidden="true" className="block size-full">
        <circle
          cx="21"
          cy="21"
          r={radius}
          fill="none"
          className="stroke-surface-soft"
          strokeWidth="6"
        />
        {segments.map((segment, i) => {
          const gap = segments.length > 1 ? 1.2 : 0;
          const dash = `${Math.max(0, segment.percent - gap)} ${100 - Math.max(0, segment.percent - gap)}`;
          const circle = (
            <circle
              key={i}
              cx="21"
              cy="21"
              r={radius}
              fill="none"
              strokeWidth="6"
              strokeDasharray={dash}
              strokeDashoffset={offset}
              strokeLinecap={segments.length > 1 ? "butt" : "round"}
              className={segment.className}
            />
          );
          offset -= segment.percent;
          return circle;
        })}
      </svg>
      {children ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A small round initials badge (mock-up people are not real photos). */
export function Initials({
  text,
  tone = "violet",
}: {
  text: string;
  tone?: "violet" | "mint" | "sun" | "ink";
}) {
  const tones = {
    violet: "bg-violet-soft text-violet",
    mint: "bg-mint-soft text-mint-ink",
    sun: "bg-sun/30 text-ink",
    ink: "bg-band text-white",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-[10px] font-bold",
        tones[tone],
      )}
    >
      {text}
    </span>
  );
}
