import { ArrowRight } from "~/components/ui/icons";
import { TestimonialCard } from "~/components/cards/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { TestimonialSlider } from "~/components/widgets/testimonial-slider";
import { AverageRating } from "./home-rating";
import { averageRating, testimonials } from "~/content/testimonials";
import { testimonialsSectionCopy } from "~/content/copy/shared";

type Props = {
  id?: string;
  eyebrow?: string;
  title?: string;
  /** "slider": the carousel (CRM home); "grid": all four cards, no carousel script (/testimonials). */
  layout?: "slider" | "grid";
  /** Adds "View all testimonials" linking to /testimonials (hide it on that page). */
  showButton?: boolean;
};

/** What customers say: the four testimonials, with the average rating. */
export function TestimonialsSection({
  id = "testimonials",
  eyebrow = "Testimonials",
  title = testimonialsSectionCopy.teamsThatSwitchedTo,
  layout = "slider",
  showButton = true,
}: Props) {
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
            <AverageRating
              rating={averageRating}
              caption={testimonialsSectionCopy.averageCustomerRating}
            />
            {showButton ? (
              <ButtonLink to="/testimonials" variant="secondary">
                {testimonialsSectionCopy.viewAllTestimonials}
                <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <div className="mt-12 md:mt-16">
          {layout === "slider" ? (
            <TestimonialSlider testimonials={testimonials} />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
