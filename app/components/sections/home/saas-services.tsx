import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Service } from "~/content/types";
import { ServicesGrid } from "../services/services-grid";

/** SaaS home: the first six services and a link to all of them. */
export function SaasServices({
  id = "services",
  section,
  services,
}: {
  id?: string;
  section: typeof import("~/content/saas").servicesSection;
  services: readonly Service[];
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y bg-surface-soft">
      <div className="container-site">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id={headingId}
            eyebrow={section.eyebrow}
            title={section.title}
            intro={section.intro}
            align="start"
          />
          <ButtonLink
            to={section.cta.href}
            variant="secondary"
            className="shrink-0 self-start md:self-auto"
          >
            {section.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
          </ButtonLink>
        </div>
        <ServicesGrid services={services} className="mt-12 md:mt-16" />
      </div>
    </section>
  );
}
