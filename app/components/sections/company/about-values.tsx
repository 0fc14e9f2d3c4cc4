import { IconTile } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { IconName } from "~/content/icons";
import type { aboutValuesCopy } from "~/content/copy/company";

type Value = { readonly title: string; readonly description: string; readonly icon: IconName };

/** Core values: four cards on the soft surface. */
export function AboutValues({
  id = "core-values",
  copy,
  values,
}: {
  id?: string;
  copy: { [K in keyof typeof aboutValuesCopy]: string };
  values: readonly Value[];
}) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-4">
          {values.map((value, i) => (
            <li key={value.title}>
              <article className="border-border shadow-soft bg-surface h-full rounded-[20px] border p-7 wrap-anywhere">
                <IconTile name={value.icon} tone={i % 2 === 0 ? "violet" : "mint"} />
                <h3 className="mt-6 text-xl leading-7 font-bold">{value.title}</h3>
                <p className="text-muted mt-3 text-base leading-[26px]">{value.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
