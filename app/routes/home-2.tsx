import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { CrmFeatureList } from "~/components/sections/home/crm-feature-list";
import { CtaEmail } from "~/components/sections/home/cta-email";
import { HeroCrm } from "~/components/sections/home/hero-crm";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { LogoMarqueeSection } from "~/components/sections/home/logo-marquee-section";
import { CampaignMockup, LeadsMockup, TeamMockup } from "~/components/sections/home/mockup-crm";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { TestimonialsSection } from "~/components/sections/shared/testimonials-section";
import { ToolsGrid } from "~/components/sections/home/tools-grid";
import { crmCounters } from "~/content/counters";
import {
  crmCountersSection,
  crmCta,
  crmFeatureList,
  crmFeatureRows,
  crmPricing,
  crmTestimonials,
  toolsSection,
} from "~/content/crm";
import { getPage } from "~/content/pages";
import { financePlans } from "~/content/pricing";
import { seo } from "~/lib/seo";

const page = getPage("/home-2");
const [leadRow, teamRow, marketingRow] = crmFeatureRows;

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/home-2", { location, data: loaderData });

export default function HomeTwoPage() {
  return (
    <>
      <HeroCrm title={page.heading} />
      <CountersSection id="results" {...crmCountersSection} counters={crmCounters} />
      <HomeFeatureRow row={leadRow} visual={<LeadsMockup />} className="pt-0 lg:pt-0" />
      <HomeFeatureRow row={teamRow} visual={<TeamMockup />} reverse className="pt-0 lg:pt-0" />
      <HomeFeatureRow row={marketingRow} visual={<CampaignMockup />} className="pt-0 lg:pt-0" />
      <CrmFeatureList id="features" {...crmFeatureList} />
      <ToolsGrid id="tools" {...toolsSection} />
      <PricingSection id="pricing" {...crmPricing} plans={financePlans} />
      <LogoMarqueeSection />
      <TestimonialsSection {...crmTestimonials} />
      <CtaEmail id="get-started" {...crmCta} />
    </>
  );
}
