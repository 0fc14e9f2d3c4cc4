import { ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BrandIcon, brandColor } from "~/components/ui/brand-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Integration } from "~/content/types";
import { cn } from "~/lib/cn";
import { useItemWords, type ItemKey } from "~/lib/item-words";

/** The message naming each category in the page's language (the content keeps the English key). */
const categoryKey = {
  Productivity: "company.integration.categoryName.productivity",
  CRM: "company.integration.categoryName.crm",
  "Social Media": "company.integration.categoryName.socialMedia",
  Streaming: "company.integration.categoryName.streaming",
} as const satisfies Record<Integration["category"], ItemKey>;

/** Relative luminance of a #RRGGBB colour (WCAG definition). */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** One integration: brand icon, category, name, description and a "Read more" that names it. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  // A light brand colour (Mailchimp's yellow) would vanish on white: give it a dark tile.
  const say = useItemWords();
  const darkTile = luminance(brandColor(integration.icon)) > 0.5;
  return (
    <article className="group border-border shadow-soft hover:border-violet/40 hover:shadow-lift bg-surface relative flex h-full flex-col rounded-[20px] border p-7 wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5 md:p-8">
      <div className="flex items-start justify-between gap-4">
        <span
          className={cn(
            "shadow-soft inline-flex size-14 items-center justify-center rounded-2xl border",
            darkTile ? "border-band bg-band" : "border-border bg-surface",
          )}
        >
          <BrandIcon name={integration.icon} colored className="size-7" />
        </span>
        <p className="bg-surface-soft text-muted rounded-full px-3 py-1 text-sm font-semibold">
          <span className="sr-only">{say("company.integration.category") + " "}</span>
          {say(categoryKey[integration.category])}
        </p>
      </div>
      <h3 className="mt-6 text-xl leading-7 font-bold">{integration.name}</h3>
      <p className="text-muted mt-3 text-base leading-[26px]">{integration.description}</p>
      <Link
        to={integration.href}
        className="text-violet mt-auto inline-flex items-center gap-1.5 pt-6 text-base font-semibold after:absolute after:inset-0 after:rounded-[20px] hover:gap-2.5"
      >
        {say("company.integration.readMore")}
        <span className="sr-only">
          {" " + say("company.integration.readMoreAbout", { name: integration.name })}
        </span>
        <ArrowRight aria-hidden="true" className="size-4 transition-all" strokeWidth={2} />
      </Link>
    </article>
  );
}

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  integrations: readonly Integration[];
};

export function IntegrationsGrid({
  id = "integrations-list",
  eyebrow,
  title,
  intro,
  integrations,
}: Props) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {integrations.map((integration) => (
            <li key={integration.slug}>
              <IntegrationCard integration={integration} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
