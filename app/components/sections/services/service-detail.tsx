import { useItemWords } from "~/lib/item-words";
import { intlTag, useLocale } from "~/lib/i18n";
import { ArrowRight, Check, Mail, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { VideoPopup } from "~/components/widgets/video-popup";
import { site } from "~/content/site";
import { Prose } from "~/components/ui/prose";
import type { Service, ServiceDetail as Detail, ServiceLink } from "~/content/types";
import { cn } from "~/lib/cn";

/** An illustrative product view of a closed month, with the demo's play button over it. */
function ServiceVisual({
  service,
  video,
}: {
  service: Service;
  video: NonNullable<Detail["video"]>;
}) {
  const locale = useLocale();
  const say = useItemWords();
  const tag = intlTag(locale);
  const month = (index: number) =>
    new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" }).format(
      Date.UTC(2026, index, 1),
    );
  // Literal class names so Tailwind sees them; no inline styles.
  const bars = ["h-[46%]", "h-[58%]", "h-[52%]", "h-[70%]", "h-[64%]", "h-[86%]"];
  return (
    <div className="bg-band relative isolate overflow-hidden rounded-[24px]">
      <div aria-hidden="true" className="glow glow-strong absolute inset-0 -z-10" />
      <div className="grid gap-4 p-5 sm:grid-cols-[1.1fr_1fr] sm:p-8 md:gap-5 md:p-10">
        <div aria-hidden="true" className="shadow-lift bg-surface rounded-2xl p-5">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-muted text-sm font-semibold">{say("company.service.mockMonth")}</p>
            <p className="bg-mint-soft text-mint-ink rounded-full px-2.5 py-0.5 text-xs font-bold">
              {say("company.service.mockClosed")}
            </p>
          </div>
          <p className="text-ink mt-3 text-2xl font-extrabold tracking-tight md:text-3xl">
            {new Intl.NumberFormat(tag, { style: "currency", currency: "USD" }).format(84210.55)}
          </p>
          <p className="text-muted text-sm">{say("company.service.netProfit")}</p>
          <div className="mt-5 space-y-3 text-sm">
            <div>
              <div className="text-ink flex justify-between font-medium">
                <span>{say("company.service.mockMatched")}</span>
                <span>{new Intl.NumberFormat(tag).format(1284)}</span>
              </div>
              <div className="bg-surface-soft mt-1.5 h-2 rounded-full">
                <div className="bg-primary h-2 w-full rounded-full" />
              </div>
            </div>
            <div>
              <div className="text-ink flex justify-between font-medium">
                <span>{say("company.service.mockReceipts")}</span>
                <span>{new Intl.NumberFormat(tag, { style: "percent" }).format(0.98)}</span>
              </div>
              <div className="bg-surface-soft mt-1.5 h-2 rounded-full">
                <div className="bg-mint h-2 w-[98%] rounded-full" />
              </div>
            </div>
          </div>
        </div>
        {/* The play button sits over the chart, a picture-like area with no text under it. */}
        <div className="relative min-h-48">
          <div
            aria-hidden="true"
            className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.06] p-5 text-white"
          >
            <p className="text-on-dark-muted text-sm font-semibold">
              {say("company.service.profitChart")}
            </p>
            <div className="mt-4 flex min-h-28 flex-1 items-end gap-2.5">
              {bars.map((height, i) => (
                <div
                  key={height}
                  className={cn(
                    "flex-1 rounded-t-md",
                    height,
                    i === bars.length - 1 ? "bg-mint" : "bg-white/25",
                  )}
                />
              ))}
            </div>
            <div className="text-on-dark-muted mt-2 flex justify-between text-xs">
              <span>{month(9)}</span>
              <span>{month(2)}</span>
            </div>
          </div>
          <div className="absolute inset-0 flex items-center justify-center">
            <VideoPopup
              videoId={video.id}
              title={video.title}
              label={say("company.service.playDemo", {
                service: service.title,
                lowerService: service.title.toLowerCase(),
              })}
              closeLabel={say("home.video.close")}
              variant="round"
            />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Service details: the demo (when the service has a video), its outcomes and the Markdown body
 * (content/services/<slug>.md), beside every service and a contact card.
 */
export function ServiceDetail({
  service,
  services,
  projectsSlot,
}: {
  service: Detail;
  services: readonly ServiceLink[];
  /** Case studies that used the service, under the text. */
  projectsSlot?: ReactNode;
}) {
  const say = useItemWords();
  return (
    <div className="section-y">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-16">
        <div className="min-w-0 space-y-12">
          {service.video ? <ServiceVisual service={service} video={service.video} /> : null}
          <section aria-labelledby="service-outcomes">
            <h2 id="service-outcomes" className="h3 md:text-[28px] md:leading-9">
              {say("items.service.outcomesTitle")}
            </h2>
            <ul lang={service.lang} className="mt-6 grid gap-4 sm:grid-cols-3">
              {service.outcomes.map((item) => (
                <li
                  key={item}
                  className="border-border bg-surface-soft flex gap-3 rounded-2xl border p-4 text-base"
                >
                  <span
                    aria-hidden="true"
                    className="bg-primary inline-flex size-7 shrink-0 items-center justify-center rounded-full text-white"
                  >
                    <Check className="size-4" strokeWidth={2.5} />
                  </span>
                  <span className="font-medium">{item}</span>
                </li>
              ))}
            </ul>
          </section>
          <Prose html={service.html} lang={service.htmlLang ?? service.lang} />
          {projectsSlot}
        </div>

        <aside
          aria-label={say("company.service.asideLabel")}
          className="grid grid-cols-1 items-start gap-6 self-start md:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1"
        >
          <nav
            aria-labelledby="service-list"
            className="border-border shadow-soft bg-surface rounded-[24px] border p-6 md:p-7"
          >
            <h2 id="service-list" className="text-xl leading-7 font-bold">
              {say("company.service.allServices")}
            </h2>
            {/* A long name ("Währungsumrechnung") wraps inside its link on a narrow phone. */}
            <ul className="mt-5 space-y-1.5 wrap-anywhere hyphens-auto">
              {services.map((s) => {
                const current = s.slug === service.slug;
                return (
                  <li key={s.slug}>
                    <Link
                      to={s.href}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "group flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-semibold transition",
                        current
                          ? "bg-primary text-white"
                          : "text-ink hover:bg-violet-soft hover:text-violet",
                      )}
                    >
                      <Icon
                        name={s.icon}
                        className={cn("size-5 shrink-0", current ? "text-white" : "text-violet")}
                      />
                      <span lang={s.lang} className="flex-1">
                        {s.title}
                      </span>
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 shrink-0 opacity-60 transition group-hover:translate-x-0.5"
                        strokeWidth={2}
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {/* The same on every service page: not in search (ADR 0029). */}
          <section
            data-pagefind-ignore
            aria-labelledby="service-help"
            className="on-dark bg-band relative isolate overflow-hidden rounded-[24px] p-6 text-white md:p-7"
          >
            <div aria-hidden="true" className="glow glow-mirrored absolute inset-0 -z-10" />
            <h2 id="service-help" className="text-xl leading-7 font-bold text-white">
              {say("company.service.helpTitle")}
            </h2>
            <p className="text-on-dark-muted mt-2 text-base">{say("company.service.helpText")}</p>
            <ul className="mt-5 space-y-3 text-base">
              <li>
                <a href={site.phoneHref} className="hover:text-mint inline-flex items-center gap-3">
                  <Phone aria-hidden="true" className="text-mint size-5" strokeWidth={1.75} />
                  {site.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="hover:text-mint inline-flex items-center gap-3 break-all"
                >
                  <Mail
                    aria-hidden="true"
                    className="text-mint size-5 shrink-0"
                    strokeWidth={1.75}
                  />
                  {site.email}
                </a>
              </li>
            </ul>
            <ButtonLink to="/contact-us" variant="on-dark" className="mt-6 w-full">
              {say("company.service.contact")}
            </ButtonLink>
          </section>
        </aside>
      </div>
    </div>
  );
}
