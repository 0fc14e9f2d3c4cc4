import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useChrome } from "~/lib/chrome";
import { Home, Search } from "~/components/ui/icons";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { delocalizePath, localizePath } from "~/content/locales";
import { useLocale } from "~/lib/i18n";
import { loadedNotFound } from "./not-found-loaded";

/** The screen's words in the page's language (the route's loader sends them). */
export type NotFoundWords = {
  illustration: string;
  heading: string;
  text: string;
  searchLabel: string;
  searchSubmit: string;
};

/**
 * The missing address's last part as words, what the visitor was most likely after:
 * "/blog/runway-mathe" → "runway mathe", "/de/team/hana_sato.html" → "hana sato". Empty when it
 * has no letters (a number, a date).
 */
export function wordsOfAddress(pathname: string): string {
  const last = delocalizePath(pathname).split("/").filter(Boolean).at(-1) ?? "";
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    // A malformed escape: the part as it was typed.
  }
  text = text
    .replace(/\.(html?|php|aspx?)$/i, "")
    .replace(/[-_+.\s]+/g, " ")
    .trim();
  return /\p{L}/u.test(text) ? text : "";
}

/**
 * The not-found screen: an original illustration, the message, the way back home and a search
 * of the site, which opens the search page with the words. For a `missing` address (not the
 * /errors-404 demo page) the field starts with that address's words. Search runs in the browser,
 * so without JavaScript the form is hidden (public/noscript.css), as the header's search button
 * is; with it, the page navigates itself (no form post, which the site's policy refuses).
 */
export function NotFound({ words, missing = false }: { words: NotFoundWords; missing?: boolean }) {
  const say = useChrome();
  const locale = useLocale();
  const navigate = useNavigate();
  const searchPage = localizePath("/search", locale);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (missing && field && !field.value) field.value = wordsOfAddress(window.location.pathname);
  }, [missing]);
  return (
    <section
      aria-labelledby="not-found-title"
      className="bg-surface-soft pt-36 pb-24 md:pt-44 md:pb-32"
    >
      <div className="container-site flex flex-col items-center text-center">
        <LostMap label={words.illustration} />
        <h1 id="not-found-title" className="h2 mt-10 max-w-xl">
          {words.heading}
        </h1>
        <p className="text-muted mt-4 max-w-lg">{words.text}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <Home aria-hidden="true" className="size-5" strokeWidth={1.75} />
          {say("notFound.home")}
        </ButtonLink>
        <form
          role="search"
          action={searchPage}
          onSubmit={(event) => {
            event.preventDefault();
            const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
            // Nothing typed: stay, with the field to type in.
            if (query) void navigate(`${searchPage}?${new URLSearchParams({ q: query })}`);
            else input.current?.focus();
          }}
          className="search-js-only mt-12 flex w-full max-w-xl flex-col gap-3"
        >
          <label htmlFor="not-found-search" className="text-muted">
            {words.searchLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                strokeWidth={1.75}
                className="text-muted pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2"
              />
              <input
                ref={input}
                id="not-found-search"
                type="search"
                name="q"
                enterKeyHint="search"
                className="border-border-strong bg-surface text-ink placeholder:text-placeholder focus-visible:border-violet focus-visible:ring-violet h-14 w-full rounded-xl border pr-4 pl-12 text-lg outline-none focus-visible:ring-2"
              />
            </div>
            <button type="submit" className={buttonClasses("secondary", "lg")}>
              {words.searchSubmit}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

// For the root, which shows this screen on the not-found document (./not-found-loaded.ts).
loadedNotFound.Screen = NotFound;

/** A folded map with a dotted path that ends in a question mark. Drawn for this site. */
function LostMap({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 420 260"
      width="420"
      height="260"
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-[420px]"
    >
      <defs>
        <linearGradient id="nf-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="var(--color-violet-soft)" />
          <stop offset="1" stopColor="var(--color-surface-soft)" />
        </linearGradient>
      </defs>
      <ellipse cx="210" cy="236" rx="170" ry="14" fill="var(--color-border)" />
      <path
        d="M40 40 L150 20 L270 40 L380 20 L380 210 L270 230 L150 210 L40 230 Z"
        fill="url(#nf-sky)"
        stroke="var(--color-border-strong)"
        strokeWidth="2"
      />
      <path
        d="M150 20 L150 210 M270 40 L270 230"
        stroke="var(--color-border-strong)"
        strokeWidth="2"
      />
      <path d="M150 20 L270 40 L270 230 L150 210 Z" fill="var(--color-surface)" opacity="0.6" />
      <text
        x="210"
        y="150"
        textAnchor="middle"
        fontFamily="inherit"
        fontWeight="800"
        fontSize="84"
        fill="var(--color-violet)"
        opacity="0.14"
      >
        404
      </text>
      <path
        d="M70 190 C110 150 120 200 160 160 S220 110 250 150 S300 190 330 110"
        fill="none"
        stroke="var(--color-violet)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="70" cy="190" r="9" fill="var(--color-mint)" />
      <circle cx="70" cy="190" r="4" fill="var(--color-on-accent)" />
      <g transform="translate(330 78)">
        <circle r="24" fill="var(--color-violet)" />
        <text
          y="10"
          textAnchor="middle"
          fontFamily="inherit"
          fontWeight="800"
          fontSize="28"
          fill="white"
        >
          ?
        </text>
      </g>
      <path d="M330 110 L322 96 L338 96 Z" fill="var(--color-violet)" />
    </svg>
  );
}
