import { CalendarClock, Check, Flame, Mail, Search, Send } from "~/components/ui/icons";
import { campaignMockup, leadsMockup, pipelineMockup, teamMockup } from "~/content/crm";
import { AreaChart, Chip, Initials, Mockup, Panel, ProgressBar, WindowBar } from "./mockup-parts";

const ownerTone = { MC: "violet", DB: "mint", SA: "sun", KM: "ink" } as const;
const stageDot = ["bg-muted", "bg-violet", "bg-sun", "bg-mint"] as const;

/** Hero: the deal pipeline board with a lead card floating over it. */
export function PipelineMockup() {
  const { stages, lead, title, total } = pipelineMockup;
  return (
    <Mockup
      label={`Preview of the Finlo CRM pipeline board: deals in four stages, from new leads to won, worth ${total} in total, with a lead card for ${lead.name} scored ${lead.score}.`}
      className="mx-auto w-full max-w-[1040px]"
    >
      <div className="overflow-hidden rounded-[22px] border border-white/10 bg-white shadow-[0_40px_100px_-30px_color-mix(in_oklab,black_60%,transparent)]">
        <WindowBar
          title={title}
          aside={
            <span className="hidden items-center gap-2 rounded-full bg-surface-soft px-3 py-1 text-xs text-muted sm:flex">
              <Search aria-hidden="true" className="size-3.5" />
              Search deals
            </span>
          }
        />
        <div className="flex items-center justify-between gap-4 px-5 pt-4">
          <p className="text-sm text-muted">
            Pipeline value <span className="ml-1 text-base font-extrabold text-ink">{total}</span>
          </p>
          <Chip>+18% vs last month</Chip>
        </div>
        <div className="grid grid-cols-2 gap-3 p-5 md:grid-cols-4">
          {stages.map((stage, i) => (
            <div key={stage.name} className={`rounded-2xl bg-surface-soft p-3 ${i > 1 ? "hidden md:block" : ""}`}>
              <div className="flex items-center justify-between gap-2 px-1">
                <span className="flex items-center gap-2 text-xs font-bold text-ink">
                  <span className={`size-2 rounded-full ${stageDot[i]}`} />
                  {stage.name}
                </span>
                <span className="text-[11px] font-semibold text-muted">{stage.amount}</span>
              </div>
              <ul className="mt-3 space-y-2">
                {stage.deals.map((deal) => (
                  <li key={deal.company} className="rounded-xl border border-border bg-white p-3 shadow-[0_1px_2px_color-mix(in_oklab,var(--color-ink)_5%,transparent)]">
                    <p className="text-sm font-bold text-ink">{deal.company}</p>
                    <p className="mt-0.5 text-sm font-semibold text-violet">{deal.value}</p>
                    <div className="mt-3 flex items-center justify-between">
                      <Initials text={deal.owner} tone={ownerTone[deal.owner]} />
                      <span className="flex items-center gap-1 text-[11px] font-medium text-muted">
                        <CalendarClock aria-hidden="true" className="size-3.5" />
                        {deal.due}
                      </span>
                    </div>
                  </li>
                ))}
                {i === 0 ? (
                  <li className="rounded-xl border border-dashed border-border p-2 text-center text-xs font-medium text-muted">+ Add deal</li>
                ) : null}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <div className="absolute -right-3 -bottom-12 z-10 hidden w-72 rounded-[20px] border border-border bg-white p-5 shadow-lift lg:-right-8 lg:block">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-violet text-sm font-bold text-white">JR</span>
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-ink">{lead.name}</p>
            <p className="truncate text-xs text-muted">{lead.role}</p>
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between">
          <span className="text-xs font-semibold text-muted">Lead score</span>
          <span className="text-sm font-extrabold text-ink">{lead.score}/100</span>
        </div>
        <ProgressBar className="mt-2" percent={lead.score} tone="mint" />
        <div className="mt-4 flex flex-wrap gap-1.5">
          <Chip tone="sun">
            <Flame aria-hidden="true" className="mr-1 size-3" />
            {lead.tags[0]}
          </Chip>
          <Chip tone="violet">{lead.tags[1]}</Chip>
        </div>
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-surface-soft px-3 py-2 text-xs font-semibold text-ink">
          <CalendarClock aria-hidden="true" className="size-4 text-violet" />
          {lead.next}
        </p>
      </div>
    </Mockup>
  );
}

/** Lead management: the scored inbound list. */
export function LeadsMockup() {
  const { leads, title, filter } = leadsMockup;
  const tone = (score: number) => (score >= 80 ? "mint" : score >= 60 ? "violet" : "sun");
  return (
    <Mockup label="Preview of Finlo CRM's inbound leads, each with its source and a lead score." className="mx-auto w-full max-w-[540px]">
      <Panel className="p-0 md:p-0">
        <div className="flex items-center justify-between px-5 pt-5 md:px-6">
          <p className="text-base font-bold text-ink">{title}</p>
          <Chip tone="muted">{filter}</Chip>
        </div>
        <ul className="mt-4 divide-y divide-border border-t border-border">
          {leads.map((lead, i) => (
            <li key={lead.name} className={`flex items-center gap-3 px-5 py-3.5 md:px-6 ${i === 0 ? "bg-violet-soft/60" : ""}`}>
              <Initials text={lead.name.split(" ").map((p) => p[0]).join("")} tone={i % 2 === 0 ? "violet" : "mint"} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">{lead.name}</span>
                <span className="block truncate text-xs text-muted">
                  {lead.company} · {lead.source}
                </span>
              </span>
              <Chip tone={tone(lead.score)}>{lead.score}</Chip>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2 border-t border-border px-5 py-4 text-xs font-semibold text-violet md:px-6">
          <Mail aria-hidden="true" className="size-4" />
          Follow-up sent automatically to 12 new leads
        </div>
      </Panel>
    </Mockup>
  );
}

/** Team management: goals per rep and shared tasks. */
export function TeamMockup() {
  const { members, tasks, title, period } = teamMockup;
  return (
    <Mockup label="Preview of Finlo CRM's team goals: revenue closed and progress to target for four sales reps, and shared tasks." className="mx-auto w-full max-w-[540px]">
      <Panel>
        <div className="flex items-center justify-between">
          <p className="text-base font-bold text-ink">{title}</p>
          <Chip tone="violet">{period}</Chip>
        </div>
        <ul className="mt-5 space-y-4">
          {members.map((m, i) => (
            <li key={m.name} className="flex items-center gap-3">
              <Initials text={m.initials} tone={(["violet", "mint", "sun", "ink"] as const)[i]} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between text-sm">
                  <span className="font-semibold text-ink">{m.name}</span>
                  <span className="text-xs text-muted">
                    <span className="font-bold text-ink">{m.closed}</span> · {m.percent}%
                  </span>
                </div>
                <ProgressBar className="mt-1.5" percent={m.percent} tone={i === 0 ? "mint" : "violet"} />
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-6 space-y-2 border-t border-border pt-5">
          {tasks.map((t) => (
            <li key={t.label} className="flex items-center gap-3 text-sm">
              <span
                className={`inline-flex size-5 items-center justify-center rounded-md text-[11px] font-bold ${
                  t.done ? "bg-mint text-ink" : "border-2 border-border"
                }`}
              >
                {t.done ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
              </span>
              <span className={t.done ? "text-muted line-through" : "font-medium text-ink"}>{t.label}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </Mockup>
  );
}

/** Online marketing: a campaign's results and channel mix. */
export function CampaignMockup() {
  const { title, stats, weeks, channels } = campaignMockup;
  return (
    <Mockup label={`Preview of a Finlo CRM campaign report: ${stats.map((s) => `${s.label.toLowerCase()} ${s.value}`).join(", ")}, with revenue rising week by week.`} className="mx-auto w-full max-w-[540px]">
      <Panel>
        <div className="flex items-center justify-between gap-3">
          <p className="truncate text-base font-bold text-ink">{title}</p>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-violet px-3 py-1 text-xs font-semibold text-white">
            <Send aria-hidden="true" className="size-3.5" />
            Live
          </span>
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-3">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl bg-surface-soft p-3">
              <dt className="text-[11px] font-medium text-muted">{s.label}</dt>
              <dd className="mt-1 text-base font-extrabold text-ink md:text-lg">{s.value}</dd>
            </div>
          ))}
        </dl>
        <AreaChart className="mt-6 h-28" values={weeks} tone="mint" />
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
          {channels.map((c, i) => (
            <li key={c.label} className="flex items-center gap-2 text-xs text-muted">
              <span className={`size-2.5 rounded-full ${["bg-violet", "bg-mint", "bg-sun"][i]}`} />
              {c.label} <span className="font-semibold text-ink">{c.percent}%</span>
            </li>
          ))}
        </ul>
      </Panel>
    </Mockup>
  );
}
