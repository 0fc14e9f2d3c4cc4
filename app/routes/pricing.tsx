import type { MetaFunction } from "react-router";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { PricingTable } from "~/components/sections/company/pricing-table";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { comparisonPlans, comparisonRows, financePlans } from "~/content/pricing";
import { seo } from "~/lib/seo";
import { pricingCopy } from "~/content/copy/pages";

const page = getPage("/pricing");

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/pricing", { location, data: loaderData });

export default function PricingPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.heading}
        intro={pricingCopy.simplePlansThatGrow}
      />
      <PricingSection
        id="plans"
        eyebrow="Plans"
        title={pricingCopy.chooseThePlanThat}
        intro={pricingCopy.pricesInUsDollars}
        plans={financePlans}
      />
      <PricingTable
        eyebrow="Compare plans"
        title={pricingCopy.everyFeatureSideBy}
        intro={pricingCopy.whatEachPlanIncludes}
        plans={comparisonPlans}
        rows={comparisonRows}
      />
    </>
  );
}
