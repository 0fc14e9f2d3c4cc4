import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { CareerCta } from "~/components/sections/careers/career-cta";
import { CareerFeatures } from "~/components/sections/careers/career-features";
import { CareerHiring } from "~/components/sections/careers/career-hiring";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { PageHeader } from "~/components/ui/page-header";
import { useLoaderData } from "react-router";
import { careerFeatures, hiringSteps } from "~/content/careers";
import { listJobs } from "~/content/collections/queries.server";
import { growthCounters } from "~/content/counters";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { careerCopy } from "~/content/copy/pages";

const page = getPage("/career");

/** Open roles only: a job past its validThrough leaves the list at the next build. */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  jobs: listJobs(collections(localeOfRequest(request))),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/career", { location, data: loaderData });

export default function CareerPage() {
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={careerCopy.helpThousandsOfBusinesses}
      />
      <CareerJobs
        eyebrow="Open positions"
        title={careerCopy.openRoles(jobs.length)}
        intro={careerCopy.everyRoleListsIts}
        jobs={jobs}
      />
      <CareerHiring steps={hiringSteps} />
      <CountersSection
        id="career-numbers"
        eyebrow={careerCopy.finloInNumbers}
        title={careerCopy.aSmallTeamWith}
        intro={careerCopy.whatTheWorkOf}
        counters={growthCounters}
        tone="dark"
      />
      <CareerFeatures features={careerFeatures} />
      <CareerCta />
    </>
  );
}
