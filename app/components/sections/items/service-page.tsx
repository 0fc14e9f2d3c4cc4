import { useItemWords } from "~/lib/item-words";
import { PortfolioCard } from "~/components/sections/portfolio/portfolio-card";
import { ServiceDetail } from "~/components/sections/services/service-detail";
import { PageHeader } from "~/components/ui/page-header";
import type { ServiceDetail as Detail, ServiceLink } from "~/content/types";
import { rowSizes } from "~/lib/sizes";

/** A service (/service/<slug>, and the spec's /single-service for the featured one). */
export function ServicePage({
  service,
  services,
}: {
  service: Detail;
  services: readonly ServiceLink[];
}) {
  const say = useItemWords();
  return (
    <>
      <PageHeader
        title={service.title}
        lang={service.lang}
        trail={[{ label: say("items.crumb.services"), href: "/service" }]}
        intro={service.description}
      />
      <ServiceDetail
        service={service}
        services={services}
        projectsSlot={
          service.projects.length ? (
            // The projects' cards: each is found at its own page.
            <section aria-labelledby="service-projects" data-pagefind-ignore>
              <p className="eyebrow">{say("items.service.projectsEyebrow")}</p>
              <h2 id="service-projects" className="h3 mt-2 md:text-[28px] md:leading-9">
                {say("items.service.projectsTitle")}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {service.projects.slice(0, 4).map((project) => (
                  <li key={project.slug} className="flex">
                    <PortfolioCard
                      item={project}
                      sizes={rowSizes([
                        { columns: 1 },
                        { from: 640, columns: 2, gap: 24 },
                        { from: 1024, columns: 2, gap: 24, aside: 424 },
                      ])}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      />
    </>
  );
}
