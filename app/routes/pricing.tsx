import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PricingSection } from "~/components/sections/shared/pricing-section";
import { PricingTable } from "~/components/sections/company/pricing-table";
import { PageHeader } from "~/components/ui/page-header";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words and plans in its language (app/content/<locale>/…, docs/i18n.md): read at
 * prerender, they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { pricingCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const { pricingTableCopy } = localized(
    "copy/company",
    locale,
  ) as typeof import("~/content/copy/company");
  const pricing = localized("pricing", locale) as typeof import("~/content/pricing");
  return {
    words: itemWords(locale, "pricing"),
    page: getPage("/pricing"),
    copy: pricingCopy,
    swipeHint: pricingTableCopy.swipeSidewaysToCompare,
    plans: pricing.financePlans,
    billing: pricing.billingCopy,
    comparisonPlans: pricing.comparisonPlans,
    comparisonRows: pricing.comparisonRows,
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/pricing", {
    location,
    data: loaderData && { ...loaderData, plans: loaderData.plans },
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export default function PricingPage() {
  const { page, copy, swipeHint, plans, billing, comparisonPlans, comparisonRows, words } =
    useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.heading} intro={copy.simplePlansThatGrow} />
      <PricingSection
        id="plans"
        eyebrow={billing.eyebrow}
        title={copy.chooseThePlanThat}
        intro={copy.pricesInUsDollars}
        plans={plans}
        words={billing}
      />
      <PricingTable
        eyebrow={billing.compareEyebrow}
        title={copy.everyFeatureSideBy}
        intro={copy.whatEachPlanIncludes}
        plans={comparisonPlans}
        rows={comparisonRows}
        swipeHint={swipeHint}
      />
    </ItemWordsProvider>
  );
}
