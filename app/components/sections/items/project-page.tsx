import { useItemWords } from "~/lib/item-words";
import { PortfolioCard } from "~/components/sections/portfolio/portfolio-card";
import {
  ProjectFacts,
  ProjectNext,
  ProjectStory,
} from "~/components/sections/portfolio/portfolio-detail";
import { PageHeader } from "~/components/ui/page-header";
import { SectionHeading } from "~/components/ui/section-heading";
import { rowSizes } from "~/lib/sizes";
import type { PortfolioCardItem, PortfolioDetail } from "~/content/types";

/** A project (/portfolio/<slug>, and the spec's /single-portfolio for the featured one). */
export function ProjectPage({
  project,
  more,
}: {
  project: PortfolioDetail;
  more: readonly PortfolioCardItem[];
}) {
  const say = useItemWords();
  return (
    <>
      <PageHeader
        title={project.title}
        lang={project.lang}
        trail={[{ label: say("items.crumb.portfolio"), href: "/portfolio-classic" }]}
        intro={`${project.client} · ${project.tagLabels[project.category] ?? project.category}`}
      />
      <ProjectFacts project={project} />
      <ProjectStory project={project} />
      {more.length ? (
        // Other projects' cards: each is found at its own page.
        <section
          aria-labelledby="more-projects"
          data-pagefind-ignore
          data-print="skip"
          className="pb-[72px] lg:pb-28"
        >
          <div className="container-site">
            <SectionHeading
              id="more-projects"
              eyebrow={say("items.project.nextEyebrow")}
              title={say("items.project.nextTitle")}
            />
            <ul className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-2">
              {more.map((item) => (
                <li key={item.slug} className="flex">
                  <PortfolioCard
                    item={item}
                    sizes={rowSizes([
                      { columns: 1, max: 896 },
                      { from: 640, columns: 2, gap: 24, max: 896 },
                    ])}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <ProjectNext />
    </>
  );
}
