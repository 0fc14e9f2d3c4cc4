import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The Finlo wordmark: an original mark (a rising bar in a rounded square) and the name. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      aria-label={`${site.name} home`}
      className={cn(
        "inline-flex items-center gap-2.5 rounded-lg",
        tone === "light" ? "text-white" : "text-ink",
      )}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-violet)" />
        <path
          d="M9 22.5V16M16 22.5V12M23 22.5V8.5"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="23" cy="8.5" r="2.6" fill="var(--color-mint)" />
      </svg>
      <span className="text-[22px] leading-none font-extrabold tracking-tight">{site.name}</span>
    </Link>
  );
}
