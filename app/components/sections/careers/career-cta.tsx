import { Send } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { careerCtaCopy } from "~/content/copy/careers";

/** Closing call to action on /career: an open application when no role fits. */
export function CareerCta({
  id = "career-cta",
  copy,
}: {
  id?: string;
  copy: { [K in keyof typeof careerCtaCopy]: string };
}) {
  return (
    <section aria-labelledby={id} className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-5">
            <span className="bg-primary hidden size-14 shrink-0 items-center justify-center rounded-2xl text-white sm:inline-flex">
              <Send aria-hidden="true" className="size-7" strokeWidth={1.75} />
            </span>
            <div>
              <h2 id={id} className="h3">
                {copy.title}
              </h2>
              <p className="text-muted mt-2 max-w-xl">{copy.text}</p>
            </div>
          </div>
          <ButtonLink to="/contact-us" size="lg">
            {copy.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
