import { ArrowRight } from "~/components/ui/icons";
import { TestimonialCard } from "~/components/cards/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { TestimonialSlider } from "~/components/widgets/testimonial-slider";
import type { Testimonial } from "~/content/types";
import { useLocale } from "~/lib/i18n";
import { AverageRating } from "./home-rating";

type Props = {
  id?: string;
  eyebrow: string;
  title: string;
  testimonials: readonly Testimonial[];
  rating: number;
  /** The words under the rating and on the button, in the page's language. */
  words: { ratingCaption: string; viewAll: string };
  /** "slider": the carousel (CRM home); "grid": all four cards, no carousel script (/testimonials). */
  layout?: "slider" | "grid";
  /** Adds "View all testimonials" linking to /testimonials (hide it on that page). */
  showButton?: boolean;
};

/** What customers say: the testimonials, with the average rating. */
export function TestimonialsSection({
  id = "testimonials",
  eyebrow,
  title,
  testimonials,
  rating,
  words,
  layout = "slider",
  showButton = true,
}: Props) {
  const locale = useLocale();
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="section-y overflow-hidden"
      // With its button it is a teaser of /testimonials, which search finds instead.
      {...(showButton ? { "data-pagefind-ignore": "" } : {})}
    >
      <div className="container-site">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="start" />
          <div className="flex shrink-0 flex-col items-start gap-4 md:items-end">
            <AverageRating rating={rating} caption={words.ratingCaption} />
            {showButton ? (
              <ButtonLink to="/testimonials" variant="secondary">
                {words.viewAll}
                <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <div className="mt-12 md:mt-16">
          {layout === "slider" ? (
            <TestimonialSlider testimonials={testimonials} locale={locale} />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} locale={locale} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
