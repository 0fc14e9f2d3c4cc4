import { SectionHeading } from "~/components/ui/section-heading";
import type { aboutJourneyCopy } from "~/content/copy/company";
import { cn } from "~/lib/cn";

type Milestone = { readonly year: string; readonly title: string; readonly description: string };

/** The company journey: an intro beside a timeline of milestones. */
export function AboutJourney({
  id = "journey",
  copy,
  milestones,
}: {
  id?: string;
  copy: { [K in keyof typeof aboutJourneyCopy]: string };
  milestones: readonly Milestone[];
}) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} align="start" />
          <div className="prose-site text-muted mt-5">
            <p>{copy.story}</p>
            <p>{copy.storyToday}</p>
          </div>
        </div>
        <ol className="relative space-y-5">
          {milestones.map((m, i) => (
            <li
              key={m.year}
              className="relative grid gap-4 pl-10 sm:grid-cols-[88px_1fr] sm:gap-6 sm:pl-12"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-8 left-0 z-10 size-4 rounded-full border-4 border-white ring-2",
                  i === milestones.length - 1 ? "bg-mint ring-mint" : "bg-primary ring-violet",
                )}
              />
              {i < milestones.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="bg-border absolute top-12 -bottom-5 left-[7px] w-0.5"
                />
              ) : null}
              <p className="text-violet pt-6 text-2xl leading-8 font-extrabold tracking-tight sm:pt-6">
                <time dateTime={m.year}>{m.year}</time>
              </p>
              <article className="border-border shadow-soft bg-surface rounded-[20px] border p-6 wrap-anywhere md:p-7">
                <h3 className="text-xl leading-7 font-bold">{m.title}</h3>
                <p className="text-muted mt-2 text-base leading-[26px]">{m.description}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
