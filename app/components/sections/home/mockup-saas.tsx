import {
  BarChart3,
  Bell,
  CircleDollarSign,
  Gauge,
  LayoutDashboard,
  Settings,
  Users,
} from "~/components/ui/icons";
import { BrandIcon } from "~/components/ui/brand-icon";
import type { agilitySection, analyticsMockup, processSection } from "~/content/saas";
import type { mockupSaasCopy } from "~/content/copy/home-saas";
import { AreaChart, Chip, Donut, Mockup, ProgressBar, WindowBar } from "./mockup-parts";
import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/format";
import { useLocale } from "~/lib/i18n";

/**
 * The SaaS home's mock-ups, in the page's language: sample data and words from
 * app/content/<locale>/saas.ts and copy/home-saas.ts, the sentences built by the route's loader.
 */
export type SaasMockups = {
  analytics: typeof analyticsMockup;
  releases: (typeof agilitySection)["mockup"];
  savings: (typeof processSection)["savings"];
  words: typeof mockupSaasCopy;
  labels: { dashboard: string; releases: string; savings: string };
};

const navIcons = [LayoutDashboard, BarChart3, Users, CircleDollarSign, Settings];

/** Hero: the analytics dashboard with KPIs, the usage graph, plan mix and live events. */
export function AnalyticsMockup({ mockups }: { mockups: SaasMockups }) {
  const locale = useLocale();
  const { title, range, kpis, usage, usagePrevious, plans, events } = mockups.analytics;
  const { words } = mockups;
  return (
    <Mockup label={mockups.labels.dashboard} className="mx-auto w-full max-w-[1080px]">
      <div className="border-border bg-surface shadow-float-violet overflow-hidden rounded-[24px] border">
        <WindowBar title={title} aside={<Chip tone="muted">{range}</Chip>} />
        <div className="flex">
          <div className="border-border hidden w-16 shrink-0 flex-col items-center gap-3 border-r py-5 md:flex">
            {navIcons.map((Glyph, i) => (
              <span
                key={i}
                className={cn(
                  "inline-flex size-10 items-center justify-center rounded-xl",
                  i === 1 ? "bg-primary text-white" : "text-muted",
                )}
              >
                <Glyph aria-hidden="true" className="size-5" strokeWidth={1.75} />
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1 p-4 md:p-6">
            <dl className="grid grid-cols-3 gap-2 md:gap-4">
              {kpis.map((kpi, i) => (
                <div
                  key={kpi.label}
                  className={cn(
                    "border-border rounded-2xl border p-3 md:p-4",
                    i === 0 && "bg-violet-soft/60",
                  )}
                >
                  <dt className="text-muted text-[11px] font-medium md:text-sm">{kpi.label}</dt>
                  <dd className="text-ink mt-1 text-base font-extrabold tracking-tight md:text-2xl">
                    {kpi.value}
                  </dd>
                  <dd className="mt-1 hidden sm:block">
                    <Chip tone={kpi.change.startsWith("-") && !kpi.fallIsGood ? "sun" : "mint"}>
                      {kpi.change}
                    </Chip>
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 grid gap-4 md:mt-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="border-border rounded-2xl border p-4 md:p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-ink text-sm font-bold">{words.dailyActiveUsage}</p>
                  <span className="text-muted flex items-center gap-4 text-[11px]">
                    <span className="flex items-center gap-1.5">
                      <span className="bg-primary h-0.5 w-4 rounded" />
                      {words.thisPeriod}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <span className="border-muted/50 h-0 w-4 border-t-2 border-dashed" />
                      {words.previousPeriod}
                    </span>
                  </span>
                </div>
                <AreaChart className="mt-5 h-32 md:h-44" values={usage} compare={usagePrevious} />
              </div>
              <div className="hidden gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-1">
                <div className="border-border rounded-2xl border p-4">
                  <p className="text-ink text-sm font-bold">{words.planMix}</p>
                  <div className="mt-3 flex items-center gap-4">
                    <Donut
                      className="size-20 shrink-0"
                      segments={plans.map((p, i) => ({
                        percent: p.percent,
                        className: ["stroke-violet", "stroke-mint", "stroke-sun"][i]!,
                      }))}
                    />
                    <ul className="space-y-1.5">
                      {plans.map((p, i) => (
                        <li key={p.label} className="text-muted flex items-center gap-2 text-xs">
                          <span
                            className={cn(
                              "size-2 rounded-full",
                              ["bg-primary", "bg-mint", "bg-sun"][i],
                            )}
                          />
                          {p.label}{" "}
                          <span className="text-ink font-semibold">
                            {formatPercent(p.percent, locale)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <div className="border-border rounded-2xl border p-4">
                  <p className="text-ink flex items-center gap-2 text-sm font-bold">
                    <Bell aria-hidden="true" className="text-violet size-4" />
                    {words.liveEvents}
                  </p>
                  <ul className="mt-3 space-y-2.5">
                    {events.map((e) => (
                      <li key={e.label} className="flex items-start justify-between gap-2 text-xs">
                        <span>
                          <span className="text-ink block font-semibold">{e.label}</span>
                          <span className="text-muted block">{e.detail}</span>
                        </span>
                        <span className="text-muted">{e.time}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </Mockup>
  );
}

/** Agility: the release board of a sprint with the cycle-time gain. */
export function ReleaseBoardMockup({ mockups }: { mockups: SaasMockups }) {
  const { title, sprint, columns, velocity } = mockups.releases;
  const dots = ["bg-muted", "bg-primary", "bg-mint"];
  return (
    <Mockup label={mockups.labels.releases} className="mx-auto w-full max-w-[560px]">
      <div className="border-border shadow-lift bg-surface overflow-hidden rounded-[22px] border">
        <WindowBar title={title} aside={<Chip tone="violet">{sprint}</Chip>} />
        <div className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-3 sm:gap-3 sm:p-4">
          {columns.map((col, i) => (
            <div
              key={col.name}
              className={cn("bg-surface-soft rounded-xl p-2 sm:p-3", i > 1 && "hidden sm:block")}
            >
              <p className="text-ink flex items-center gap-1.5 text-[11px] font-bold sm:text-xs">
                <span className={cn("size-2 shrink-0 rounded-full", dots[i])} />
                <span className="truncate">{col.name}</span>
              </p>
              <ul className="mt-2.5 space-y-2">
                {col.items.map((item) => (
                  <li
                    key={item}
                    className="border-border text-ink bg-surface shadow-hairline rounded-lg border p-2 text-[11px] leading-4 font-semibold break-words hyphens-auto sm:p-2.5 sm:text-xs"
                  >
                    {item}
                    <span className="bg-surface-soft mt-2 block h-1 w-2/3 rounded-full" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-border shadow-lift bg-surface relative z-10 mx-auto -mt-6 flex w-64 items-center gap-3 rounded-[18px] border p-4 sm:absolute sm:-bottom-8 sm:-left-6 sm:mt-0">
        <span className="bg-mint-soft text-mint-ink inline-flex size-10 items-center justify-center rounded-xl">
          <Gauge aria-hidden="true" className="size-5" strokeWidth={2} />
        </span>
        <span>
          <span className="text-muted block text-xs">{velocity.label}</span>
          <span className="text-ink block text-lg font-extrabold">
            {velocity.value}{" "}
            <span className="text-mint-ink text-sm font-bold">{velocity.change}</span>
          </span>
        </span>
      </div>
    </Mockup>
  );
}

/** Cost-effective process: tool spend before and after. */
export function SavingsMockup({ mockups }: { mockups: SaasMockups }) {
  const { savings } = mockups;
  return (
    <Mockup label={mockups.labels.savings} className="w-full">
      <div className="border-border shadow-soft bg-surface rounded-[22px] border p-6 md:p-8">
        <p className="text-muted text-sm font-semibold">{savings.label}</p>
        <div className="mt-5 space-y-5">
          <div>
            <div className="flex justify-between text-sm">
              <span className="text-muted font-medium">{savings.before.label}</span>
              <span className="text-ink font-bold">{savings.before.amount}</span>
            </div>
            <ProgressBar className="mt-2 h-3" percent={100} tone="sun" />
          </div>
          <div>
            <div className="flex justify-between text-sm">
              <span className="text-ink font-semibold">{savings.after.label}</span>
              <span className="text-violet font-extrabold">{savings.after.amount}</span>
            </div>
            <ProgressBar className="mt-2 h-3" percent={31} tone="violet" />
          </div>
        </div>
      </div>
    </Mockup>
  );
}

/** Video section backdrop: Finlo at the centre of the tools it connects. */
export function IntegrationHubMockup({ hub }: { hub: readonly string[] }) {
  const positions = [
    "left-[8%] top-[14%]",
    "right-[8%] top-[14%]",
    "left-[2%] top-1/2 -translate-y-1/2",
    "right-[2%] top-1/2 -translate-y-1/2",
    "left-[8%] bottom-[14%]",
    "right-[8%] bottom-[14%]",
  ];
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <svg viewBox="0 0 400 240" preserveAspectRatio="none" className="absolute inset-0 size-full">
        {[
          [60, 50],
          [340, 50],
          [30, 120],
          [370, 120],
          [60, 190],
          [340, 190],
        ].map(([x, y], i) => (
          <path
            key={i}
            d={`M200 120 Q ${(200 + x!) / 2} ${y! + (y! < 120 ? -20 : 20)} ${x} ${y}`}
            fill="none"
            className="stroke-white/25"
            strokeWidth="1"
            strokeDasharray="4 5"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {hub.map((name, i) => (
        <span
          key={name}
          className={cn(
            "shadow-lift bg-surface absolute inline-flex size-11 items-center justify-center rounded-2xl md:size-16",
            positions[i],
          )}
        >
          <BrandIcon name={name} colored className="size-6 md:size-8" />
        </span>
      ))}
    </div>
  );
}
