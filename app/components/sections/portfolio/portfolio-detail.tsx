import {
  ArrowLeft,
  ArrowUpRight,
  Briefcase,
  CalendarClock,
  Layers,
  Link2,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { portfolioDetailCopy } from "~/content/copy/portfolio";
import { cn } from "~/lib/cn";

export type ProjectDetail = {
  title: string;
  client: string;
  services: string;
  duration: string;
  livePreview: string;
  overview: string;
  execution: readonly string[];
  results: string;
  images: readonly string[];
  imageCaptions: readonly string[];
  highlights: readonly { value: string; label: string }[];
};

const term = "flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase";
const sectionTitle = "h3 md:text-[28px] md:leading-9";

/** The project's facts: client, services, duration and the live preview link. */
export function ProjectFacts({ project }: { project: ProjectDetail }) {
  return (
    <section aria-labelledby="project-facts" className="relative z-10 -mt-10 md:-mt-14">
      <div className="container-site">
        <div className="border-border shadow-lift rounded-[24px] border bg-surface p-6 md:p-8">
          <h2 id="project-facts" className="sr-only">
            Project details
          </h2>
          <dl className="lg:divide-border grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4 lg:gap-0 lg:divide-x">
            <div className="lg:pr-8">
              <dt className={term}>
                <Briefcase aria-hidden="true" className="size-4" strokeWidth={1.75} />
                Client
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold sm:text-lg sm:leading-7">
                {project.client}
              </dd>
            </div>
            <div className="lg:px-8">
              <dt className={term}>
                <Layers aria-hidden="true" className="size-4" strokeWidth={1.75} />
                Services
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold sm:text-lg sm:leading-7">
                {project.services}
              </dd>
            </div>
            <div className="lg:px-8">
              <dt className={term}>
                <CalendarClock aria-hidden="true" className="size-4" strokeWidth={1.75} />
                Duration
              </dt>
              <dd className="text-ink mt-2 text-base leading-6 font-bold sm:text-lg sm:leading-7">
                {project.duration}
              </dd>
            </div>
            <div className="lg:pl-8">
              <dt className={term}>
                <Link2 aria-hidden="true" className="size-4" strokeWidth={1.75} />
                Live preview
              </dt>
              <dd className="mt-2">
                <Link
                  to={project.livePreview}
                  className="text-violet text-base leading-6 font-bold underline-offset-4 hover:underline sm:text-lg sm:leading-7"
                >
                  View the live{" "}
                  <span className="whitespace-nowrap">
                    site
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

/** Overview, execution (its heading counts the steps it lists) and results, beside three images. */
export function ProjectStory({ project }: { project: ProjectDetail }) {
  const steps = project.execution.length;
  return (
    <div className="section-y">
      <div className="container-site grid gap-14 lg:grid-cols-[minmax(0,1fr)_400px] xl:gap-20">
        <div className="min-w-0">
          <section aria-labelledby="project-overview">
            <p className="eyebrow">The brief</p>
            <h2 id="project-overview" className={cn(sectionTitle, "mt-2")}>
              Project overview
            </h2>
            <p className="text-ink-soft mt-4">{project.overview}</p>
          </section>

          <section aria-labelledby="project-execution" className="mt-16">
            <p className="eyebrow">{portfolioDetailCopy.howWeWorked}</p>
            <h2 id="project-execution" className={cn(sectionTitle, "mt-2")}>
              Project execution in {steps} steps
            </h2>
            <ol className="mt-8 grid gap-3">
              {project.execution.map((step, index) => (
                <li
                  key={step}
                  className="border-border flex items-center gap-4 rounded-2xl border bg-surface p-4 md:p-5"
                >
                  <span
                    aria-hidden="true"
                    className="bg-violet-soft text-violet inline-flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold"
                  >
                    {index + 1}
                  </span>
                  <span className="text-ink text-base leading-6 font-medium md:text-lg md:leading-7">
                    {step}
                  </span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="project-results" className="mt-16">
            <p className="eyebrow">The outcome</p>
            <h2 id="project-results" className={cn(sectionTitle, "mt-2")}>
              Project results
            </h2>
            <p className="text-ink-soft mt-4">{project.results}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {project.highlights.map((highlight) => (
                <li key={highlight.label} className="bg-band rounded-2xl p-5 text-white">
                  <p className="text-mint text-[32px] leading-10 font-bold tracking-tight">
                    {highlight.value}
                  </p>
                  <p className="text-on-dark-muted mt-1 text-sm leading-5">{highlight.label}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="grid content-start gap-6 sm:grid-cols-3 lg:sticky lg:top-28 lg:grid-cols-1">
          {project.images.map((image, index) => (
            <figure key={image}>
              <div className="border-border bg-surface-soft overflow-hidden rounded-[20px] border">
                <Picture
                  name={image}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 33vw, 100vw"
                  className="aspect-[16/10]"
                />
              </div>
              <figcaption className="text-muted mt-2 text-sm">
                {project.imageCaptions[index]}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Closing band: back to the portfolio, or start a project of your own. */
export function ProjectNext() {
  return (
    <section aria-labelledby="project-next" className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="project-next" className="h3">
              {portfolioDetailCopy.haveAProjectLike}
            </h2>
            <p className="text-muted mt-2">{portfolioDetailCopy.tellUsAboutIt}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/portfolio-classic" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2} />
              All projects
            </ButtonLink>
            <ButtonLink to="/contact-us">{portfolioDetailCopy.startAProject}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
