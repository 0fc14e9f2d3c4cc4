import { MessageCircleQuestion } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";

/** "Still, you have any questions?" band with a Contact Us button (FAQ and testimonials pages). */
export function QuestionsCta() {
  return (
    <section aria-labelledby="questions-cta" className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="flex flex-col items-start gap-6 rounded-[24px] border border-border bg-surface-soft p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-5">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-violet text-white sm:inline-flex">
              <MessageCircleQuestion aria-hidden="true" className="size-7" strokeWidth={1.75} />
            </span>
            <div>
              <h2 id="questions-cta" className="h3">
                Still, you have any questions?
              </h2>
              <p className="mt-2 text-muted">
                Our team answers every message within one business day, usually much sooner.
              </p>
            </div>
          </div>
          <ButtonLink to="/contact-us" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
