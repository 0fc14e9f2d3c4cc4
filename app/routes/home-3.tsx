import { CountersSection } from "~/components/sections/counters-section";
import { FaqSection } from "~/components/sections/faq-section";
import { HeroSaas } from "~/components/sections/hero-saas";
import { HomeFeatureRow } from "~/components/sections/home-feature-row";
import { ReleaseBoardMockup } from "~/components/sections/mockup-saas";
import { PricingSection } from "~/components/sections/pricing-section";
import { SaasProcess } from "~/components/sections/saas-process";
import { SaasServices } from "~/components/sections/saas-services";
import { VideoSection } from "~/components/sections/video-section";
import { growthCounters } from "~/content/counters";
import { getPage } from "~/content/pages";
import { saasPlans } from "~/content/pricing";
import { agilitySection, saasCounters, saasFaq, saasPricing } from "~/content/saas";
import { services } from "~/content/services";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/home-3");

export const meta = () => seo("/home-3");

export const handle = { heroTone: "light" } satisfies RouteHandle;

export default function HomeThreePage() {
  return (
    <>
      <HeroSaas title={page.heading} />
      <SaasServices services={services.slice(0, 6)} />
      <HomeFeatureRow row={agilitySection} visual={<ReleaseBoardMockup />} />
      <SaasProcess />
      <CountersSection id="numbers" {...saasCounters} counters={growthCounters} tone="dark" />
      <PricingSection id="pricing" {...saasPricing} plans={saasPlans} />
      <VideoSection />
      <FaqSection {...saasFaq} />
    </>
  );
}
