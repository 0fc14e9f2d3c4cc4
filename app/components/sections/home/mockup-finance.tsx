import {
  ArrowDownLeft,
  Check,
  Cloud,
  Coffee,
  ShoppingCart,
  TrendingUp,
  Wallet,
} from "~/components/ui/icons";
import type { budgetMockup, financeMockup } from "~/content/finance";
import type { mockupFinanceCopy } from "~/content/copy/home-finance";
import { site } from "~/content/site";
import { BarChart, Chip, Donut, Mockup, Panel, ProgressBar } from "./mockup-parts";
import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/format";
import { useLocale } from "~/lib/i18n";

/**
 * The finance home's mock-ups, in the page's language: sample data and words from
 * app/content/<locale>/finance.ts and copy/home-finance.ts, the sentences built by the route's loader.
 */
export type FinanceMockups = {
  app: typeof financeMockup;
  budget: typeof budgetMockup;
  words: typeof mockupFinanceCopy;
  labels: {
    app: string;
    budgets: string;
    budgetsTitle: string;
    goalProgress: string;
    goalSaved: string;
  };
};

const txIcons = {
  cart: ShoppingCart,
  income: ArrowDownLeft,
  cloud: Cloud,
  coffee: Coffee,
} as const;

function PaymentCard({
  card,
  className = "",
}: {
  card: FinanceMockups["app"]["card"];
  className?: string;
}) {
  return (
    <div
      className={cn(
        "bg-band shadow-float isolate aspect-[1.586] w-56 overflow-hidden rounded-[18px] p-5 text-white",
        className,
      )}
    >
      <div aria-hidden="true" className="glow glow-mirrored glow-strong absolute inset-0 -z-10" />
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold tracking-tight">{site.name}</span>
        <svg viewBox="0 0 32 20" width="32" height="20" aria-hidden="true">
          <circle cx="11" cy="10" r="9" className="fill-white/70" />
          <circle cx="21" cy="10" r="9" className="fill-mint/80" />
        </svg>
      </div>
      <div className="from-sun to-sun/60 mt-4 h-6 w-9 rounded-md bg-gradient-to-br" />
      <p className="mt-3 font-mono text-sm tracking-[0.18em]">•••• {card.last4}</p>
      <div className="mt-2 flex justify-between text-[11px] text-white">
        <span>{card.holder}</span>
        <span>{card.expiry}</span>
      </div>
    </div>
  );
}

