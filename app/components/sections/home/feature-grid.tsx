import { IconTile } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FeatureCard } from "~/content/types";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  features: readonly FeatureCard[];
};

/** A grid of feature cards: icon, title, one sentence. */
export function FeatureGrid({ id, eyebrow, title, intro, features }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y">
      <div className="container-site">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {/* A long title ("Sicherheitsfunktionen") wraps inside its card on a narrow phone. */}
        <ul className="mt-12 grid grid-cols-1 gap-6 wrap-anywhere hyphens-auto sm:grid-cols-2 md:mt-16 lg:grid-cols-3">
          {features.map((feature, index) => (
            <li key={feature.title}>
              <article className="group border-border shadow-soft hover:border-violet/30 hover:shadow-lift bg-surface flex h-full gap-5 rounded-[20px] border p-6 transition duration-200 ease-out hover:-translate-y-0.5 sm:block sm:p-7 md:p-8">
                <div className="shrink-0">
                  <IconTile name={feature.icon} tone={index % 3 === 1 ? "mint" : "violet"} />
                </div>
                <div>
                  <h3 className="text-lg leading-7 font-bold sm:mt-6 sm:text-xl">
                    {feature.title}
                  </h3>
                  <p className="text-muted mt-2 text-base leading-[26px] sm:mt-3">
                    {feature.description}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
