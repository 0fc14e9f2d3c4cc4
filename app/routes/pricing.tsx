import { PricingSection } from "~/components/sections/shared/pricing-section";
import { PricingTable } from "~/components/sections/company/pricing-table";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { comparisonPlans, comparisonRows, financePlans } from "~/content/pricing";
import { seo } from "~/lib/seo";

const page = getPage("/pricing");

export const meta = () => seo("/pricing");

export default function PricingPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.heading}
        intro="Simple plans that grow with you. Start free, switch or cancel at any time."
      />
      <PricingSection
        id="plans"
        eyebrow="Plans"
        title="Choose the plan that fits your business"
        intro="Prices in US dollars per month. Save with annual billing."
        plans={financePlans}
      />
      <PricingTable
        eyebrow="Compare plans"
        title="Every feature, side by side"
        intro="What each plan includes, from users and storage to support."
        plans={comparisonPlans}
        rows={comparisonRows}
      />
    </>
  );
}
