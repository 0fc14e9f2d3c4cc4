import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { JobDetails } from "~/components/sections/careers/job-details";
import { PageHeader } from "~/components/ui/page-header";
import { jobs } from "~/content/careers";
import { featuredJob, jobDetail } from "~/content/job-detail";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { singleCareerCopy } from "~/content/copy/pages";

const page = getPage("/single-career");

export const meta = () => seo("/single-career");

export default function SingleCareerPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.heading}
        trail={[{ label: "Career", href: "/career" }]}
        intro={`${featuredJob.department} · ${featuredJob.location} · ${featuredJob.type}`}
      />
      <JobDetails job={featuredJob} detail={jobDetail} />
      <CareerJobs
        id="other-roles"
        eyebrow="Open positions"
        title={singleCareerCopy.otherOpenRoles}
        jobs={jobs.filter((j) => j.slug !== featuredJob.slug)}
        tone="soft"
      />
    </>
  );
}
