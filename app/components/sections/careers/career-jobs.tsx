import { ArrowRight, MapPin, Wallet } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Job } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * The job cards' words in the page's language, from the page: the career page's messages, a
 * role's page its loader's words (app/lib/item-words.ts), so a role's page loads no messages.
 */
export type JobWords = {
  department: string;
  type: string;
  location: string;
  salary: string;
  viewDetails: string;
  /** The rest of the link's accessible name: "for {title}". */
  viewDetailsFor: (title: string) => string;
};

/** Location and salary of a job, each labelled for assistive technology (the type is a badge). */
export function JobFacts({
  job,
  words,
  className = "",
}: {
  job: Job;
  words: Pick<JobWords, "location" | "salary">;
  className?: string;
}) {
  const facts: { label: string; icon: ReactNode; value: ReactNode }[] = [
    {
      label: words.location,
      icon: <MapPin aria-hidden="true" className="text-violet size-[18px]" strokeWidth={1.75} />,
      value: job.location,
    },
    {
      label: words.salary,
      icon: <Wallet aria-hidden="true" className="text-violet size-[18px]" strokeWidth={1.75} />,
      value: job.salary,
    },
  ];
  return (
    <dl className={cn("text-muted flex flex-wrap gap-x-6 gap-y-2 text-base", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-center gap-2">
          <dt className="sr-only">{fact.label}</dt>
          {fact.icon}
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A job opening: department, type badge, title, description, facts and a link to its details. */
export function JobCard({
  job,
  words,
  headingLevel: Heading = "h3",
  className = "",
}: {
  job: Job;
  words: JobWords;
  headingLevel?: "h2" | "h3";
  /** Added to the card's classes . */
  className?: string;
}) {
  return (
    // A card repeats its role, which search finds at its own page.
    <article
      data-pagefind-ignore
      className={cn(
        "group border-border shadow-soft hover:border-violet/40 hover:shadow-lift bg-surface relative grid gap-6 rounded-[20px] border p-6 wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5 md:grid-cols-[1fr_auto] md:items-center md:gap-10 md:p-8",
        className,
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2.5">
          <p className="text-violet text-sm font-semibold tracking-wide uppercase">
            <span className="sr-only">{words.department + " "}</span>
            {job.department}
            {/* Ends the department's line, so a long department never starts the next with it. */}
            <span aria-hidden="true" className="text-border ms-2.5">
              •
            </span>
          </p>
          <p
            className={cn(
              "rounded-full px-3 py-0.5 text-sm font-semibold",
              job.type === "Remote" ? "bg-mint-soft text-mint-ink" : "bg-violet-soft text-violet",
            )}
          >
            <span className="sr-only">{words.type + " "}</span>
            {job.typeLabel}
          </p>
        </div>
        <Heading
          lang={job.lang}
          className="mt-3 text-xl leading-7 font-bold md:text-2xl md:leading-8"
        >
          {job.title}
        </Heading>
        <p lang={job.lang} className="text-muted mt-2 max-w-2xl text-base leading-[26px]">
          {job.description}
        </p>
        <JobFacts job={job} words={words} className="mt-5" />
      </div>
      <Link
        to={job.href}
        className="border-border text-ink group-hover:border-violet group-hover:text-violet bg-surface inline-flex min-h-12 items-center justify-center gap-2 self-start justify-self-start rounded-full border px-6 text-base font-semibold whitespace-nowrap transition after:absolute after:inset-0 after:rounded-[20px] md:self-center"
      >
        {words.viewDetails}
        <span className="sr-only">{" " + words.viewDetailsFor(job.title)}</span>
        <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
      </Link>
    </article>
  );
}

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  jobs: readonly Job[];
  words: JobWords;
  tone?: "white" | "soft";
  /** False where the list repeats what other pages hold (a role's page lists the other roles). */
  searchable?: boolean;
};

export function CareerJobs({
  id = "open-positions",
  eyebrow,
  title,
  intro,
  jobs,
  words,
  tone = "white",
  searchable = true,
}: Props) {
  return (
    <section
      aria-labelledby={id}
      {...(searchable ? {} : { "data-pagefind-ignore": "" })}
      className={cn("section-y", tone === "soft" && "bg-surface-soft")}
    >
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-5 md:mt-16">
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} words={words} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
