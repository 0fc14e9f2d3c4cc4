import { SectionHeading } from "~/components/ui/section-heading";
import { PricingPlans, type BillingWords } from "~/components/widgets/pricing-toggle";
import type { PricingPlan } from "~/content/types";

type Props = {
  /** The billing switch's words in the page's language; English by default. */
  words?: BillingWords;
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  plans: readonly PricingPlan[];
  headingLevel?: "h2";
  /** False on a page that repeats the pricing page's plans (the home pages): search finds them there. */
  searchable?: boolean;
};

/** Pricing: a section heading, the Monthly/Annually switch and one card per plan. */
export function PricingSection({
  id,
  title,
  eyebrow,
  intro,
  plans,
  headingLevel = "h2",
  words,
  searchable = true,
}: Props) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...(searchable ? {} : { "data-pagefind-ignore": "" })}
      className="section-y bg-surface-soft"
    >
      <div className="container-site">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          as={headingLevel}
        />
        <div className="mt-10">
          <PricingPlans plans={plans} headingLevel="h3" {...(words ? { words } : {})} />
        </div>
      </div>
    </section>
  );
}
