import { ArrowDownLeft, Check, Cloud, Coffee, ShoppingCart, TrendingUp, Wallet } from "~/components/ui/icons";
import { budgetMockup, financeMockup } from "~/content/home";
import { BarChart, Chip, Donut, Mockup, Panel, ProgressBar } from "./mockup-parts";

const txIcons = { cart: ShoppingCart, income: ArrowDownLeft, cloud: Cloud, coffee: Coffee } as const;

function PaymentCard({ className = "" }: { className?: string }) {
  const { card } = financeMockup;
  return (
    <div
      className={`isolate aspect-[1.586] w-56 overflow-hidden rounded-[18px] bg-ink p-5 text-white shadow-[0_24px_48px_-16px_color-mix(in_oklab,var(--color-ink)_55%,transparent)] ${className}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(80%_120%_at_100%_0%,color-mix(in_oklab,var(--color-violet)_90%,transparent),transparent_60%),radial-gradient(60%_90%_at_0%_100%,color-mix(in_oklab,var(--color-mint)_35%,transparent),transparent_70%)]"
      />
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold tracking-tight">Finlo</span>
        <svg viewBox="0 0 32 20" width="32" height="20" aria-hidden="true">
          <circle cx="11" cy="10" r="9" className="fill-white/70" />
          <circle cx="21" cy="10" r="9" className="fill-mint/80" />
        </svg>
      </div>
      <div className="mt-4 h-6 w-9 rounded-md bg-gradient-to-br from-sun to-sun/60" />
      <p className="mt-3 font-mono text-sm tracking-[0.18em]">•••• {card.last4}</p>
      <div className="mt-2 flex justify-between text-[11px] text-white">
        <span>{card.holder}</span>
        <span>{card.expiry}</span>
      </div>
    </div>
  );
}

/** Hero: balance, a week of spending, recent transactions; card and savings goal floating beside. */
export function FinanceHeroMockup() {
  const { balance, spending, transactions, goal } = financeMockup;
  return (
    <Mockup
      label={`Preview of the Finlo app: a total balance of ${balance.amount}, a chart of this week's spending and a list of recent transactions.`}
      className="mx-auto w-full max-w-[560px] lg:mr-0"
    >
      <Panel className="relative z-10 sm:ml-10 lg:ml-16">
        <div>
          <p className="text-sm font-medium text-muted">{balance.label}</p>
          <p className="mt-1 text-[28px] leading-9 font-extrabold tracking-tight text-ink md:text-[34px] md:leading-10">{balance.amount}</p>
          <p className="mt-2">
            <Chip>
              <TrendingUp aria-hidden="true" className="mr-1 size-3.5" strokeWidth={2.5} />
              {balance.change}
            </Chip>
          </p>
        </div>
        <div className="mt-6 rounded-2xl bg-surface-soft p-4">
          <div className="flex items-baseline justify-between">
            <p className="text-sm font-semibold text-ink">
              {spending.label} <span className="font-medium text-muted">· {spending.period}</span>
            </p>
            <p className="text-sm font-bold text-ink">{spending.total}</p>
          </div>
          <BarChart className="mt-3" values={spending.days.map((d) => d.value)} labels={spending.days.map((d) => d.day)} />
        </div>
        <p className="mt-5 text-sm font-semibold text-ink">Recent transactions</p>
        <ul className="mt-2 divide-y divide-border">
          {transactions.map((tx) => {
            const Glyph = txIcons[tx.icon];
            return (
              <li key={tx.name} className="flex items-center gap-3 py-2.5">
                <span
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-xl ${
                    tx.tone === "in" ? "bg-mint-soft text-mint-ink" : "bg-violet-soft text-violet"
                  }`}
                >
                  <Glyph aria-hidden="true" className="size-4" strokeWidth={2} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink">{tx.name}</span>
                  <span className="block text-xs text-muted">{tx.category}</span>
                </span>
                <span className={`text-sm font-bold tabular-nums ${tx.tone === "in" ? "text-mint-ink" : "text-ink"}`}>{tx.amount}</span>
              </li>
            );
          })}
        </ul>
      </Panel>

      <PaymentCard className="absolute -top-12 -right-3 z-20 hidden rotate-[8deg] sm:block lg:hidden xl:-right-8 xl:block" />

      <div className="absolute -bottom-14 -left-2 z-20 hidden w-56 rounded-[18px] border border-border bg-white p-4 shadow-lift sm:block lg:-left-10">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-sun/25 text-ink">
            <Wallet aria-hidden="true" className="size-4" strokeWidth={2} />
          </span>
          <div>
            <p className="text-sm font-semibold text-ink">{goal.label}</p>
            <p className="text-xs text-muted">
              {goal.saved} of {goal.target}
            </p>
          </div>
        </div>
        <ProgressBar className="mt-3" percent={goal.percent} tone="sun" />
        <p className="mt-2 text-right text-xs font-semibold text-ink">{goal.percent}%</p>
      </div>
    </Mockup>
  );
}

const categoryColours = ["stroke-violet", "stroke-mint", "stroke-sun", "stroke-ink/70"] as const;
const categoryDots = ["bg-violet", "bg-mint", "bg-sun", "bg-ink/70"] as const;

/** Feature row "track": spending by category and the credit score. */
export function CashflowMockup() {
  const { categories, score } = budgetMockup;
  return (
    <Mockup
      label="Preview of Finlo's spending breakdown: housing, food, transport and other spending as shares of the month, next to a credit score of 742."
      className="mx-auto w-full max-w-[540px]"
    >
      <div className="grid gap-4 sm:grid-cols-[1.25fr_1fr]">
        <Panel>
          <p className="text-sm font-semibold text-ink">Spending by category</p>
          <Donut
            className="mx-auto mt-4 size-40"
            segments={categories.map((c, i) => ({ percent: c.percent, className: categoryColours[i]! }))}
          >
            <span className="text-xs text-muted">{budgetMockup.month}</span>
            <span className="text-lg font-extrabold text-ink">$3,214</span>
          </Donut>
          <ul className="mt-5 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {categories.map((c, i) => (
              <li key={c.label} className="flex items-center gap-2 text-xs text-muted">
                <span className={`size-2.5 shrink-0 rounded-full ${categoryDots[i]}`} />
                <span className="flex-1">{c.label}</span>
                <span className="font-semibold text-ink">{c.percent}%</span>
              </li>
            ))}
          </ul>
        </Panel>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <div className="rounded-[22px] bg-ink p-5 text-white shadow-[0_24px_60px_-24px_color-mix(in_oklab,var(--color-ink)_45%,transparent)] md:p-6">
            <p className="text-sm font-medium text-on-dark-muted">{score.label}</p>
            <p className="mt-1 text-4xl font-extrabold tracking-tight text-white">{score.value}</p>
            <svg viewBox="0 0 100 50" aria-hidden="true" className="mt-3 block w-full">
              <path d="M8 46a42 42 0 0 1 84 0" fill="none" className="stroke-white/15" strokeWidth="8" strokeLinecap="round" />
              <path d="M8 46a42 42 0 0 1 74 -27" fill="none" className="stroke-mint" strokeWidth="8" strokeLinecap="round" />
            </svg>
            <p className="mt-2 text-sm font-semibold text-mint">{score.rating}</p>
          </div>
          <Panel>
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-ink">Income</p>
              <Chip>+12%</Chip>
            </div>
            <p className="mt-2 text-2xl font-extrabold tracking-tight text-ink">$6,920</p>
          </Panel>
        </div>
      </div>
    </Mockup>
  );
}

/** Feature row "plan": monthly budgets with progress. */
export function BudgetMockup() {
  const { budgets, month } = budgetMockup;
  const { goal } = financeMockup;
  return (
    <Mockup
      label={`Preview of Finlo's budgets for ${month}: groceries, transport, eating out and subscriptions with how much of each is spent, and a holiday savings goal at ${goal.percent}%.`}
      className="mx-auto w-full max-w-[540px]"
    >
      <Panel>
        <div className="flex items-center justify-between">
          <p className="text-base font-bold text-ink">{month} budgets</p>
          <Chip tone="violet">4 active</Chip>
        </div>
        <ul className="mt-5 space-y-5">
          {budgets.map((b) => (
            <li key={b.label}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-semibold text-ink">{b.label}</span>
                <span className="text-muted">
                  <span className="font-semibold text-ink">{b.spent}</span> / {b.limit}
                </span>
              </div>
              <ProgressBar className="mt-2" percent={b.percent} tone={b.percent > 90 ? "sun" : "violet"} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex items-center gap-4 rounded-2xl bg-violet-soft p-4">
          <Donut className="size-14 shrink-0" segments={[{ percent: goal.percent, className: "stroke-violet" }]}>
            <span className="text-[11px] font-bold text-ink">{goal.percent}%</span>
          </Donut>
          <div>
            <p className="text-sm font-bold text-ink">{goal.label}</p>
            <p className="text-sm text-muted">
              {goal.saved} saved of {goal.target}
            </p>
          </div>
        </div>
      </Panel>
    </Mockup>
  );
}

/** The steps section: a phone with the onboarding checklist. */
export function OnboardingMockup() {
  const steps = [
    { label: "Create your account", detail: "Email verified", done: true },
    { label: "Link a bank account", detail: "2 accounts connected", done: true },
    { label: "Set your first goal", detail: "Holiday fund · $2,500", done: false },
  ];
  return (
    <Mockup
      label="Preview of Finlo's onboarding on a phone: account created, two bank accounts linked, and a first savings goal being set."
      className="mx-auto w-full max-w-[340px]"
    >
      <div className="rounded-[44px] bg-ink p-3 shadow-[0_40px_80px_-30px_color-mix(in_oklab,var(--color-ink)_60%,transparent)]">
        <div className="overflow-hidden rounded-[34px] bg-surface-soft">
          <div className="flex justify-center pt-3">
            <span className="h-5 w-24 rounded-full bg-ink" />
          </div>
          <div className="px-5 pt-5 pb-7">
            <p className="text-xs font-semibold text-muted">Welcome, Alex</p>
            <p className="mt-1 text-xl font-extrabold tracking-tight text-ink">Your money plan</p>
            <div className="mt-4 rounded-2xl bg-violet p-4 text-white">
              <p className="text-xs text-white">Safe to spend this month</p>
              <p className="mt-1 text-2xl font-extrabold tracking-tight">$1,420.00</p>
              <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" className="mt-3 block h-1.5 w-full">
                <rect width="100" height="8" rx="4" className="fill-white/25" />
                <rect width="62" height="8" rx="4" className="fill-mint" />
              </svg>
            </div>
            <ol className="mt-4 space-y-2.5">
              {steps.map((step, i) => (
                <li key={step.label} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-soft">
                  <span
                    className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                      step.done ? "bg-mint text-ink" : "border-2 border-dashed border-violet/40 text-violet"
                    }`}
                  >
                    {step.done ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : i + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-ink">{step.label}</span>
                    <span className="block truncate text-xs text-muted">{step.detail}</span>
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
