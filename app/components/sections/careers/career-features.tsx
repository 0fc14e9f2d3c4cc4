import { IconTile } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { CareerFeature } from "~/content/types";
import type { careerFeaturesCopy } from "~/content/copy/careers";

/** The advantages of working at Finlo (spec: six career features), each an article. */
export function CareerFeatures({
  id = "career-features",
  copy,
  features,
}: {
  id?: string;
  copy: { [K in keyof typeof careerFeaturesCopy]: string };
  features: readonly CareerFeature[];
}) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
          {features.map((feature, i) => (
            <li key={feature.title}>
              <article className="border-border shadow-soft bg-surface h-full rounded-[20px] border p-7 wrap-anywhere md:p-8">
                <IconTile name={feature.icon} tone={i % 2 === 0 ? "violet" : "mint"} />
                <h3 className="mt-6 text-xl leading-7 font-bold">{feature.title}</h3>
                <p className="text-muted mt-3 text-base leading-[26px]">{feature.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
