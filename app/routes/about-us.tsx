import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { AboutJourney } from "~/components/sections/company/about-journey";
import { AboutValues } from "~/components/sections/company/about-values";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { TeamMembers } from "~/components/sections/company/team-members";
import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { coreValues, journey } from "~/content/company";
import { aboutCounters } from "~/content/counters";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listTeam } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";
import { aboutUsCopy } from "~/content/copy/pages";

const page = getPage("/about-us");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  team: listTeam(collections(localeOfRequest(request))).slice(0, 3),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/about-us", { location, data: loaderData });

export default function AboutUsPage() {
  const { team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} intro={aboutUsCopy.weBuildCalmClear} />
      <AboutJourney milestones={journey} />
      <CountersSection
        id="about-numbers"
        eyebrow={aboutUsCopy.finloInNumbers}
        title={aboutUsCopy.fifteenYearsOfMaking}
        counters={aboutCounters}
        tone="dark"
      />
      <AboutValues values={coreValues} />
      <TeamMembers
        id="team-teaser"
        eyebrow="Our team"
        title={aboutUsCopy.meetThePeopleWho}
        intro={aboutUsCopy.aSmallLeadershipTeam}
        members={team}
        tone="soft"
        action={
          <ButtonLink to="/team" size="lg">
            {aboutUsCopy.joinOurTeam}
          </ButtonLink>
        }
      />
      <FaqSection intro={aboutUsCopy.theQuestionsNewCustomers} />
    </>
  );
}
