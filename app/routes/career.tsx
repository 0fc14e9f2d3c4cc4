import { CareerCta } from "~/components/sections/careers/career-cta";
import { CareerFeatures } from "~/components/sections/careers/career-features";
import { CareerHiring } from "~/components/sections/careers/career-hiring";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { PageHeader } from "~/components/ui/page-header";
import { careerFeatures, hiringSteps, jobs } from "~/content/careers";
import { growthCounters } from "~/content/counters";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/career");

export const meta = () => seo("/career");

export default function CareerPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Help thousands of businesses feel calm about money. We hire kind, curious people and give them real ownership."
      />
      <CareerJobs
        eyebrow="Open positions"
        title={`${jobs.length} open roles, in the office or remote`}
        intro="Every role lists its salary range up front. Pick one that fits and read what the work is really like."
        jobs={jobs}
      />
      <CareerHiring steps={hiringSteps} />
      <CountersSection
        id="career-numbers"
        eyebrow="Finlo in numbers"
        title="A small team with a big reach"
        intro="What the work of forty people adds up to for the businesses that rely on us."
        counters={growthCounters}
        tone="dark"
      />
      <CareerFeatures features={careerFeatures} />
      <CareerCta />
    </>
  );
}