/** Hero: balance, a week of spending, recent transactions; card and savings goal floating beside. */
export function FinanceHeroMockup({ mockups }: { mockups: FinanceMockups }) {
  const locale = useLocale();
  const { balance, spending, transactions, goal, card } = mockups.app;
  return (
    <Mockup label={mockups.labels.app} className="mx-auto w-full max-w-[560px] lg:mr-0">
      <Panel className="relative z-10 sm:ml-10 lg:ml-16">
        <div>
          <p className="text-muted text-sm font-medium">{balance.label}</p>
          <p className="text-ink mt-1 text-[28px] leading-9 font-extrabold tracking-tight md:text-[34px] md:leading-10">
            {balance.amount}
          </p>
          <p className="mt-2">
            <Chip>
              <TrendingUp aria-hidden="true" className="mr-1 size-3.5" strokeWidth={2.5} />
              {balance.change}
            </Chip>
          </p>
        </div>
        <div className="bg-surface-soft mt-6 rounded-2xl p-4">
          <div className="flex items-baseline justify-between">
            <p className="text-ink text-sm font-semibold">
              {spending.label} <span className="text-muted font-medium">· {spending.period}</span>
            </p>
            <p className="text-ink text-sm font-bold">{spending.total}</p>
          </div>
          <BarChart
            className="mt-3"
            values={spending.days.map((d) => d.value)}
            labels={spending.days.map((d) => d.day)}
          />
        </div>
        <p className="text-ink mt-5 text-sm font-semibold">{mockups.words.recentTransactions}</p>
        <ul className="divide-border mt-2 divide-y">
          {transactions.map((tx) => {
            const Glyph = txIcons[tx.icon];
            return (
              <li key={tx.name} className="flex items-center gap-3 py-2.5">
                <span
                  className={cn(
                    "inline-flex size-9 shrink-0 items-center justify-center rounded-xl",
                    tx.tone === "in" ? "bg-mint-soft text-mint-ink" : "bg-violet-soft text-violet",
                  )}
                >
                  <Glyph aria-hidden="true" className="size-4" strokeWidth={2} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="text-ink block truncate text-sm font-semibold">{tx.name}</span>
                  <span className="text-muted block text-xs">{tx.category}</span>
                </span>
                <span
                  className={cn(
                    "figures-tabular text-sm font-bold",
                    tx.tone === "in" ? "text-mint-ink" : "text-ink",
                  )}
                >
                  {tx.amount}
                </span>
              </li>
            );
          })}
        </ul>
      </Panel>

      <PaymentCard
        card={card}
        className="absolute -top-12 -right-3 z-20 hidden rotate-[8deg] sm:block lg:hidden xl:-right-8 xl:block"
      />

      <div className="border-border shadow-lift bg-surface absolute -bottom-24 -left-2 z-20 hidden w-56 rounded-[18px] border p-4 sm:block lg:-left-10">
        <div className="flex items-center gap-3">
          <span className="bg-sun/25 text-ink inline-flex size-9 items-center justify-center rounded-xl">
            <Wallet aria-hidden="true" className="size-4" strokeWidth={2} />
          </span>
          <div>
            <p className="text-ink text-sm font-semibold">{goal.label}</p>
            <p className="text-muted text-xs">{mockups.labels.goalProgress}</p>
          </div>
        </div>
        <ProgressBar className="mt-3" percent={goal.percent} tone="sun" />
        <p className="text-ink mt-2 text-right text-xs font-semibold">
          {formatPercent(goal.percent, locale)}
        </p>
      </div>
    </Mockup>
  );
}

const categoryColours = ["stroke-violet", "stroke-mint", "stroke-sun", "stroke-ink/70"] as const;
// The same colours as the donut's segments, in both themes.
const categoryDots = ["bg-violet", "bg-mint", "bg-sun", "bg-ink/70"] as const;

