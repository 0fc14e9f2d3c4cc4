import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/** Where search sends a visitor it cannot help: the site's main sections. */
export const mainSections = [
  { path: "/blog", label: m["nav.link.blog"] },
  { path: "/career", label: m["nav.link.career"] },
  { path: "/service", label: m["nav.link.services"] },
  { path: "/team", label: m["nav.link.team"] },
  { path: "/portfolio-classic", label: m["nav.link.portfolioClassic"] },
  { path: "/faq", label: m["nav.link.faq"] },
  { path: "/pricing", label: m["nav.link.pricing"] },
] as const;

/** The main sections as links: the "no results" tips, and /search without JavaScript. */
export function SectionLinks({
  locale,
  onClick,
  children,
}: {
  locale: Locale;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {mainSections.map((section) => (
        <li key={section.path}>
          <Link
            to={section.path}
            onClick={onClick}
            className="border-border text-ink hover:border-violet hover:text-violet inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold"
          >
            {section.label({}, { locale })}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
