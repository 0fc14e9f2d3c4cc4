import {
  ProjectFacts,
  ProjectNext,
  ProjectStory,
} from "~/components/sections/portfolio/portfolio-detail";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { portfolioClassic, portfolioDetail } from "~/content/portfolio";
import { seo } from "~/lib/seo";

const page = getPage("/single-portfolio");
const card = portfolioClassic.find((item) => item.title === portfolioDetail.title);

export const meta = () => seo("/single-portfolio");

/** Spec §2: the sample project; the execution heading counts the steps its list shows. */
export default function SinglePortfolioPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: "Portfolio", href: "/portfolio-classic" }]}
        intro={card?.summary}
      />
      <ProjectFacts project={portfolioDetail} />
      <ProjectStory project={portfolioDetail} />
      <ProjectNext />
    </>
  );
}
