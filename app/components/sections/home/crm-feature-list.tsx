import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FeatureListItem } from "~/content/crm";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly FeatureListItem[];
};

/** The CRM feature list on a dark band: icon, name and one line per feature. */
export function CrmFeatureList({ id, eyebrow, title, intro, items }: Props) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="on-dark section-y bg-band relative isolate overflow-hidden text-white"
    >
      <div aria-hidden="true" className="glow absolute inset-0 -z-10" />
      <div className="container-site">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} tone="dark" />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-[24px] border border-white/10 bg-white/10 sm:grid-cols-2 md:mt-16 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.title}
              className="bg-band hover:bg-band-soft p-7 transition-colors duration-200 md:p-9"
            >
              <span className="text-mint inline-flex size-12 items-center justify-center rounded-2xl bg-white/[0.07] ring-1 ring-white/10">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg leading-7 font-bold text-white md:text-xl">
                {item.title}
              </h3>
              <p className="text-on-dark-muted mt-2 text-base leading-[26px]">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
