import { SectionHeading } from "~/components/ui/section-heading";
import { AnimatedCounter } from "~/components/widgets/counter";
import type { Counter } from "~/content/types";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/i18n";

type Props = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  counters: readonly Counter[];
  tone?: "light" | "dark";
};

const columns: Record<number, string> = {
  1: "",
  2: "grid-cols-2",
  3: "sm:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
};

/** A band of key figures that count up as they come into view (spec §4). */
export function CountersSection({ id, title, eyebrow, intro, counters, tone = "light" }: Props) {
  const locale = useLocale();
  const dark = tone === "dark";
  const headingId = `${id}-title`;
  return (
    <section
      data-pagefind-ignore
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "section-y",
        dark && "on-dark bg-band relative isolate overflow-hidden text-white",
      )}
    >
      {dark ? <div aria-hidden="true" className="glow absolute inset-0 -z-10" /> : null}
      <div className="container-site">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} tone={tone} />
        <dl
          className={cn(
            "mx-auto mt-12 grid gap-4 md:mt-16 md:gap-6",
            columns[counters.length] ?? "sm:grid-cols-2 lg:grid-cols-4",
            counters.length <= 2 ? "max-w-3xl" : "",
          )}
        >
          {counters.map((counter) => (
            <div
              key={counter.label}
              className={cn(
                "flex flex-col-reverse items-center justify-end rounded-[20px] px-4 py-9 text-center md:px-6 md:py-12",
                dark
                  ? "border border-white/10 bg-white/[0.04]"
                  : "border-border bg-surface-soft border",
              )}
            >
              <dt
                className={cn(
                  "mt-3 text-sm leading-5 font-medium md:text-base",
                  dark ? "text-on-dark-muted" : "text-muted",
                )}
              >
                {counter.label}
              </dt>
              <dd
                className={cn(
                  "text-4xl leading-none font-extrabold tracking-tight sm:text-5xl xl:text-[64px]",
                  dark
                    ? "text-white"
                    : "from-violet to-ink bg-gradient-to-br bg-clip-text text-transparent",
                )}
              >
                <AnimatedCounter counter={counter} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
