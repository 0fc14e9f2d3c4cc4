import { ArrowRight, CircleCheck } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { VideoPopup } from "~/components/widgets/video-popup";
import type { demoVideo } from "~/content/home";
import { useItemWords } from "~/lib/item-words";
import { IntegrationHubMockup } from "./mockup-saas";

/** SaaS home: the integrations video, a play button over Finlo's hub of connected tools. */
export function VideoSection({
  id = "integrations-video",
  section,
  video,
}: {
  id?: string;
  section: typeof import("~/content/saas").videoSection;
  video: typeof demoVideo;
}) {
  const say = useItemWords();
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y">
      <div className="container-site grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="eyebrow">{section.eyebrow}</p>
          <h2 id={headingId} className="h2 mt-3">
            {section.title}
          </h2>
          <p className="text-muted mt-4">{section.intro}</p>
          <ul className="mt-7 space-y-3">
            {section.points.map((point) => (
              <li key={point} className="text-ink flex items-center gap-3 font-medium">
                <CircleCheck
                  aria-hidden="true"
                  className="text-violet size-5 shrink-0"
                  strokeWidth={2}
                />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={section.cta.href} variant="secondary" className="mt-8">
            {section.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
          </ButtonLink>
        </div>
        <div className="on-dark bg-band shadow-lift relative isolate aspect-[5/3] overflow-hidden rounded-[28px]">
          <div
            aria-hidden="true"
            className="glow glow-strong absolute inset-0 -z-10 [--glow-at:50%_50%]"
          />
          <IntegrationHubMockup hub={section.hub} />
          <div className="absolute inset-0 flex items-center justify-center">
            <VideoPopup
              videoId={video.id}
              title={video.title}
              label={section.videoLabel}
              closeLabel={say("home.video.close")}
              variant="round"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
