import { SectionHeading } from "~/components/ui/section-heading";
import type { Service } from "~/content/types";
import { ServicesGrid } from "./services-grid";

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  services: readonly Service[];
};

/** Every service as a card under a section heading (/service), reusing the home demos' grid. */
export function ServiceCatalog({ id = "all-services", eyebrow, title, intro, services }: Props) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <ServicesGrid services={services} className="mt-12 md:mt-16 lg:gap-8" />
      </div>
    </section>
  );
}
