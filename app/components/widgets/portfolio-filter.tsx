import { useEffect, useRef, useState } from "react";
import { PortfolioCard } from "~/components/sections/portfolio/portfolio-card";
import { PortfolioClassicCard } from "~/components/sections/portfolio/portfolio-classic-card";
import type { PortfolioItem, PortfolioTag } from "~/content/types";
import { cn } from "~/lib/cn";
import { useItemWords, type ItemKey } from "~/lib/item-words";

export type PortfolioFilterKey = PortfolioTag | "All";

type Props = {
  items: readonly PortfolioItem[];
  filters: readonly PortfolioFilterKey[];
  /** grid: three columns of compact cards; classic: two columns of larger cards with summaries. */
  variant?: "grid" | "classic";
  /**
   * Animates the re-arrangement: loads the animation library. It is called on first intent
   * (pointer or focus on the filter bar), never under reduced motion, and the page passes it
   * (`() => import("@formkit/auto-animate")`) so the library's chunk is referenced by that
   * route alone.
   */
  loadAnimation?: () => Promise<{ default: AutoAnimate }>;
};

type Controller = { enable: () => void; disable: () => void };
type AutoAnimate = (
  element: HTMLElement,
  options: { duration: number; easing: string },
) => Controller;

/** The message naming each filter in the page's language (the content keeps the English key). */
const filterKey = {
  All: "company.portfolio.tag.all",
  Branding: "company.portfolio.tag.branding",
  "UI/UX": "company.portfolio.tag.uiUx",
  Website: "company.portfolio.tag.website",
  Technology: "company.portfolio.tag.technology",
} as const satisfies Record<PortfolioFilterKey, ItemKey>;

export function itemsFor(items: readonly PortfolioItem[], filter: PortfolioFilterKey) {
  return filter === "All" ? items : items.filter((item) => item.tags.includes(filter));
}

const reduceQuery = "(prefers-reduced-motion: reduce)";

/**
 * A filter bar (toggle buttons with aria-pressed) over a list of projects, with the number shown
 * announced politely. The prerendered HTML shows every item, so without JavaScript nothing is
 * hidden.
 */
export function PortfolioFilter({ items, filters, variant = "grid", loadAnimation }: Props) {
  const say = useItemWords();
  const [active, setActive] = useState<PortfolioFilterKey>("All");
  const listRef = useRef<HTMLUListElement>(null);
  const motion = useRef<{ started: boolean; controller?: Controller; cancelled: boolean }>({
    started: false,
    cancelled: false,
  });

  useEffect(() => {
    const state = motion.current;
    state.cancelled = false;
    if (!loadAnimation) return;
    const query = window.matchMedia(reduceQuery);
    // Turning "reduce motion" on later stops the animations at once.
    const onChange = () =>
      query.matches ? state.controller?.disable() : state.controller?.enable();
    query.addEventListener("change", onChange);
    return () => {
      state.cancelled = true;
      state.controller?.disable();
      query.removeEventListener("change", onChange);
    };
  }, [loadAnimation]);

  function loadMotion() {
    const state = motion.current;
    if (!loadAnimation || state.started || window.matchMedia(reduceQuery).matches) return;
    state.started = true;
    loadAnimation()
      .then(({ default: autoAnimate }) => {
        if (state.cancelled || !listRef.current) return;
        state.controller = autoAnimate(listRef.current, {
          duration: 280,
          easing: "cubic-bezier(0.22, 1, 0.36, 1)",
        });
      })
      .catch(() => {
        // Filtering works without the animation; a failed download only costs the motion.
        state.started = false;
      });
  }

  const shown = itemsFor(items, active);
  const counts = new Map(filters.map((filter) => [filter, itemsFor(items, filter).length]));
  const Card = variant === "classic" ? PortfolioClassicCard : PortfolioCard;

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div
          role="group"
          aria-label={say("company.portfolio.filterLabel")}
          onPointerEnter={loadMotion}
          onTouchStart={loadMotion}
          onFocus={loadMotion}
          className="flex flex-wrap gap-2"
        >
          {filters.map((filter) => {
            const pressed = filter === active;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  loadMotion();
                  setActive(filter);
                }}
                className={cn(
                  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-base font-semibold transition duration-200 ease-out sm:px-5",
                  pressed
                    ? "border-spotlight bg-spotlight text-white"
                    : "border-border text-ink hover:border-violet hover:text-violet bg-surface",
                )}
              >
                {say(filterKey[filter])}{" "}
                <span
                  aria-hidden="true"
                  className={cn(
                    "rounded-full px-2 py-px text-xs leading-5 font-semibold",
                    pressed ? "bg-white/15 text-white" : "bg-surface-soft text-muted",
                  )}
                >
                  {counts.get(filter)}
                </span>
              </button>
            );
          })}
        </div>
        <p role="status" className="text-muted shrink-0 text-base">
          {say("company.portfolio.shown", { shown: shown.length, total: items.length })}
        </p>
      </div>
      <ul
        ref={listRef}
        className={cn(
          "relative mt-8 grid gap-6 md:mt-10",
          variant === "classic"
            ? "md:grid-cols-2 md:gap-8"
            : "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
        )}
      >
        {shown.map((item, index) => (
          <li key={item.slug} className="flex" data-pagefind-ignore>
            <Card item={item} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
