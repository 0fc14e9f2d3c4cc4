import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesSection } from "~/content/saas";
import type { Service } from "~/content/types";
import { ServicesGrid } from "../services/services-grid";

/** SaaS home: the first six services and a link to all of them. */
export function SaasServices({
  id = "services",
  services,
}: {
  id?: string;
  services: readonly Service[];
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y bg-surface-soft">
      <div className="container-site">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id={headingId}
            eyebrow={servicesSection.eyebrow}
            title={servicesSection.title}
            intro={servicesSection.intro}
            align="start"
          />
          <ButtonLink
            to={servicesSection.cta.href}
            variant="secondary"
            className="shrink-0 self-start md:self-auto"
          >
            {servicesSection.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
          </ButtonLink>
        </div>
        <ServicesGrid services={services} className="mt-12 md:mt-16" />
      </div>
    </section>
  );
}
