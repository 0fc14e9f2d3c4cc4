import { CircleCheck } from "~/components/ui/icons";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { AnalyticsMockup, type SaasMockups } from "./mockup-saas";

/** SaaS home hero: the promise, the email sign-up, the trial terms and the analytics preview. */
export function HeroSaas({
  title,
  hero,
  emailField,
  mockups,
}: {
  title: string;
  hero: typeof import("~/content/saas").saasHero;
  emailField: typeof import("~/content/home").emailField;
  mockups: SaasMockups;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-x-clip pt-36 pb-20 md:pt-44 lg:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_45%_at_50%_0%,color-mix(in_oklab,var(--color-violet)_18%,transparent),transparent_70%),radial-gradient(35%_35%_at_0%_60%,color-mix(in_oklab,var(--color-mint)_14%,transparent),transparent_70%),radial-gradient(35%_35%_at_100%_55%,color-mix(in_oklab,var(--color-sun)_12%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(color-mix(in_oklab,var(--color-ink)_9%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(60%_45%_at_50%_25%,black,transparent)] bg-[size:22px_22px]"
      />
      <div className="container-site">
        <div className="mx-auto max-w-3xl text-center">
          <p className="border-violet/15 text-violet shadow-soft bg-surface inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold">
            <span aria-hidden="true" className="bg-mint size-2 rounded-full" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="h1 mt-6 md:text-[60px] md:leading-[68px]">
            {title}
          </h1>
          <p className="text-muted mx-auto mt-6 max-w-2xl text-lg leading-8">{hero.intro}</p>
          <div className="border-border shadow-lift bg-surface mx-auto mt-9 max-w-xl rounded-[20px] border p-2 text-left sm:rounded-full sm:p-1.5 sm:pl-2">
            <SiteForm
              name={hero.form.name}
              label={hero.form.label}
              fields={[emailField]}
              submitLabel={hero.form.submitLabel}
              successMessage={hero.form.successMessage}
              layout="inline"
              className="[&_input]:border-transparent [&_input]:bg-transparent [&_p[role=status]:not(:empty)]:px-4 [&_p[role=status]:not(:empty)]:pb-2"
            />
          </div>
          <ul className="text-ink mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
            {hero.notes.map((note) => (
              <li key={note} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="text-violet size-5" strokeWidth={2} />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-16 md:mt-20">
          <AnalyticsMockup mockups={mockups} />
        </div>
      </div>
    </section>
  );
}
