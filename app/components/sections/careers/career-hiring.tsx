import { SectionHeading } from "~/components/ui/section-heading";
import type { careerHiringCopy } from "~/content/copy/careers";
import { useItemWords } from "~/lib/item-words";

type Step = { readonly title: string; readonly description: string };

/** The hiring process: numbered steps joined by a line on wide screens. */
export function CareerHiring({
  id = "hiring-process",
  copy,
  steps,
}: {
  id?: string;
  copy: { [K in keyof typeof careerHiringCopy]: string };
  steps: readonly Step[];
}) {
  const say = useItemWords();
  return (
    <section aria-labelledby={id} className="section-y bg-surface-soft">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <div className="relative mt-12 md:mt-16">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-0.5 bg-[linear-gradient(90deg,var(--color-violet)_0%,var(--color-border)_100%)] lg:block"
          />
          <ol className="relative grid gap-5 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {steps.map((step, i) => (
              <li
                key={step.title}
                className="border-border shadow-soft bg-surface relative flex flex-col items-start rounded-[20px] border p-6 lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:text-center lg:shadow-none"
              >
                <span
                  aria-hidden="true"
                  className="bg-primary ring-surface-soft shadow-violet relative inline-flex size-14 items-center justify-center rounded-full text-lg font-bold text-white ring-8"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-5 text-xl leading-7 font-bold">
                  <span className="sr-only">
                    {say("company.hiring.step", { number: i + 1 }) + " "}
                  </span>
                  {step.title}
                </h3>
                <p className="text-muted mt-2 text-base leading-[26px] lg:max-w-[16rem]">
                  {step.description}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
