import { useChrome } from "~/lib/chrome";
import { cn } from "~/lib/cn";
import { languageName, locales, useLocale, useSwitchTargets } from "~/lib/i18n";

/**
 * The languages of the site, each a plain link to this page in that language (or its closest
 * page), so switching works without JavaScript and is a new document in the other language.
 * The current language is marked, not linked to. `compact` shows the language codes (the
 * header), else the languages' own names (the phone drawer). Below 1024px the header is short
 * of room (the desktop menu starts at 992px), so there the compact list leaves out the current
 * language and shows the link to the other one only. The search page gives these links
 * its query once it runs (app/routes/search.tsx), so that no other page carries the code.
 */
export function LanguageSwitcher({
  tone = "light",
  compact = false,
  className,
}: {
  tone?: "light" | "dark";
  compact?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const say = useChrome();
  const targets = useSwitchTargets();
  const item = cn(
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-base font-semibold transition",
    // The languages' names start where the label above them does: their room is to their right.
    compact ? "px-2" : "pr-4",
  );
  return (
    <ul aria-label={say("language.label")} className={cn("flex items-center gap-1", className)}>
      {locales.map((l) => {
        const name = languageName(l);
        const text = compact ? (
          <>
            <span aria-hidden="true">{l.toUpperCase()}</span>
            <span className="sr-only">{name}</span>
          </>
        ) : (
          name
        );
        return (
          <li key={l} className={compact && l === locale ? "max-lg:hidden" : undefined}>
            {l === locale ? (
              <span
                aria-current="true"
                lang={l}
                className={cn(
                  item,
                  tone === "light"
                    ? "text-violet underline decoration-2 underline-offset-8"
                    : "text-mint underline decoration-2 underline-offset-8",
                )}
              >
                {text}
              </span>
            ) : (
              <a
                href={targets[l]}
                hrefLang={l}
                lang={l}
                className={cn(
                  item,
                  tone === "light" ? "text-ink hover:text-violet" : "hover:text-mint text-white",
                )}
              >
                {text}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
