import { SectionHeading } from "~/components/ui/section-heading";
import { PricingPlans } from "~/components/widgets/pricing-toggle";
import type { PricingPlan } from "~/content/types";

type Props = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  plans: readonly PricingPlan[];
  headingLevel?: "h2";
};

/** Pricing: a section heading, the Monthly/Annually switch and one card per plan. */
export function PricingSection({ id, title, eyebrow, intro, plans, headingLevel = "h2" }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y bg-surface-soft">
      <div className="container-site">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          as={headingLevel}
        />
        <div className="mt-10">
          <PricingPlans plans={plans} headingLevel="h3" />
        </div>
      </div>
    </section>
  );
}
