import { StarRating } from "~/components/ui/star-rating";
import { Avatar } from "~/components/ui/avatar";
import type { Testimonial } from "~/content/types";
import { cn } from "~/lib/cn";
import { baseLocale, type Locale } from "~/lib/i18n";
import { useItemWords } from "~/lib/item-words";
import { formatRating } from "~/lib/format";

export function Stars({
  rating,
  max = 5,
  locale = baseLocale,
  className = "",
}: {
  rating: number;
  max?: number;
  locale?: Locale;
  className?: string;
}) {
  const say = useItemWords();
  return (
    <p className={cn("flex", className)}>
      <span className="sr-only">
        {say("home.rating.summary", { rating: formatRating(rating, locale, 0), max })}
      </span>
      <StarRating rating={rating} max={max} />
    </p>
  );
}

/** A testimonial: rating, title, quote and author, as an article with a figure/blockquote. */
export function TestimonialCard({
  testimonial,
  headingLevel: Heading = "h3",
  locale = baseLocale,
  className = "",
}: {
  testimonial: Testimonial;
  headingLevel?: "h2" | "h3";
  /** The page's language (the stars' sentence, the quotation marks). */
  locale?: Locale;
  className?: string;
}) {
  const say = useItemWords();
  const { author } = testimonial;
  return (
    // relative: the card contains its visually hidden text (.sr-only is absolute), so a carousel
    // track clips it instead of the page growing sideways before the carousel engine runs.
    <article
      className={cn(
        "border-border shadow-soft bg-surface relative flex h-full flex-col rounded-[20px] border p-7 md:p-9",
        className,
      )}
    >
      <Stars rating={testimonial.rating} locale={locale} />
      <Heading className="mt-5 text-xl leading-7 font-bold">{testimonial.title}</Heading>
      <figure className="mt-3 flex flex-1 flex-col">
        <blockquote className="text-muted flex-1 text-base leading-[26px] md:text-lg md:leading-7">
          <p>{say("home.testimonials.quote", { quote: testimonial.quote })}</p>
        </blockquote>
        <figcaption className="border-border mt-6 flex items-center gap-4 border-t pt-6">
          <Avatar portrait={author.portrait} size={52} className="size-13 shrink-0" />
          <span>
            <span className="text-ink block font-bold">{author.name}</span>
            <span className="text-muted block text-sm">{author.role}</span>
          </span>
        </figcaption>
      </figure>
    </article>
  );
}
