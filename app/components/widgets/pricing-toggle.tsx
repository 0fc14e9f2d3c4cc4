import { Check } from "~/components/ui/icons";
import { useId, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { billingCopy } from "~/content/pricing";
import type { PricingPlan } from "~/content/types";
import { cn } from "~/lib/cn";
import { baseLocale, intlTag, useLocale, type Locale } from "~/lib/i18n";
import { useItemWords } from "~/lib/item-words";

export type Billing = "monthly" | "annually";

/** The words of the switch and the cards: captions, period and billing label per billing. */
export type BillingWords = Record<Billing, { caption: string; period: string; label: string }>;

/** "$39" ("39 $" in German): whole US dollars, as the plans are priced, in the page's format. */
export function formatPrice(amount: number, locale: Locale = baseLocale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * The Monthly/Annually switch: a button with role="switch", named by the caption of its "on"
 * state, so "Annually, switch, on" says what is on (a name of both captions left it to guess).
 * Off = monthly billing, on = annual billing; Space and Enter flip it.
 */
export function BillingSwitch({
  billing,
  onChange,
  tone = "light",
  words = billingCopy,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
  tone?: "light" | "dark";
  words?: BillingWords;
}) {
  const id = useId();
  const annual = billing === "annually";
  const caption = (active: boolean) =>
    `text-base font-semibold transition-colors ${active ? (tone === "dark" ? "text-white" : "text-ink") : tone === "dark" ? "text-on-dark-muted" : "text-muted"}`;
  return (
    <div className="flex items-center justify-center gap-4">
      <span className={caption(!annual)}>{words.monthly.caption}</span>
      <button
        type="button"
        role="switch"
        aria-checked={annual}
        aria-labelledby={`${id}-annually`}
        onClick={() => onChange(annual ? "monthly" : "annually")}
        className={cn(
          "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition-colors duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2",
          annual ? "bg-primary" : "bg-muted",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "shadow-knob size-6 rounded-full bg-white transition-transform duration-200 ease-out",
            annual ? "translate-x-6" : "translate-x-0",
          )}
        />
      </button>
      <span id={`${id}-annually`} className={caption(annual)}>
        {words.annually.caption}
      </span>
    </div>
  );
}

function PlanCard({
  plan,
  billing,
  headingLevel: Heading,
  lift,
  words,
}: {
  plan: PricingPlan;
  billing: Billing;
  words: BillingWords;
  headingLevel: "h3" | "h4";
  /** Classes that raise the highlighted card once all cards sit in one row. */
  lift: string;
}) {
  const featured = plan.highlighted === true;
  const copy = words[billing];
  const locale = useLocale();
  const say = useItemWords();
  const price = plan.price[billing];
  const labelId = `${useId()}-name`;
  return (
    <article
      aria-labelledby={labelId}
      className={cn(
        "relative flex h-full flex-col rounded-[24px] p-7 md:p-8",
        featured
          ? `on-dark bg-spotlight ring-violet shadow-float-violet border border-transparent text-white ring-2 ${lift}`
          : "border-border shadow-soft bg-surface border",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading
          id={labelId}
          className={cn("text-xl leading-7 font-bold", featured && "text-white")}
        >
          {plan.name}
        </Heading>
        {featured ? (
          <span className="bg-mint text-on-accent shrink-0 rounded-full px-3 py-1 text-xs leading-5 font-bold tracking-wide whitespace-nowrap uppercase">
            {say("pricing.plan.mostPopular")}
          </span>
        ) : null}
      </div>
      <p
        className={cn(
          "mt-3 text-base leading-[26px]",
          featured ? "text-on-dark-muted" : "text-muted",
        )}
      >
        {plan.description}
      </p>
      <p className="mt-7 flex items-baseline gap-1.5">
        <span
          data-price=""
          className={cn(
            "text-5xl leading-none font-extrabold tracking-tight",
            featured ? "text-white" : "text-ink",
          )}
        >
          {formatPrice(price, locale)}
        </span>
        <span
          className={cn("text-base font-medium", featured ? "text-on-dark-muted" : "text-muted")}
        >
          {copy.period}
        </span>
      </p>
      <p
        data-billing-label=""
        className={cn("mt-2 text-sm font-semibold", featured ? "text-mint" : "text-violet")}
      >
        {copy.label}
      </p>
      <ul
        className={cn(
          "mt-7 space-y-3.5 border-t pt-7 text-base",
          featured ? "border-white/10" : "border-border",
        )}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
                featured ? "bg-mint text-on-accent" : "bg-mint-soft text-mint-ink",
              )}
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <span className={featured ? "text-white" : "text-ink"}>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ButtonLink
          to={price === 0 ? "/sign-up" : "/contact-us"}
          variant={featured ? "on-dark" : "secondary"}
          className="w-full"
          aria-describedby={labelId}
        >
          {plan.cta}
        </ButtonLink>
      </div>
    </article>
  );
}

const layouts: Record<number, { grid: string; lift: string }> = {
  3: { grid: "md:grid-cols-2 lg:grid-cols-3", lift: "lg:-my-4 lg:py-12" },
  4: { grid: "md:grid-cols-2 xl:grid-cols-4", lift: "xl:-my-4 xl:py-12" },
};

/**
 * The billing switch and the plan cards it drives. Monthly is the prerendered default, so
 * every price is in the HTML; the switch flips every price and billing label together.
 */
export function PricingPlans({
  plans,
  headingLevel = "h3",
  words = billingCopy,
}: {
  plans: readonly PricingPlan[];
  headingLevel?: "h3" | "h4";
  /** The switch's and cards' words in the page's language (the route's loader gives them). */
  words?: BillingWords;
}) {
  const say = useItemWords();
  const [billing, setBilling] = useState<Billing>("monthly");
  const [touched, setTouched] = useState(false);
  const layout = layouts[plans.length] ?? { grid: "md:grid-cols-2 lg:grid-cols-3", lift: "" };
  return (
    <div>
      <BillingSwitch
        words={words}
        billing={billing}
        onChange={(next) => {
          setBilling(next);
          setTouched(true);
        }}
      />
      <p role="status" className="sr-only">
        {touched ? say("pricing.toggle.status", { label: words[billing].label.toLowerCase() }) : ""}
      </p>
      <div className={cn("mt-12 grid items-stretch gap-6", layout.grid)}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            headingLevel={headingLevel}
            lift={layout.lift}
            words={words}
          />
        ))}
      </div>
    </div>
  );
}
