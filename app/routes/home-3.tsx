import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { HeroSaas } from "~/components/sections/home/hero-saas";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { ReleaseBoardMockup } from "~/components/sections/home/mockup-saas";
import { SaasProcess } from "~/components/sections/home/saas-process";
import { SaasServices } from "~/components/sections/home/saas-services";
import { VideoSection } from "~/components/sections/home/video-section";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { collections } from "~/content/collections/load.server";
import { listServices } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

/**
 * The SaaS home's words and sample data in its language (app/content/<locale>/saas.ts …,
 * docs/i18n.md): read at prerender, they reach the browser in the HTML and the loader data, not
 * in the page's JavaScript. The mock-ups' sentences are built here from their data.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const saas = localized("saas", locale) as typeof import("~/content/saas");
  const { growthCounters } = localized("counters", locale) as typeof import("~/content/counters");
  const { saasPlans, billingCopy } = localized(
    "pricing",
    locale,
  ) as typeof import("~/content/pricing");
  const { emailField, demoVideo } = localized("home", locale) as typeof import("~/content/home");
  const { faqs } = localized("faq", locale) as typeof import("~/content/faq");
  const copy = localized("copy/home-saas", locale) as typeof import("~/content/copy/home-saas");
  const { analyticsMockup: analytics, agilitySection, processSection } = saas;
  const { mockup: releases, ...agility } = agilitySection;
  const { savings } = processSection;
  return {
    words: itemWords(locale, "home"),
    page: getPage("/home-3"),
    services: listServices(collections(locale)).slice(0, 6),
    hero: saas.saasHero,
    emailField,
    servicesSection: saas.servicesSection,
    agility,
    process: processSection,
    counters: { section: saas.saasCounters, items: growthCounters },
    pricing: { section: saas.saasPricing, plans: saasPlans, words: billingCopy },
    video: { section: saas.videoSection, demo: demoVideo },
    faq: saas.saasFaq,
    faqs,
    mockups: {
      analytics,
      releases,
      savings,
      words: copy.mockupSaasCopy,
      labels: {
        dashboard: copy.mockupLabels.saasDashboard(analytics.kpis),
        releases: copy.mockupLabels.saasReleases(releases.sprint, releases.velocity.change),
        savings: copy.mockupLabels.saasSavings(savings.before.amount, savings.after.amount),
      },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/home-3", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export const handle = { heroTone: "light", search: "page" } satisfies RouteHandle;

export default function HomeThreePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <HeroSaas
        title={data.page.heading}
        hero={data.hero}
        emailField={data.emailField}
        mockups={data.mockups}
      />
      <SaasServices section={data.servicesSection} services={data.services} />
      <HomeFeatureRow row={data.agility} visual={<ReleaseBoardMockup mockups={data.mockups} />} />
      <SaasProcess section={data.process} mockups={data.mockups} />
      <CountersSection
        id="numbers"
        {...data.counters.section}
        counters={data.counters.items}
        tone="dark"
      />
      <PricingSection
        id="pricing"
        {...data.pricing.section}
        plans={data.pricing.plans}
        words={data.pricing.words}
        searchable={false}
      />
      <VideoSection section={data.video.section} video={data.video.demo} />
      <FaqSection {...data.faq} items={data.faqs} />
    </ItemWordsProvider>
  );
}
