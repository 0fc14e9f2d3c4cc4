import { Plus } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

type Item = { question: string; answer: string };

type Props = {
  items: readonly Item[];
  /** Unique per page: prefixes the ids that tie each trigger to its panel. */
  idPrefix: string;
  /** Index of the item open at first (spec §4: the first); null opens none. */
  defaultOpen?: number | null;
  headingLevel?: "h2" | "h3" | "h4";
};

/**
 * Disclosure accordion after the WAI-ARIA pattern: each question is a button inside a heading
 * with aria-expanded/aria-controls, each answer a labelled region. One item is open at a time
 * (spec §2); pressing the open one closes it.
 *
 * Closed panels carry `data-noscript-reveal`, so with JavaScript off the stylesheet in
 * <noscript> shows every answer instead of leaving them unreachable. Until hydration they are
 * hidden with a utility class, which that stylesheet can override; app.css makes the `hidden`
 * attribute `display: none !important` inside a cascade layer, which no unlayered rule can
 * beat. Once React runs, the `hidden` attribute takes over.
 *
 * Opening and closing animate the height over 300 ms (spec: the collapse transition), in CSS
 * alone (`.accordion-panel` in app.css); only after a first press, so nothing moves as a page
 * loads, and never under reduced motion.
 */
export function Accordion({
  items,
  idPrefix,
  defaultOpen = 0,
  headingLevel: Heading = "h3",
}: Props) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const [enhanced, setEnhanced] = useState(false);
  const [pressed, setPressed] = useState(false);
  const { hash } = useLocation();
  useEffect(() => setEnhanced(true), []);
  // A link to one question (a site search result, /faq#faq-q-2) opens its answer, on arrival and
  // when the page is already open.
  useEffect(() => {
    const linked = new RegExp(`^#${idPrefix}-q-(\\d+)$`).exec(hash);
    if (linked && Number(linked[1]) < items.length) setOpen(Number(linked[1]));
  }, [hash, idPrefix, items.length]);

  return (
    <div
      data-animated={pressed ? "" : undefined}
      className="accordion divide-border border-border shadow-soft divide-y overflow-hidden rounded-[20px] border bg-surface"
    >
      {items.map((item, index) => {
        const isOpen = open === index;
        const triggerId = `${idPrefix}-trigger-${index}`;
        const panelId = `${idPrefix}-panel-${index}`;
        return (
          <div
            key={item.question}
            className={isOpen ? "bg-surface" : "hover:bg-surface-soft/60 bg-surface transition-colors"}
          >
            {/* Its id makes each question a result of its own in site search (/faq#faq-q-2). */}
            <Heading id={`${idPrefix}-q-${index}`} className="text-lg leading-7 font-bold md:text-xl">
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  setPressed(true);
                  setOpen(isOpen ? null : index);
                }}
                className="group flex w-full items-center justify-between gap-6 px-6 py-5 text-left focus-visible:-outline-offset-2 md:px-8 md:py-6"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "inline-flex size-9 shrink-0 items-center justify-center rounded-full transition duration-300 ease-out",
                    isOpen
                      ? "bg-primary rotate-45 text-white"
                      : "bg-violet-soft text-violet group-hover:bg-primary group-hover:text-white",
                  )}
                >
                  <Plus className="size-5" strokeWidth={2} />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={enhanced ? !isOpen : undefined}
              className={cn("accordion-panel", !enhanced && !isOpen && "hidden")}
              data-noscript-reveal={isOpen ? undefined : ""}
            >
              <p className="text-muted -mt-1 px-6 pb-6 text-base leading-[26px] md:px-8 md:pb-7 md:text-lg md:leading-7">
                {item.answer}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
