import { useChrome } from "~/lib/chrome";
import { Link } from "~/components/ui/link";
import { brand, type Mark } from "~/brand";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The wordmark: the brand's mark (app/brand.ts, in its primary and accent colours) and the name. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const say = useChrome();
  const { dot } = brand.mark as Mark;
  return (
    <Link
      to="/"
      aria-label={say("nav.logo", { name: site.name })}
      className={cn(
        "inline-flex items-center gap-2.5 rounded-lg",
        tone === "light" ? "text-white" : "text-ink",
      )}
    >
      <svg
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
        // A long name wraps beside the mark (the menu's words do not wrap), at the mark's size.
        className="shrink-0"
      >
        <rect width="32" height="32" rx={brand.mark.radius} fill="var(--color-primary)" />
        <path
          d={brand.mark.strokes}
          stroke="white"
          strokeWidth={brand.mark.strokeWidth}
          strokeLinecap="round"
        />
        {dot ? <circle {...dot} fill="var(--color-mint)" /> : null}
      </svg>
      <span className="text-[22px] leading-none font-extrabold tracking-tight">{site.name}</span>
    </Link>
  );
}
