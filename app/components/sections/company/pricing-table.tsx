import { useItemWords } from "~/lib/item-words";
import { Check, Minus } from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { pricingTableCopy } from "~/content/copy/company";
import { cn } from "~/lib/cn";

type Value = string | boolean;

type Props = {
  /** The phone hint over the table, in the page's language. */
  swipeHint?: string;
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  plans: readonly string[];
  rows: readonly { feature: string; values: readonly Value[] }[];
  /** Index of the plan column to highlight (the recommended plan). */
  highlight?: number;
};

function Cell({ value }: { value: Value }) {
  const say = useItemWords();
  if (value === true) {
    return (
      <span className="bg-mint-soft text-mint-ink inline-flex size-7 items-center justify-center rounded-full">
        <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
        <span className="sr-only">{say("pricing.table.included")}</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="text-muted inline-flex size-7 items-center justify-center rounded-full">
        <Minus aria-hidden="true" className="size-4" strokeWidth={2} />
        <span className="sr-only">{say("pricing.table.notIncluded")}</span>
      </span>
    );
  }
  return <span className="text-ink font-semibold">{value}</span>;
}

/**
 * The plan comparison as a real table. On narrow screens it scrolls sideways inside its own
 * focusable region (keyboard users can scroll it too) while the feature column stays put.
 */
export function PricingTable({
  id = "compare-plans",
  eyebrow,
  title,
  intro,
  plans,
  rows,
  highlight = 1,
  swipeHint = pricingTableCopy.swipeSidewaysToCompare,
}: Props) {
  const say = useItemWords();
  const captionId = `${id}-caption`;
  const col = (i: number) => (i === highlight ? "bg-violet-soft" : "");
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <p className="text-muted mt-8 text-center text-sm md:hidden">
          {swipeHint}
        </p>
        <div
          role="region"
          aria-labelledby={captionId}
          // A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="border-border shadow-soft relative mx-auto mt-4 max-w-5xl overflow-x-auto rounded-[24px] border bg-surface md:mt-14"
        >
          <table className="w-full min-w-[30rem] table-fixed border-collapse text-left text-base">
            <caption id={captionId} className="sr-only">
              {say("pricing.table.caption", { plans: plans.join(", ") })}
            </caption>
            <colgroup>
              <col className="w-[8.5rem] sm:w-[34%]" />
              {plans.map((plan) => (
                <col key={plan} className="sm:w-[22%]" />
              ))}
            </colgroup>
            <thead>
              <tr className="border-border border-b">
                <th
                  scope="col"
                  className="text-muted sticky left-0 z-10 bg-surface px-4 py-6 text-sm font-semibold tracking-wide uppercase sm:px-5 md:px-8"
                >
                  {say("pricing.table.feature")}
                </th>
                {plans.map((plan, i) => (
                  <th
                    key={plan}
                    scope="col"
                    className={cn(
                      "text-ink px-4 py-6 text-center text-lg font-bold md:text-xl",
                      col(i),
                    )}
                  >
                    {plan}
                    {i === highlight ? (
                      <>
                        {" "}
                        <span className="text-violet mt-1 block text-xs font-semibold tracking-wide uppercase">
                          {say("pricing.plan.mostPopular")}
                        </span>
                      </>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {rows.map((row) => (
                <tr key={row.feature} className="hover:bg-surface-soft/60 transition-colors">
                  <th
                    scope="row"
                    className="text-ink sticky left-0 z-10 bg-surface px-4 py-4 font-semibold shadow-[1px_0_0_var(--color-border)] sm:px-5 md:px-8 md:py-5 md:shadow-none"
                  >
                    {row.feature}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={plans[i]} className={cn("px-4 py-4 text-center md:py-5", col(i))}>
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
