import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogTeaser } from "~/components/sections/blog/blog-teaser";
import { FeatureGrid } from "~/components/sections/home/feature-grid";
import { HeroFinance } from "~/components/sections/home/hero-finance";
import { HomeFeatureRow } from "~/components/sections/home/home-feature-row";
import { HomeSteps } from "~/components/sections/home/home-steps";
import { LogoMarqueeSection } from "~/components/sections/home/logo-marquee-section";
import { BudgetMockup, CashflowMockup } from "~/components/sections/home/mockup-finance";
import { collections } from "~/content/collections/load.server";
import { listPosts } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";

/**
 * The finance home's words and sample data in its language (app/content/<locale>/finance.ts …,
 * docs/i18n.md): read at prerender, they reach the browser in the HTML and the loader data, not
 * in the page's JavaScript. The mock-ups' sentences are built here from their data.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const finance = localized("finance", locale) as typeof import("~/content/finance");
  const { featureCards, moneySteps } = localized(
    "features",
    locale,
  ) as typeof import("~/content/features");
  const { trustedBy, demoVideo } = localized("home", locale) as typeof import("~/content/home");
  const { averageRating } = localized(
    "testimonials",
    locale,
  ) as typeof import("~/content/testimonials");
  const copy = localized(
    "copy/home-finance",
    locale,
  ) as typeof import("~/content/copy/home-finance");
  const { financeMockup: app, budgetMockup: budget } = finance;
  const { mockupLabels: labels } = copy;
  return {
    words: itemWords(locale, "home"),
    page: getPage("/"),
    posts: listPosts(collections(locale)).slice(0, 3),
    readMore: m["blog.card.readMore"]({}, { locale }),
    hero: finance.financeHero,
    trust: finance.trustBanner,
    video: demoVideo,
    watchDemo: copy.heroFinanceCopy.watchDemo,
    trustedBy,
    rows: finance.financeFeatureRows,
    stepsSection: finance.stepsSection,
    steps: moneySteps,
    featureGrid: finance.featureGridSection,
    featureCards,
    blogTeaser: finance.blogTeaser,
    rating: averageRating,
    mockups: {
      app,
      budget,
      words: copy.mockupFinanceCopy,
      labels: {
        app: labels.financeApp(app.balance.amount),
        budgets: labels.financeBudgets(budget.month, app.goal.percent),
        budgetsTitle: labels.budgetsTitle(budget.month),
        goalProgress: labels.goalProgress(app.goal.saved, app.goal.target),
        goalSaved: labels.goalSaved(app.goal.saved, app.goal.target),
      },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export const handle = { heroTone: "light", search: "page" } satisfies RouteHandle;

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  const [trackRow, planRow] = data.rows;
  return (
    <ItemWordsProvider words={data.words}>
      <HeroFinance
        title={data.page.heading}
        hero={data.hero}
        trust={data.trust}
        video={data.video}
        watchDemo={data.watchDemo}
        mockups={data.mockups}
      />
      <LogoMarqueeSection trustedBy={data.trustedBy} />
      <HomeFeatureRow row={trackRow} visual={<CashflowMockup mockups={data.mockups} />} />
      <HomeFeatureRow
        row={planRow}
        visual={<BudgetMockup mockups={data.mockups} />}
        reverse
        className="pt-0 lg:pt-0"
      />
      <HomeSteps section={data.stepsSection} steps={data.steps} mockupWords={data.mockups.words} />
      <FeatureGrid id="features" {...data.featureGrid} features={data.featureCards} />
      <BlogTeaser
        {...data.blogTeaser}
        rating={data.rating}
        posts={data.posts}
        readMore={data.readMore}
      />
    </ItemWordsProvider>
  );
}
