import { SectionHeading } from "~/components/ui/section-heading";
import { serviceProcessCopy } from "~/content/copy/services";

const steps = [
  {
    title: serviceProcessCopy.tellUsWhatYou,
    description: serviceProcessCopy.a30MinuteCall,
  },
  {
    title: serviceProcessCopy.weSetItUp,
    description: serviceProcessCopy.weConnectYourAccounts,
  },
  {
    title: serviceProcessCopy.yourTeamIsTrained,
    description: serviceProcessCopy.shortPracticalSessionsFor,
  },
  {
    title: serviceProcessCopy.weStayClose,
    description: serviceProcessCopy.aNamedContactRegular,
  },
] as const;

/** How a service engagement runs, on the soft surface between the catalogue and the footer. */
export function ServiceProcess({ id = "service-process" }: { id?: string }) {
  return (
    <section aria-labelledby={id} className="section-y bg-surface-soft">
      <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <SectionHeading
          id={id}
          eyebrow={serviceProcessCopy.howWeWork}
          title={serviceProcessCopy.upAndRunningIn}
          intro={serviceProcessCopy.everyServiceStartsThe}
          align="start"
          className="lg:sticky lg:top-32 lg:self-start"
        />
        <ol className="grid gap-5 sm:grid-cols-2">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="border-border shadow-soft rounded-[20px] border bg-surface p-7"
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
