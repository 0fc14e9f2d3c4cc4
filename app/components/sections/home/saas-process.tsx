import { Icon } from "~/components/ui/icon";
import { useItemWords } from "~/lib/item-words";
import { SavingsMockup, type SaasMockups } from "./mockup-saas";

/** SaaS home: the cost-effective process, four numbered steps beside the savings comparison. */
export function SaasProcess({
  id = "process",
  section,
  mockups,
}: {
  id?: string;
  section: typeof import("~/content/saas").processSection;
  mockups: SaasMockups;
}) {
  const say = useItemWords();
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y bg-surface-soft">
      <div className="container-site">
        <div className="grid items-end gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <p className="eyebrow">{section.eyebrow}</p>
            <h2 id={headingId} className="h2 mt-3">
              {section.title}
            </h2>
            <p className="text-muted mt-4 max-w-2xl">{section.intro}</p>
          </div>
          <SavingsMockup mockups={mockups} />
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-4">
          {section.steps.map((step, index) => (
            <li
              key={step.title}
              className="border-border shadow-soft bg-surface relative rounded-[20px] border p-7"
            >
              <div className="flex items-center justify-between">
                <span className="bg-primary inline-flex size-12 items-center justify-center rounded-2xl text-white">
                  <Icon name={step.icon} className="size-6" />
                </span>
                {/* A large faint numeral drawn as a graphic: decorative, the heading carries "Step n". */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 64 40"
                  width="64"
                  height="40"
                  className="fill-violet/15"
                >
                  <text
                    x="64"
                    y="34"
                    textAnchor="end"
                    className="text-[40px] font-extrabold tracking-tight"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </text>
                </svg>
              </div>
              <h3 className="mt-6 text-xl leading-7 font-bold">
                <span className="sr-only">
                  {say("home.process.step", { number: index + 1 })}
                </span>
                {step.title}
              </h3>
              <p className="text-muted mt-2 text-base leading-[26px]">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
