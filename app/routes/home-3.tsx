import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { HeroSaas } from "~/components/sections/home/hero-saas";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { ReleaseBoardMockup } from "~/components/sections/home/mockup-saas";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { SaasProcess } from "~/components/sections/home/saas-process";
import { SaasServices } from "~/components/sections/home/saas-services";
import { VideoSection } from "~/components/sections/home/video-section";
import { growthCounters } from "~/content/counters";
import { getPage } from "~/content/pages";
import { saasPlans } from "~/content/pricing";
import { agilitySection, saasCounters, saasFaq, saasPricing } from "~/content/saas";
import { useLoaderData } from "react-router";
import { listServices } from "~/content/collections/queries.server";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/home-3");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  services: listServices(collections(localeOfRequest(request))).slice(0, 6),
});

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/home-3", { location, data: loaderData });

export const handle = { heroTone: "light", search: "page" } satisfies RouteHandle;

export default function HomeThreePage() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroSaas title={page.heading} />
      <SaasServices services={services} />
      <HomeFeatureRow row={agilitySection} visual={<ReleaseBoardMockup />} />
      <SaasProcess />
      <CountersSection id="numbers" {...saasCounters} counters={growthCounters} tone="dark" />
      <PricingSection id="pricing" {...saasPricing} plans={saasPlans} />
      <VideoSection />
      <FaqSection {...saasFaq} />
    </>
  );
}
