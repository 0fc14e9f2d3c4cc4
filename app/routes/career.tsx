import type { RouteHandle } from "~/lib/route-handle";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CareerCta } from "~/components/sections/careers/career-cta";
import { CareerFeatures } from "~/components/sections/careers/career-features";
import { CareerHiring } from "~/components/sections/careers/career-hiring";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { PageHeader } from "~/components/ui/page-header";
import { collections } from "~/content/collections/load.server";
import { listJobs } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest, useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";
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
    page: getPage("/career"),
    copy: {
      intro: careerCopy.helpThousandsOfBusinesses,
      jobsEyebrow: careerCopy.jobsEyebrow,
      jobsTitle: careerCopy.openRoles(jobs.length),
      jobsIntro: careerCopy.everyRoleListsIts,
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

export default function CareerPage() {
  const { page, copy, hiring, features, ctaCopy, counters, jobs } = useLoaderData<typeof loader>();
  const o = { locale: useLocale() };
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.intro} />
      <CareerJobs
        eyebrow={copy.jobsEyebrow}
        title={copy.jobsTitle}
        intro={copy.jobsIntro}
        jobs={jobs}
        words={{
          department: m["company.job.department"]({}, o),
          type: m["company.job.type"]({}, o),
          location: m["company.job.location"]({}, o),
          salary: m["company.job.salary"]({}, o),
          viewDetails: m["company.job.viewDetails"]({}, o),
          viewDetailsFor: (title) => m["company.job.viewDetailsFor"]({ title }, o),
        }}
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
      <CareerCta copy={ctaCopy} />
    </>
  );
}
