import { useItemWords } from "~/lib/item-words";
import {
  ArrowLeft,
  ArrowUpRight,
  Briefcase,
  CalendarClock,
  Layers,
  Link2,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import { Cover } from "~/components/ui/cover";
import { Prose } from "~/components/ui/prose";
import { photoSources } from "~/content/pictures";
import type { PortfolioDetail } from "~/content/types";
import { cn } from "~/lib/cn";

const term = "flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase";
const sectionTitle = "h3 md:text-[28px] md:leading-9";

/** The project's facts: client, services, duration and the live preview link. */
export function ProjectFacts({ project }: { project: PortfolioDetail }) {
  const say = useItemWords();
  // The last word and the arrow wrap together.
  const viewLive = say("company.project.viewLive");
  const viewLiveBreak = viewLive.lastIndexOf(" ");
  return (
    <section aria-labelledby="project-facts" className="relative z-10 -mt-10 md:-mt-14">
      <div className="container-site">
        <div className="border-border shadow-lift bg-surface rounded-[24px] border p-6 md:p-8">
          <h2 id="project-facts" className="sr-only">
            {say("company.project.detailsTitle")}
          </h2>
          {/* One column on phones: a service's name (German compounds like "Integrationssupport")
              needs the card's width; two from sm, four from lg. */}
          <dl className="lg:divide-border grid gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-0 lg:divide-x">
            <div className="lg:pr-8">
              <dt className={term}>
                <Briefcase aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {say("items.project.client")}
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold sm:text-lg sm:leading-7">
                {project.client}
              </dd>
            </div>
            <div className="min-w-0 lg:px-8">
              <dt className={term}>
                <Layers aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {say("items.project.services")}
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold break-words hyphens-auto sm:text-lg sm:leading-7">
                {project.services.map((service, i) => (
                  <span key={service.slug}>
                    {i ? ", " : null}
                    <Link
                      to={service.href}
                      className="hover:text-violet underline-offset-4 hover:underline"
                    >
                      {service.title}
                    </Link>
                  </span>
                ))}
              </dd>
            </div>
            <div className="lg:px-8">
              <dt className={term}>
                <CalendarClock aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {project.duration ? say("items.project.duration") : say("items.project.year")}
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold sm:text-lg sm:leading-7">
                {project.duration ?? project.year}
              </dd>
            </div>
            <div className="lg:pl-8">
              <dt className={term}>
                <Link2 aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {say("company.project.livePreview")}
              </dt>
              <dd className="mt-2">
                <Link
                  to={project.url ?? project.href}
                  className="text-violet text-base leading-6 font-bold underline-offset-4 hover:underline sm:text-lg sm:leading-7"
                >
                  {`${viewLive.slice(0, viewLiveBreak)} `}
                  <span className="whitespace-nowrap">
                    {viewLive.slice(viewLiveBreak + 1)}
                    <ArrowUpRight
                      aria-hidden="true"
                      className="ml-1 inline-block size-4 align-[-2px]"
                      strokeWidth={2}
                    />
                  </span>
                </Link>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}

/** The gallery's column: beside the story from lg (400px), else the container's width. */
const GALLERY_SIZES = "(min-width: 1024px) 400px, calc(100vw - 48px)";

/** The case study (content/portfolio/<slug>.md) and its numbers, beside the cover. */
export function ProjectStory({ project }: { project: PortfolioDetail }) {
  const say = useItemWords();
  return (
    <div className="section-y">
      <div className="container-site grid grid-cols-1 gap-14 lg:grid-cols-[minmax(0,1fr)_400px] xl:gap-20">
        <div className="min-w-0">
          <p
            lang={project.lang}
            className="text-ink text-xl leading-8 font-medium md:text-[22px] md:leading-9"
          >
            {project.summary}
          </p>
          <Prose html={project.html} lang={project.htmlLang ?? project.lang} className="mt-8" />
        </div>
        <div className="grid content-start gap-6 lg:sticky lg:top-28">
          {project.gallery.map((figure, i) => {
            // A photo opens its largest size, as a figure in a post does: a screenshot shown
            // 400px wide can be read. Named by its alt text; a drawing is not a file to open.
            const full =
              typeof figure.image !== "string" && figure.image.alt
                ? photoSources(figure.image).largest
                : undefined;
            const frame = (
              <div className="border-border bg-surface-soft overflow-hidden rounded-[20px] border">
                <Cover name={figure.image} className="aspect-[16/10]" sizes={GALLERY_SIZES} />
              </div>
            );
            return (
              <figure key={i}>
                {full ? (
                  <a href={full} className="prose-figure">
                    {frame}
                  </a>
                ) : (
                  frame
                )}
                {figure.caption ? (
                  <figcaption className="text-muted mt-2 text-sm">{figure.caption}</figcaption>
                ) : null}
              </figure>
            );
          })}
          {project.results.length ? (
            <section aria-labelledby="project-numbers">
              <h2 id="project-numbers" className={cn(sectionTitle, "md:text-2xl md:leading-8")}>
                {say("items.project.numbersTitle")}
              </h2>
              <ul className="mt-4 grid gap-3">
                {project.results.map((result) => (
                  <li key={result.label} className="bg-spotlight rounded-2xl p-5 text-white">
                    <p className="text-mint text-[32px] leading-10 font-bold tracking-tight">
                      {result.value}
                    </p>
                    <p className="text-on-dark-muted mt-1 text-sm leading-5">{result.label}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Closing band: back to the portfolio, or start a project of your own. */
export function ProjectNext() {
  const say = useItemWords();
  return (
    // The same on every project page: not in search (ADR 0029).
    <section aria-labelledby="project-next" data-pagefind-ignore className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="project-next" className="h3">
              {say("company.project.nextTitle")}
            </h2>
            <p className="text-muted mt-2">{say("company.project.nextText")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/portfolio-classic" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2} />
              {say("company.project.allProjects")}
            </ButtonLink>
            <ButtonLink to="/contact-us">{say("company.project.start")}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