/** Feature row "track": spending by category and the credit score. */
export function CashflowMockup({ mockups }: { mockups: FinanceMockups }) {
  const locale = useLocale();
  const { categories, score, month } = mockups.budget;
  const { words } = mockups;
  return (
    <Mockup label={words.cashflowLabel} className="mx-auto w-full max-w-[540px]">
      <div className="grid gap-4 sm:grid-cols-[1.25fr_1fr]">
        <Panel>
          <p className="text-ink text-sm font-semibold">{words.spendingByCategory}</p>
          <Donut
            className="mx-auto mt-4 size-40"
            segments={categories.map((c, i) => ({
              percent: c.percent,
              className: categoryColours[i]!,
            }))}
          >
            <span className="text-muted text-xs">{month}</span>
            <span className="text-ink text-lg font-extrabold">{mockups.app.spending.total}</span>
          </Donut>
          <ul className="mt-5 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {categories.map((c, i) => (
              <li key={c.label} className="text-muted flex items-center gap-2 text-xs">
                <span className={cn("size-2.5 shrink-0 rounded-full", categoryDots[i])} />
                <span className="flex-1">{c.label}</span>
                <span className="text-ink font-semibold">{formatPercent(c.percent, locale)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <div className="bg-band shadow-float rounded-[22px] p-5 text-white md:p-6">
            <p className="text-on-dark-muted text-sm font-medium">{score.label}</p>
            <p className="mt-1 text-4xl font-extrabold tracking-tight text-white">{score.value}</p>
            <svg viewBox="0 0 100 50" aria-hidden="true" className="mt-3 block w-full">
              <path
                d="M8 46a42 42 0 0 1 84 0"
                fill="none"
                className="stroke-white/15"
                strokeWidth="8"
                strokeLinecap="round"
              />
              <path
                d="M8 46a42 42 0 0 1 74 -27"
                fill="none"
                className="stroke-mint"
                strokeWidth="8"
                strokeLinecap="round"
              />
            </svg>
            <p className="text-mint mt-2 text-sm font-semibold">{score.rating}</p>
          </div>
          <Panel>
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <p className="text-ink text-sm font-semibold">{words.income.label}</p>
              <Chip>{words.income.change}</Chip>
            </div>
            <p className="text-ink mt-2 text-2xl font-extrabold tracking-tight">
              {words.income.amount}
            </p>
          </Panel>
        </div>
      </div>
    </Mockup>
  );
}

/** Feature row "plan": monthly budgets with progress. */
export function BudgetMockup({ mockups }: { mockups: FinanceMockups }) {
  const locale = useLocale();
  const { budgets } = mockups.budget;
  const { goal } = mockups.app;
  return (
    <Mockup label={mockups.labels.budgets} className="mx-auto w-full max-w-[540px]">
      <Panel>
        <div className="flex items-center justify-between">
          <p className="text-ink text-base font-bold">{mockups.labels.budgetsTitle}</p>
          <Chip tone="violet">{mockups.words.activeBudgets}</Chip>
        </div>
        <ul className="mt-5 space-y-5">
          {budgets.map((b) => (
            <li key={b.label}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="text-ink font-semibold">{b.label}</span>
                <span className="text-muted">
                  <span className="text-ink font-semibold">{b.spent}</span> / {b.limit}
                </span>
              </div>
              <ProgressBar
                className="mt-2"
                percent={b.percent}
                tone={b.percent > 90 ? "sun" : "violet"}
              />
            </li>
          ))}
        </ul>
        <div className="bg-violet-soft mt-6 flex items-center gap-4 rounded-2xl p-4">
          <Donut
            className="size-14 shrink-0"
            segments={[{ percent: goal.percent, className: "stroke-violet" }]}
          >
            <span className="text-ink text-[11px] font-bold">
              {formatPercent(goal.percent, locale)}
            </span>
          </Donut>
          <div>
            <p className="text-ink text-sm font-bold">{goal.label}</p>
            <p className="text-muted text-sm">{mockups.labels.goalSaved}</p>
          </div>
        </div>
      </Panel>
    </Mockup>
  );
}

/** The steps section: a phone with the onboarding checklist. */
export function OnboardingMockup({ words }: { words: FinanceMockups["words"] }) {
  const steps = words.onboardingSteps;
  return (
    <Mockup label={words.onboardingLabel} className="mx-auto w-full max-w-[340px]">
      <div className="bg-band shadow-float rounded-[44px] p-3">
        <div className="bg-surface-soft overflow-hidden rounded-[34px]">
          <div className="flex justify-center pt-3">
            <span className="bg-band h-5 w-24 rounded-full" />
          </div>
          <div className="px-5 pt-5 pb-7">
            <p className="text-muted text-xs font-semibold">{words.greeting}</p>
            <p className="text-ink mt-1 text-xl font-extrabold tracking-tight">{words.moneyPlan}</p>
            <div className="bg-primary mt-4 rounded-2xl p-4 text-white">
              <p className="text-xs text-white">{words.safeToSpend.label}</p>
              <p className="mt-1 text-2xl font-extrabold tracking-tight">
                {words.safeToSpend.amount}
              </p>
              <svg
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="mt-3 block h-1.5 w-full"
              >
                <rect width="100" height="8" rx="4" className="fill-white/25" />
                <rect width="62" height="8" rx="4" className="fill-mint" />
              </svg>
            </div>
            <ol className="mt-4 space-y-2.5">
              {steps.map((step, i) => (
                <li
                  key={step.label}
                  className="shadow-soft bg-surface flex items-center gap-3 rounded-2xl p-3"
                >
                  <span
                    className={cn(
                      "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                      step.done
                        ? "bg-mint text-on-accent"
                        : "border-violet/40 text-violet border-2 border-dashed",
                    )}
                  >
                    {step.done ? (
                      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                    ) : (
                      i + 1
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="text-ink block truncate text-sm font-semibold">
                      {step.label}
                    </span>
                    <span className="text-muted block truncate text-xs">{step.detail}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </Mockup>
  );
}
