import { Check } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { Job } from "~/content/types";
import { formatDate } from "~/lib/format";
import { jobDetailsCopy } from "~/content/copy/careers";

type Detail = {
  posted: string;
  team: string;
  reportsTo: string;
  overview: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  benefits: readonly string[];
};

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item} className="flex gap-4">
          <span
            aria-hidden="true"
            className="bg-mint-soft text-mint-ink mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full"
          >
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <span className="text-ink/90">{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-border border-t pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="h3 md:text-[28px] md:leading-9">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Job details: the role in sections beside a sticky summary with the Apply Now button. */
export function JobDetails({ job, detail }: { job: Job; detail: Detail }) {
  const summary = [
    ["Location", job.location],
    ["Job type", job.type],
    ["Salary", job.salary],
    ["Department", job.department],
    ["Team", detail.team],
    ["Reports to", detail.reportsTo],
  ] as const;
  return (
    <div className="section-y">
      <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-20">
        <div className="min-w-0 space-y-10">
          <Block id="job-about" title={jobDetailsCopy.aboutTheRole}>
            <div className="prose-site text-muted mt-5">
              {detail.overview.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </Block>
          <Block id="job-responsibilities" title={jobDetailsCopy.whatYouWillDo}>
            <CheckList items={detail.responsibilities} />
          </Block>
          <Block id="job-requirements" title={jobDetailsCopy.whatYouWillBring}>
            <CheckList items={detail.requirements} />
          </Block>
          <Block id="job-benefits" title={jobDetailsCopy.whatWeOffer}>
            <CheckList items={detail.benefits} />
          </Block>
          <section
            aria-labelledby="job-apply"
            className="on-dark bg-band relative isolate overflow-hidden rounded-[24px] p-8 text-white md:p-10"
          >
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(60%_100%_at_100%_0%,color-mix(in_oklab,var(--color-violet)_55%,transparent),transparent_65%)]"
            />
            <h2 id="job-apply" className="h3 text-white md:text-[28px] md:leading-9">
              {jobDetailsCopy.soundsLikeYou}
            </h2>
            <p className="text-on-dark-muted mt-3 max-w-xl">{jobDetailsCopy.sendUsYourCv}</p>
            <ButtonLink to="/contact-us" variant="on-dark" size="lg" className="mt-7">
              Apply Now
            </ButtonLink>
          </section>
        </div>

        <aside aria-labelledby="job-summary" className="self-start lg:sticky lg:top-28">
          <div className="border-border shadow-soft rounded-[24px] border bg-surface p-6 md:p-8">
            <h2 id="job-summary" className="text-xl leading-7 font-bold">
              Job summary
            </h2>
            <p className="text-muted mt-1 text-sm">
              Posted <time dateTime={detail.posted}>{formatDate(detail.posted)}</time>
            </p>
            <dl className="divide-border border-border mt-6 divide-y border-y">
              {summary.map(([label, value]) => (
                <div
                  key={label}
                  className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3.5 text-base"
                >
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-ink font-semibold sm:text-right">{value}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink to="/contact-us" size="lg" className="mt-7 w-full">
              Apply Now
            </ButtonLink>
            <p className="text-muted mt-4 text-center text-sm">
              {jobDetailsCopy.noCoverLetterNeeded}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
