import { useItemWords } from "~/lib/item-words";
import { useLocale } from "~/lib/i18n";
import { CalendarClock } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Prose } from "~/components/ui/prose";
import { CareerJobs } from "~/components/sections/careers/career-jobs";
import { ClosedNotice } from "~/components/sections/items/job-closed-notice";
import type { Job, JobDetail } from "~/content/types";
import { formatDate } from "~/lib/format";

/** Where Apply Now leads: the contact form with the role as its subject (see the route). */
export const applyHref = (job: Pick<Job, "href">) => `${job.href}/apply`;

/**
 * A job (/career/<slug>, and the spec's /single-career for the featured one): the Markdown
 * description beside a summary with Apply Now. A closed role says so and offers the open ones.
 */
export function JobPage({ job, others }: { job: JobDetail; others: readonly Job[] }) {
  const locale = useLocale();
  const say = useItemWords();
  const facts = [
    [say("items.job.department"), job.department],
    [say("items.job.location"), job.location],
    [say("items.job.type"), job.typeLabel],
    [say("items.job.salary"), job.salary],
  ] as const;
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
              <dl className="divide-border border-border mt-5 divide-y border-y">
                {facts.map(([label, value]) => (
                  <div
                    key={label}
                    className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3.5 text-base"
                  >
                    <dt className="text-muted">{label}</dt>
                    <dd className="text-ink font-semibold sm:text-right">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-muted mt-4 flex items-center gap-2 text-sm">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
                <span>
                  {say("items.job.posted")}{" "}
                  <time dateTime={job.datePosted} className="whitespace-nowrap">
                    {formatDate(job.datePosted, locale)}
                  </time>{" "}
                  · {say("items.job.applyBy")}{" "}
                  <time dateTime={job.validThrough} className="whitespace-nowrap">
                    {formatDate(job.validThrough, locale)}
                  </time>
                </span>
              </p>
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
