import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { BlogTeaser } from "~/components/sections/blog/blog-teaser";
import { FeatureGrid } from "~/components/sections/home/feature-grid";
import { HeroFinance } from "~/components/sections/home/hero-finance";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { HomeSteps } from "~/components/sections/home/home-steps";
import { LogoMarqueeSection } from "~/components/sections/home/logo-marquee-section";
import { BudgetMockup, CashflowMockup } from "~/components/sections/home/mockup-finance";
import { useLoaderData } from "react-router";
import { listPosts } from "~/content/collections/queries.server";
import { featureCards } from "~/content/features";
import { blogTeaser, featureGridSection, financeFeatureRows } from "~/content/finance";
import { getPage } from "~/content/pages";
import { averageRating } from "~/content/testimonials";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/");
const [trackRow, planRow] = financeFeatureRows;

export const loader = ({ request }: LoaderFunctionArgs) => ({
  posts: listPosts(collections(localeOfRequest(request))).slice(0, 3),
});

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/", { location, data: loaderData });

export const handle = { heroTone: "light", search: "page" } satisfies RouteHandle;

export default function HomePage() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroFinance title={page.heading} />
      <LogoMarqueeSection />
      <HomeFeatureRow row={trackRow} visual={<CashflowMockup />} />
      <HomeFeatureRow row={planRow} visual={<BudgetMockup />} reverse className="pt-0 lg:pt-0" />
      <HomeSteps />
      <FeatureGrid id="features" {...featureGridSection} features={featureCards} />
      <BlogTeaser {...blogTeaser} rating={averageRating} posts={posts} />
    </>
  );
}
