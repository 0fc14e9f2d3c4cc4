import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CrmFeatureList } from "~/components/sections/home/crm-feature-list";
import { CtaEmail } from "~/components/sections/home/cta-email";
import { HeroCrm } from "~/components/sections/home/hero-crm";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { LogoMarqueeSection } from "~/components/sections/home/logo-marquee-section";
import { CampaignMockup, LeadsMockup, TeamMockup } from "~/components/sections/home/mockup-crm";
import { ToolsGrid } from "~/components/sections/home/tools-grid";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { TestimonialsSection } from "~/components/sections/shared/testimonials-section";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The CRM home's words and sample data in its language (app/content/<locale>/crm.ts …,
 * docs/i18n.md): read at prerender, they reach the browser in the HTML and the loader data, not
 * in the page's JavaScript. The mock-ups' sentences are built here from their data.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const crm = localized("crm", locale) as typeof import("~/content/crm");
  const { crmCounters } = localized("counters", locale) as typeof import("~/content/counters");
  const { financePlans, billingCopy } = localized(
    "pricing",
    locale,
  ) as typeof import("~/content/pricing");
  const { trustedBy, emailField } = localized("home", locale) as typeof import("~/content/home");
  const { testimonials, averageRating } = localized(
    "testimonials",
    locale,
  ) as typeof import("~/content/testimonials");
  const { testimonialsSectionCopy } = localized(
    "copy/shared",
    locale,
  ) as typeof import("~/content/copy/shared");
  const copy = localized("copy/home-crm", locale) as typeof import("~/content/copy/home-crm");
  const { pipelineMockup: pipeline, campaignMockup: campaign } = crm;
  return {
    words: itemWords(locale, "home"),
    page: getPage("/home-2"),
    hero: crm.crmHero,
    counters: { section: crm.crmCountersSection, items: crmCounters },
    rows: crm.crmFeatureRows,
    featureList: crm.crmFeatureList,
    tools: crm.toolsSection,
    pricing: { section: crm.crmPricing, plans: financePlans, words: billingCopy },
    trustedBy,
    testimonials: {
      section: crm.crmTestimonials,
      items: testimonials,
      rating: averageRating,
      words: testimonialsSectionCopy,
    },
    cta: crm.crmCta,
    emailField,
    mockups: {
      pipeline,
      leads: crm.leadsMockup,
      team: crm.teamMockup,
      campaign,
      words: copy.mockupCrmCopy,
      labels: {
        pipeline: copy.mockupLabels.crmPipeline(
          pipeline.total,
          pipeline.lead.name,
          pipeline.lead.score,
        ),
        campaign: copy.mockupLabels.crmCampaign(campaign.stats),
      },
    },
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/home-2", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export default function HomeTwoPage() {
  const data = useLoaderData<typeof loader>();
  const [leadRow, teamRow, marketingRow] = data.rows;
  return (
    <ItemWordsProvider words={data.words}>
      <HeroCrm title={data.page.heading} hero={data.hero} mockups={data.mockups} />
      <CountersSection id="results" {...data.counters.section} counters={data.counters.items} />
      <HomeFeatureRow
        row={leadRow}
        visual={<LeadsMockup mockups={data.mockups} />}
        className="pt-0 lg:pt-0"
      />
      <HomeFeatureRow
        row={teamRow}
        visual={<TeamMockup mockups={data.mockups} />}
        reverse
        className="pt-0 lg:pt-0"
      />
      <HomeFeatureRow
        row={marketingRow}
        visual={<CampaignMockup mockups={data.mockups} />}
        className="pt-0 lg:pt-0"
      />
      <CrmFeatureList id="features" {...data.featureList} />
      <ToolsGrid id="tools" {...data.tools} />
      <PricingSection
        id="pricing"
        {...data.pricing.section}
        plans={data.pricing.plans}
        words={data.pricing.words}
        searchable={false}
      />
      <LogoMarqueeSection trustedBy={data.trustedBy} />
      <TestimonialsSection
        {...data.testimonials.section}
        testimonials={data.testimonials.items}
        rating={data.testimonials.rating}
        words={data.testimonials.words}
      />
      <CtaEmail id="get-started" {...data.cta} field={data.emailField} />
    </ItemWordsProvider>
  );
}
