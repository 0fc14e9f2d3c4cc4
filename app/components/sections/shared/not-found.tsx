import { useChrome } from "~/lib/chrome";
import { Home } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { loadedNotFound } from "./not-found-loaded";

/** The screen's words in the page's language (the route's loader sends them). */
export type NotFoundWords = { illustration: string; heading: string; text: string };

/** The not-found screen: an original illustration, the message and the way back home. */
export function NotFound({ words }: { words: NotFoundWords }) {
  const say = useChrome();
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
