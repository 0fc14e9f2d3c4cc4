import { CircleCheck } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Avatar } from "~/components/ui/avatar";
import { VideoPopup } from "~/components/widgets/video-popup";
import type { demoVideo } from "~/content/home";
import { useItemWords } from "~/lib/item-words";
import { FinanceHeroMockup, type FinanceMockups } from "./mockup-finance";

type Props = {
  title: string;
  hero: typeof import("~/content/finance").financeHero;
  trust: typeof import("~/content/finance").trustBanner;
  video: typeof demoVideo;
  /** The demo button's label. */
  watchDemo: string;
  mockups: FinanceMockups;
};

/** Finance home hero: the promise, the two calls to action, the trust banner and the app preview. */
export function HeroFinance({ title, hero, trust, video, watchDemo, mockups }: Props) {
  const say = useItemWords();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-x-clip pt-32 pb-20 md:pt-40 lg:pb-28"
    >
      <div
        aria-hidden="true"
        className="bg-surface-soft glow glow-soft glow-mirrored absolute inset-0 -z-10"
      />
      <div
        aria-hidden="true"
        className="grid-lines absolute inset-0 -z-10 [mask-image:radial-gradient(70%_60%_at_50%_30%,black,transparent)] bg-[size:56px_56px]"
      />
      <div className="container-site grid grid-cols-1 items-center gap-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div className="max-w-xl">
          <p className="border-violet/15 text-violet shadow-soft bg-surface inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold">
            <span aria-hidden="true" className="bg-mint size-2 rounded-full" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="h1 mt-6 md:text-[60px] md:leading-[68px]">
            {title}
          </h1>
          <p className="text-muted mt-6 max-w-lg text-lg leading-8">{hero.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={hero.primary.href} size="lg">
              {hero.primary.label}
            </ButtonLink>
            <VideoPopup
              videoId={video.id}
              title={video.title}
              label={watchDemo}
              closeLabel={say("home.video.close")}
            />
          </div>
          <ul className="text-ink mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {hero.notes.map((note) => (
              <li key={note} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="text-violet size-5" strokeWidth={2} />
                {note}
              </li>
            ))}
          </ul>
          <div className="border-ink/10 mt-10 flex items-center gap-4 border-t pt-8">
            <div className="flex shrink-0 -space-x-3">
              {trust.people.map(({ id, portrait }) => (
                <Avatar
                  key={id}
                  portrait={portrait}
                  size={44}
                  className="ring-surface-soft size-11 shrink-0 ring-[3px]"
                />
              ))}
            </div>
            <p className="text-muted text-sm leading-5 md:text-base md:leading-6">
              <strong className="text-ink block text-lg font-extrabold md:text-xl">
                {trust.headline}
              </strong>{" "}
              {trust.text}
            </p>
          </div>
        </div>
        <FinanceHeroMockup mockups={mockups} />
      </div>
    </section>
  );
}
