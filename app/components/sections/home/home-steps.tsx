import { SectionHeading } from "~/components/ui/section-heading";
import { Accordion } from "~/components/widgets/accordion";
import type { moneySteps } from "~/content/features";
import { OnboardingMockup, type FinanceMockups } from "./mockup-finance";

/** Finance home: the three-step accordion (first open, one at a time) beside the onboarding phone. */
export function HomeSteps({
  id = "how-it-works",
  section,
  steps,
  mockupWords,
}: {
  id?: string;
  section: typeof import("~/content/finance").stepsSection;
  steps: typeof moneySteps;
  mockupWords: FinanceMockups["words"];
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="section-y bg-surface-soft overflow-x-clip"
    >
      <div className="container-site grid grid-cols-1 items-center gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-20">
        <div className="relative order-2 lg:order-1">
          <div
            aria-hidden="true"
            className="haze-40 absolute inset-x-6 top-1/2 -z-0 h-3/4 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-violet)_22%,transparent),transparent)]"
          />
          <div className="relative">
            <OnboardingMockup words={mockupWords} />
          </div>
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading
            id={headingId}
            eyebrow={section.eyebrow}
            title={section.title}
            intro={section.intro}
            align="start"
          />
          <div className="mt-10">
            <Accordion items={steps} idPrefix={id} headingLevel="h3" />
          </div>
        </div>
      </div>
    </section>
  );
}
