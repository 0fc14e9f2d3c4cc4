import { CircleCheck } from "~/components/ui/icons";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { emailField } from "~/content/home";
import { saasHero } from "~/content/saas";
import { AnalyticsMockup } from "./mockup-saas";

/** SaaS home hero: the promise, the email sign-up, the trial terms and the analytics preview. */
export function HeroSaas({ title }: { title: string }) {
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
          <p className="border-violet/15 text-violet shadow-soft inline-flex items-center gap-2 rounded-full border bg-surface px-3.5 py-1.5 text-sm font-semibold">
            <span aria-hidden="true" className="bg-mint size-2 rounded-full" />
            {saasHero.eyebrow}
          </p>
          <h1 id="hero-title" className="h1 mt-6 md:text-[60px] md:leading-[68px]">
            {title}
          </h1>
          <p className="text-muted mx-auto mt-6 max-w-2xl text-lg leading-8">{saasHero.intro}</p>
          <div className="border-border shadow-lift mx-auto mt-9 max-w-xl rounded-[20px] border bg-surface p-2 text-left sm:rounded-full sm:p-1.5 sm:pl-2">
            <SiteForm
              name={saasHero.form.name}
              label={saasHero.form.label}
              fields={[emailField]}
              submitLabel={saasHero.form.submitLabel}
              successMessage={saasHero.form.successMessage}
              layout="inline"
              className="[&_input]:border-transparent [&_input]:bg-transparent [&_p[role=status]:not(:empty)]:px-4 [&_p[role=status]:not(:empty)]:pb-2"
            />
          </div>
          <ul className="text-ink mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
            {saasHero.notes.map((note) => (
              <li key={note} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="text-violet size-5" strokeWidth={2} />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-16 md:mt-20">
          <AnalyticsMockup />
        </div>
      </div>
    </section>
  );
}
