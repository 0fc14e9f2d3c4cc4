import type { RouteHandle } from "~/lib/route-handle";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AboutJourney } from "~/components/sections/company/about-journey";
import { AboutValues } from "~/components/sections/company/about-values";
import { CountersSection } from "~/components/sections/shared/counters-section";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { TeamMembers } from "~/components/sections/company/team-members";
import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { collections } from "~/content/collections/load.server";
import { listTeamCards } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { aboutUsCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const { aboutJourneyCopy, aboutValuesCopy } = localized(
    "copy/company",
    locale,
  ) as typeof import("~/content/copy/company");
  const { faqSectionCopy } = localized(
    "copy/shared",
    locale,
  ) as typeof import("~/content/copy/shared");
  const { journey, coreValues } = localized(
    "company",
    locale,
  ) as typeof import("~/content/company");
  const { aboutCounters } = localized("counters", locale) as typeof import("~/content/counters");
  const { faqs } = localized("faq", locale) as typeof import("~/content/faq");
  return {
    page: getPage("/about-us"),
    copy: aboutUsCopy,
    journey: { copy: aboutJourneyCopy, milestones: journey },
    values: { copy: aboutValuesCopy, items: coreValues },
    counters: aboutCounters,
    faq: { title: faqSectionCopy.frequentlyAskedQuestions, items: faqs },
    team: listTeamCards(collections(locale)).slice(0, 3),
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/about-us", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export default function AboutUsPage() {
  const { page, copy, journey, values, counters, faq, team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.weBuildCalmClear} />
      <AboutJourney copy={journey.copy} milestones={journey.milestones} />
      <CountersSection
        id="about-numbers"
        eyebrow={copy.finloInNumbers}
        title={copy.fifteenYearsOfMaking}
        counters={counters}
        tone="dark"
      />
      <AboutValues copy={values.copy} values={values.items} />
      <TeamMembers
        id="team-teaser"
        eyebrow={copy.teamEyebrow}
        title={copy.meetThePeopleWho}
        intro={copy.aSmallLeadershipTeam}
        members={team}
        tone="soft"
        action={
          <ButtonLink to="/team" size="lg">
            {copy.joinOurTeam}
          </ButtonLink>
        }
      />
      <FaqSection title={faq.title} intro={copy.theQuestionsNewCustomers} items={faq.items} />
    </>
  );
}
