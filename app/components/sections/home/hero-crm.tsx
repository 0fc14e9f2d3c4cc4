import { CircleCheck } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { PipelineMockup, type CrmMockups } from "./mockup-crm";

/** CRM demo hero: dark band with the promise, two calls to action and the pipeline board. */
export function HeroCrm({
  title,
  hero,
  mockups,
}: {
  title: string;
  hero: typeof import("~/content/crm").crmHero;
  mockups: CrmMockups;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-x-clip bg-[linear-gradient(to_bottom,var(--color-band)_72%,var(--color-surface)_72%)] pt-36 pb-20 md:pt-44 md:pb-28"
    >
      <div
        aria-hidden="true"
        className="glow glow-strong absolute inset-x-0 top-0 -z-10 h-[72%] [--glow-at:50%_0%] [--glow-to:90%_60%]"
      />
      <div
        aria-hidden="true"
        className="grid-lines absolute inset-x-0 top-0 -z-10 h-[72%] [mask-image:radial-gradient(60%_70%_at_50%_20%,black,transparent)] bg-[size:64px_64px]"
      />
      <div className="container-site">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-mint inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-semibold">
            <span aria-hidden="true" className="bg-mint size-2 rounded-full" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="h1 mt-6 text-white md:text-[60px] md:leading-[68px]">
            {title}
          </h1>
          <p className="text-on-dark-muted mx-auto mt-6 max-w-2xl text-lg leading-8">
            {hero.intro}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={hero.primary.href} variant="on-dark" size="lg">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="ghost-dark" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-white">
            {hero.notes.map((note) => (
              <li key={note} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="text-mint size-5" strokeWidth={2} />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-16 md:mt-20">
          <PipelineMockup mockups={mockups} />
        </div>
      </div>
    </section>
  );
}
