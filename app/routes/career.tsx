import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay, type ItemSay } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CareerFeatures } from "~/components/sections/careers/career-features";
import { CareerHiring } from "~/components/sections/careers/career-hiring";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { CtaBand } from "~/components/sections/shared/cta-band";
import { Send } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { collections } from "~/content/collections/load.server";
import { listJobs } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript. Open
 * roles only: a job past its validThrough leaves the list at the next build.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { careerCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const sections = localized("copy/careers", locale) as typeof import("~/content/copy/careers");
  const { careerFeatures, hiringSteps } = localized(
    "careers",
    locale,
  ) as typeof import("~/content/careers");
  const { growthCounters } = localized("counters", locale) as typeof import("~/content/counters");
  const jobs = listJobs(collections(locale));
  return {
    words: itemWords(locale, "career"),
    page: getPage("/career"),
    copy: {
      intro: careerCopy.helpThousandsOfBusinesses,
      jobsEyebrow: careerCopy.jobsEyebrow,
      jobsTitle: careerCopy.openRoles(jobs.length),
      jobsIntro: jobs.length ? careerCopy.everyRoleListsIts : careerCopy.noOpenRoles,
      countersEyebrow: careerCopy.finloInNumbers,
      countersTitle: careerCopy.aSmallTeamWith,
      countersIntro: careerCopy.whatTheWorkOf,
    },
    hiring: { copy: sections.careerHiringCopy, steps: hiringSteps },
    features: { copy: sections.careerFeaturesCopy, items: careerFeatures },
    ctaCopy: sections.careerCtaCopy,
    counters: growthCounters,
    jobs,
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/career", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

/** The job cards' labels, from the page's words. */
function jobCardWords(say: ItemSay) {
  return {
    department: say("company.job.department"),
    type: say("company.job.type"),
    location: say("company.job.location"),
    salary: say("company.job.salary"),
    viewDetails: say("company.job.viewDetails"),
    viewDetailsFor: (title: string) => say("company.job.viewDetailsFor", { title }),
  };
}

export default function CareerPage() {
  const { page, copy, hiring, features, ctaCopy, counters, jobs, words } =
    useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.intro} />
      <CareerJobs
        eyebrow={copy.jobsEyebrow}
        title={copy.jobsTitle}
        intro={copy.jobsIntro}
        jobs={jobs}
        words={jobCardWords(itemSay(words))}
      />
      <CareerHiring copy={hiring.copy} steps={hiring.steps} />
      <CountersSection
        id="career-numbers"
        eyebrow={copy.countersEyebrow}
        title={copy.countersTitle}
        intro={copy.countersIntro}
        counters={counters}
        tone="dark"
      />
      <CareerFeatures copy={features.copy} features={features.items} />
      {/* An open application when no role fits. */}
      <CtaBand id="career-cta" icon={Send} copy={ctaCopy} />
    </ItemWordsProvider>
  );
}
