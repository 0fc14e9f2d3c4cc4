import { useItemWords } from "~/lib/item-words";
import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Prose } from "~/components/ui/prose";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { ClosedNotice } from "~/components/sections/items/job-closed-notice";
import { JobFacts } from "~/components/sections/items/job-facts";
import type { Job, JobDetail } from "~/content/types";

/** Where Apply Now leads: the contact form with the role as its subject (see the route). */
export const applyHref = (job: Pick<Job, "href">) => `${job.href}/apply`;

/**
 * A job (/career/<slug>, and the spec's /single-career for the featured one): the Markdown
 * description beside a summary with Apply Now. A closed role says so and offers the open ones.
 */
export function JobPage({ job, others }: { job: JobDetail; others: readonly Job[] }) {
  const say = useItemWords();
  return (
    <>
      <PageHeader
        title={job.title}
        lang={job.lang}
        trail={[{ label: say("items.crumb.career"), href: "/career" }]}
        intro={`${job.department} · ${job.location} · ${job.typeLabel}`}
      />
      <div className="section-y">
        <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-20">
          <div className="min-w-0">
            {job.closed ? <ClosedNotice /> : null}
            <p
              lang={job.lang}
              className="text-ink text-xl leading-8 font-medium md:text-[22px] md:leading-9"
            >
              {job.description}
            </p>
            {/* On phones the summary card follows the whole posting: apply from the top too.
                Search reads the summary's button, not this one between the posting's words. */}
            {job.closed ? null : (
              <ButtonLink
                to={applyHref(job)}
                size="lg"
                className="mt-6 lg:hidden"
                data-pagefind-ignore
              >
                {say("items.job.applyNow")}
              </ButtonLink>
            )}
            <Prose html={job.html} lang={job.htmlLang ?? job.lang} className="mt-8" />
          </div>
          <aside aria-labelledby="job-summary" className="self-start lg:sticky lg:top-28">
            <div className="border-border shadow-soft bg-surface rounded-[24px] border p-6 md:p-8">
              <h2 id="job-summary" className="text-xl leading-7 font-bold">
                {say("items.job.factsTitle")}
              </h2>
              <JobFacts job={job} />
              {job.closed ? (
                <ButtonLink to="/career" variant="secondary" size="lg" className="mt-6 w-full">
                  {say("items.job.seeOpenRoles")}
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to={applyHref(job)} size="lg" className="mt-6 w-full">
                    {say("items.job.applyNow")}
                  </ButtonLink>
                  <p className="text-muted mt-4 text-center text-sm">
                    {say("items.job.applyNote")}
                  </p>
                </>
              )}
            </div>
          </aside>
        </div>
      </div>
      {others.length ? (
        <CareerJobs
          id="other-roles"
          eyebrow={say("items.job.openPositions")}
          title={say("items.job.otherRoles")}
          jobs={others}
          words={{
            department: say("company.job.department"),
            type: say("company.job.type"),
            location: say("company.job.location"),
            salary: say("company.job.salary"),
            viewDetails: say("company.job.viewDetails"),
            viewDetailsFor: (title) => say("company.job.viewDetailsFor", { title }),
          }}
          tone="soft"
          searchable={false}
        />
      ) : null}
    </>
  );
}
