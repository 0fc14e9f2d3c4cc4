import { ArrowRight } from "~/components/ui/icons";
import { BrandIcon } from "~/components/ui/brand-icon";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Tool } from "~/content/crm";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tools: readonly Tool[];
  cta: { label: string; href: string };
};

/** A grid of the tools Finlo connects to, with a link to every integration. */
export function ToolsGrid({ id, eyebrow, title, intro, tools, cta }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y">
      <div className="container-site grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            align="start"
          />
          <ButtonLink to={cta.href} className="mt-8">
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-4">
          {tools.map((tool) => (
            <li
              key={tool.name}
              className="border-border shadow-soft hover:shadow-lift bg-surface flex flex-col items-center rounded-[20px] border px-3 py-6 text-center transition duration-200 ease-out hover:-translate-y-0.5"
            >
              <span className="bg-surface-soft inline-flex size-14 items-center justify-center rounded-2xl">
                <BrandIcon name={tool.icon} colored className="size-7" />
              </span>
              <span className="text-ink mt-4 text-base font-bold">{tool.name}</span>
              <span className="text-muted mt-0.5 text-sm leading-5">{tool.category}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
