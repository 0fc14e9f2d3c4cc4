import { CalendarClock, Check, Flame, Mail, Search, Send } from "~/components/ui/icons";
import type { campaignMockup, leadsMockup, pipelineMockup, teamMockup } from "~/content/crm";
import type { mockupCrmCopy } from "~/content/copy/home-crm";
import { AreaChart, Chip, Initials, Mockup, Panel, ProgressBar, WindowBar } from "./mockup-parts";
import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/format";
import { useLocale } from "~/lib/i18n";

/**
 * The CRM home's mock-ups, in the page's language: sample data and words from
 * app/content/<locale>/crm.ts and copy/home-crm.ts, the sentences built by the route's loader.
 */
export type CrmMockups = {
  pipeline: typeof pipelineMockup;
  leads: typeof leadsMockup;
  team: typeof teamMockup;
  campaign: typeof campaignMockup;
  words: typeof mockupCrmCopy;
  labels: { pipeline: string; campaign: string };
};

const ownerTone = { MC: "violet", DB: "mint", SA: "sun", KM: "ink" } as const;
const stageDot = ["bg-muted", "bg-primary", "bg-sun", "bg-mint"] as const;

/** Hero: the deal pipeline board with a lead card floating over it. */
export function PipelineMockup({ mockups }: { mockups: CrmMockups }) {
  const { stages, lead, title, total } = mockups.pipeline;
  const { words } = mockups;
  return (
    <Mockup label={mockups.labels.pipeline} className="mx-auto w-full max-w-[1040px]">
      <div className="bg-surface shadow-float overflow-hidden rounded-[22px] border border-white/10">
        <WindowBar
          title={title}
          aside={
            <span className="bg-surface-soft text-muted hidden items-center gap-2 rounded-full px-3 py-1 text-xs sm:flex">
              <Search aria-hidden="true" className="size-3.5" />
              {words.searchDeals}
            </span>
          }
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-4">
          <p className="text-muted text-sm">
            {words.pipelineValue}{" "}
            <span className="text-ink ml-1 text-base font-extrabold">{total}</span>
          </p>
          <Chip>{words.pipelineChange}</Chip>
        </div>
        <div className="grid grid-cols-2 gap-3 p-5 md:grid-cols-4">
          {stages.map((stage, i) => (
            <div
              key={stage.name}
              className={cn("bg-surface-soft rounded-2xl p-3", i > 1 ? "hidden md:block" : "")}
            >
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1">
                <span className="text-ink flex items-center gap-2 text-xs font-bold">
                  <span className={cn("size-2 rounded-full", stageDot[i])} />
                  {stage.name}
                </span>
                <span className="text-muted text-[11px] font-semibold">{stage.amount}</span>
              </div>
              <ul className="mt-3 space-y-2">
                {stage.deals.map((deal) => (
                  <li
                    key={deal.company}
                    className="border-border bg-surface shadow-hairline rounded-xl border p-3"
                  >
                    <p className="text-ink text-sm font-bold">{deal.company}</p>
                    <p className="text-violet mt-0.5 text-sm font-semibold">{deal.value}</p>
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-1">
                      <Initials text={deal.owner} tone={ownerTone[deal.owner]} />
                      <span className="text-muted flex items-center gap-1 text-[11px] font-medium">
                        <CalendarClock aria-hidden="true" className="size-3.5" />
                        {deal.due}
                      </span>
                    </div>
                  </li>
                ))}
                {i === 0 ? (
                  <li className="border-border text-muted rounded-xl border border-dashed p-2 text-center text-xs font-medium">
                    {words.addDeal}
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <div className="border-border shadow-lift bg-surface absolute -right-3 -bottom-12 z-10 hidden w-72 rounded-[20px] border p-5 lg:block xl:-right-8">
        <div className="flex items-center gap-3">
          <span className="bg-primary inline-flex size-11 items-center justify-center rounded-full text-sm font-bold text-white">
            JR
          </span>
          <div className="min-w-0">
            <p className="text-ink truncate text-sm font-bold">{lead.name}</p>
            <p className="text-muted truncate text-xs">{lead.role}</p>
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between">
          <span className="text-muted text-xs font-semibold">{words.leadScore}</span>
          <span className="text-ink text-sm font-extrabold">{lead.score}/100</span>
        </div>
        <ProgressBar className="mt-2" percent={lead.score} tone="mint" />
        <div className="mt-4 flex flex-wrap gap-1.5">
          <Chip tone="sun">
            <Flame aria-hidden="true" className="mr-1 size-3" />
            {lead.tags[0]}
          </Chip>
          <Chip tone="violet">{lead.tags[1]}</Chip>
        </div>
        <p className="bg-surface-soft text-ink mt-4 flex items-center gap-2 rounded-xl px-3 py-2 text-xs font-semibold">
          <CalendarClock aria-hidden="true" className="text-violet size-4" />
          {lead.next}
        </p>
      </div>
    </Mockup>
  );
}

/** Lead management: the scored inbound list. */
export function LeadsMockup({ mockups }: { mockups: CrmMockups }) {
  const { leads, title, filter } = mockups.leads;
  const tone = (score: number) => (score >= 80 ? "mint" : score >= 60 ? "violet" : "sun");
  return (
    <Mockup label={mockups.words.leadsLabel} className="mx-auto w-full max-w-[540px]">
      <Panel className="p-0 md:p-0">
        <div className="flex flex-wrap items-center justify-between gap-2 px-5 pt-5 md:px-6">
          <p className="text-ink text-base font-bold">{title}</p>
          <Chip tone="muted">{filter}</Chip>
        </div>
        <ul className="divide-border border-border mt-4 divide-y border-t">
          {leads.map((lead, i) => (
            <li
              key={lead.name}
              className={cn(
                "flex items-center gap-3 px-5 py-3.5 md:px-6",
                i === 0 && "bg-violet-soft/60",
              )}
            >
              <Initials
                text={lead.name
                  .split(" ")
                  .map((p) => p[0])
                  .join("")}
                tone={i % 2 === 0 ? "violet" : "mint"}
              />
              <span className="min-w-0 flex-1">
                <span className="text-ink block truncate text-sm font-semibold">{lead.name}</span>
                <span className="text-muted block truncate text-xs">
                  {lead.company} · {lead.source}
                </span>
              </span>
              <Chip tone={tone(lead.score)}>{lead.score}</Chip>
            </li>
          ))}
        </ul>
        <div className="border-border text-violet flex items-center gap-2 border-t px-5 py-4 text-xs font-semibold md:px-6">
          <Mail aria-hidden="true" className="size-4" />
          {mockups.words.followUpSent}
        </div>
      </Panel>
    </Mockup>
  );
}

/** Team management: goals per rep and shared tasks. */
export function TeamMockup({ mockups }: { mockups: CrmMockups }) {
  const locale = useLocale();
  const { members, tasks, title, period } = mockups.team;
  return (
    <Mockup label={mockups.words.teamLabel} className="mx-auto w-full max-w-[540px]">
      <Panel>
        <div className="flex items-center justify-between">
          <p className="text-ink text-base font-bold">{title}</p>
          <Chip tone="violet">{period}</Chip>
        </div>
        <ul className="mt-5 space-y-4">
          {members.map((m, i) => (
            <li key={m.name} className="flex items-center gap-3">
              <Initials text={m.initials} tone={(["violet", "mint", "sun", "ink"] as const)[i]} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between text-sm">
                  <span className="text-ink font-semibold">{m.name}</span>
                  <span className="text-muted text-xs">
                    <span className="text-ink font-bold">{m.closed}</span> ·{" "}
                    {formatPercent(m.percent, locale)}
                  </span>
                </div>
                <ProgressBar
                  className="mt-1.5"
                  percent={m.percent}
                  tone={i === 0 ? "mint" : "violet"}
                />
              </div>
            </li>
          ))}
        </ul>
        <ul className="border-border mt-6 space-y-2 border-t pt-5">
          {tasks.map((t) => (
            <li key={t.label} className="flex items-center gap-3 text-sm">
              <span
                className={cn(
                  "inline-flex size-5 items-center justify-center rounded-md text-[11px] font-bold",
                  t.done ? "bg-mint text-on-accent" : "border-border border-2",
                )}
              >
                {t.done ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
              </span>
              <span className={t.done ? "text-muted line-through" : "text-ink font-medium"}>
                {t.label}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </Mockup>
  );
}

/** Online marketing: a campaign's results and channel mix. */
export function CampaignMockup({ mockups }: { mockups: CrmMockups }) {
  const locale = useLocale();
  const { title, stats, weeks, channels } = mockups.campaign;
  return (
    <Mockup label={mockups.labels.campaign} className="mx-auto w-full max-w-[540px]">
      <Panel>
        <div className="flex items-center justify-between gap-3">
          <p className="text-ink min-w-0 text-base font-bold">{title}</p>
          <span className="bg-primary inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-white">
            <Send aria-hidden="true" className="size-3.5" />
            {mockups.words.campaignLive}
          </span>
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-3">
          {stats.map((s) => (
            <div key={s.label} className="bg-surface-soft rounded-xl p-3">
              <dt className="text-muted text-[11px] font-medium">{s.label}</dt>
              <dd className="text-ink mt-1 text-base font-extrabold md:text-lg">{s.value}</dd>
            </div>
          ))}
        </dl>
        <AreaChart className="mt-6 h-28" values={weeks} tone="mint" />
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
          {channels.map((c, i) => (
            <li key={c.label} className="text-muted flex items-center gap-2 text-xs">
              <span
                className={cn("size-2.5 rounded-full", ["bg-primary", "bg-mint", "bg-sun"][i])}
              />
              {c.label}{" "}
              <span className="text-ink font-semibold">{formatPercent(c.percent, locale)}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </Mockup>
  );
}
