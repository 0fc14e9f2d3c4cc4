import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { FeatureRow } from "~/content/home";
import { cn } from "~/lib/cn";

/**
 * A feature told in two halves: the copy with three key points, and a product mock-up.
 * `reverse` puts the mock-up first on wide screens so consecutive rows alternate.
 */
export function HomeFeatureRow({
  row,
  visual,
  reverse = false,
  className = "",
  children,
}: {
  row: FeatureRow;
  visual: ReactNode;
  reverse?: boolean;
  className?: string;
  /** Extra content under the points (e.g. a button). */
  children?: ReactNode;
}) {
  const headingId = `${row.id}-title`;
  return (
    <section
      id={row.id}
      aria-labelledby={headingId}
      className={cn("section-y overflow-x-clip", className)}
    >
      <div className="container-site grid grid-cols-1 items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className={reverse ? "lg:order-2" : ""}>
          <p className="eyebrow">{row.eyebrow}</p>
          <h2 id={headingId} className="h2 mt-3">
            {row.title}
          </h2>
          <p className="text-muted mt-5">{row.intro}</p>
          <ul className="mt-8 space-y-5">
            {row.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="bg-violet-soft text-violet inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
                  <Icon name={point.icon} className="size-5" />
                </span>
                <span>
                  <span className="text-ink block font-bold">{point.title}</span>
                  <span className="text-muted block text-base leading-[26px]">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
          {children}
        </div>
        <div
          className={cn(
            "rounded-[32px] bg-[linear-gradient(135deg,var(--color-violet-soft),var(--color-surface-soft)_55%,var(--color-mint-soft))] px-4 py-10 sm:p-10 md:p-12",
            reverse && "lg:order-1",
          )}
        >
          {visual}
        </div>
      </div>
    </section>
  );
}
