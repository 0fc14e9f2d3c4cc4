import { SectionHeading } from "~/components/ui/section-heading";

type Copy = {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly { title: string; description: string }[];
};

/** How a service engagement runs, on the soft surface between the catalogue and the footer. */
export function ServiceProcess({ id = "service-process", copy }: { id?: string; copy: Copy }) {
  return (
    <section aria-labelledby={id} className="section-y bg-surface-soft">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <SectionHeading
          id={id}
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
          align="start"
          className="lg:sticky lg:top-32 lg:self-start"
        />
        <ol className="grid gap-5 sm:grid-cols-2">
          {copy.steps.map((step, i) => (
            <li
              key={step.title}
              className="border-border shadow-soft bg-surface rounded-[20px] border p-7"
            >
              <span
                aria-hidden="true"
                className="bg-violet-soft text-violet inline-flex size-11 items-center justify-center rounded-full text-base font-bold"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-xl leading-7 font-bold">{step.title}</h3>
              <p className="text-muted mt-2 text-base leading-[26px]">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
