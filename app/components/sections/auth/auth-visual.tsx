import { ArrowDownLeft, ArrowUpRight, Cloud, PiggyBank, Building2 } from "~/components/ui/icons";
import type { authVisualCopy } from "~/content/copy/auth";
import { cn } from "~/lib/cn";

/** The picture's three transactions, in the order of the words' list: income, then two costs. */
const glyphs = [
  { icon: ArrowDownLeft, income: true },
  { icon: Cloud, income: false },
  { icon: Building2, income: false },
] as const;

/**
 * A product picture drawn in HTML and SVG: the balance card with a spending chart, recent
 * transactions and a savings goal. One image to assistive technology, with a short description.
 */
export function AuthVisual({ words }: { words: typeof authVisualCopy }) {
  const transactions = words.transactions.map((t, i) => ({ ...t, ...(glyphs[i % glyphs.length] ?? glyphs[0]) }));
  const months = words.months;
  return (
    <div
      role="img"
      aria-label={words.theFinloAppA}
      className="relative mx-auto w-full max-w-[380px] select-none xl:max-w-[420px]"
    >
      <div className="text-ink shadow-lift rounded-[20px] bg-surface p-6">
        <p className="text-muted text-sm leading-5">{words.totalBalance}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-[32px] leading-10 font-bold tracking-tight figures-tabular">{words.balance}</p>
          <span className="bg-mint-soft text-ink inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold">
            <ArrowUpRight aria-hidden="true" className="size-3.5" strokeWidth={2} />
            {words.growth}
          </span>
        </div>
        <svg viewBox="0 0 320 120" className="mt-5 h-auto w-full" aria-hidden="true">
          <path d="M0 30H320M0 65H320M0 100H320" className="stroke-border" strokeWidth="1" />
          <path
            d="M0 96 C28 92 40 78 64 80 S106 94 128 72 S172 40 192 52 S236 70 256 44 S300 18 320 14 V120 H0 Z"
            className="fill-violet/10"
          />
          <path
            d="M0 96 C28 92 40 78 64 80 S106 94 128 72 S172 40 192 52 S236 70 256 44 S300 18 320 14"
            fill="none"
            className="stroke-violet"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="256" cy="44" r="6" className="stroke-violet fill-white" strokeWidth="3" />
        </svg>
        <div className="text-muted mt-2 flex justify-between text-xs">
          {months.map((m) => (
            <span key={m}>{m}</span>
          ))}
        </div>
      </div>

      <div className="text-ink shadow-lift relative z-10 -mt-6 ml-8 rounded-[20px] bg-surface p-5 xl:-mr-8 xl:ml-16">
        <p className="text-sm font-semibold">{words.recentTransactions}</p>
        <ul className="mt-3 space-y-3">
          {transactions.map(({ name, kind, amount, icon: Glyph, income }) => (
            <li key={name} className="flex items-center gap-3">
              <span
                className={cn(
                  "inline-flex size-9 shrink-0 items-center justify-center rounded-xl",
                  income ? "bg-mint-soft text-ink" : "bg-violet-soft text-violet",
                )}
              >
                <Glyph aria-hidden="true" className="size-4" strokeWidth={1.75} />
              </span>
              <span className="min-w-0 flex-1 text-sm leading-5">
                <span className="block truncate font-semibold">{name}</span>
                <span className="text-muted block text-xs">{kind}</span>
              </span>
              <span className="text-sm font-semibold figures-tabular">{amount}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="text-ink shadow-lift absolute -top-8 -right-4 z-20 flex items-center gap-3 rounded-2xl bg-surface px-4 py-3 xl:-right-10">
        <span className="bg-violet-soft text-violet inline-flex size-9 items-center justify-center rounded-full">
          <PiggyBank aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </span>
        <span className="block w-28">
          <span className="text-muted block text-xs leading-4">{words.savingsGoal}</span>
          <span className="block text-sm leading-5 font-semibold">{words.reached}</span>
          <span className="bg-violet-soft mt-1.5 block h-1.5 overflow-hidden rounded-full">
            <span className="bg-mint block h-full w-[72%] rounded-full" />
          </span>
        </span>
      </div>
    </div>
  );
}
