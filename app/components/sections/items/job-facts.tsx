import { useItemWords } from "~/lib/item-words";
import { useLocale } from "~/lib/i18n";
import { CalendarClock } from "~/components/ui/icons";
import type { JobDetail } from "~/content/types";
import { formatDate } from "~/lib/format";

export type JobFactsData = Pick<
  JobDetail,
  "department" | "location" | "typeLabel" | "salary" | "datePosted" | "validThrough"
>;

/** A role in four facts and its dates: the job page's summary, and the application page's. */
export function JobFacts({ job }: { job: JobFactsData }) {
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
    </>
  );
}
