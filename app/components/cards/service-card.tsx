import { ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { IconTile } from "~/components/ui/icon";
import type { Service } from "~/content/types";
import { cn } from "~/lib/cn";
import { useItemWords } from "~/lib/item-words";

/** A service: icon, title, description and a "Learn more" link that names the service. */
export function ServiceCard({
  service,
  headingLevel: Heading = "h3",
  className = "",
}: {
  service: Service;
  headingLevel?: "h2" | "h3";
  /** Added to the card's classes . */
  className?: string;
}) {
  const say = useItemWords();
  return (
    // A card repeats its item, which search finds at its own page.
    <article
      data-pagefind-ignore
      className={cn(
        "group border-border shadow-soft hover:border-violet/40 hover:shadow-lift bg-surface relative flex h-full flex-col rounded-[20px] border p-7 wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5 md:p-8",
        className,
      )}
    >
      <IconTile name={service.icon} />
      <Heading lang={service.lang} className="mt-6 text-xl leading-7 font-bold">
        {service.title}
      </Heading>
      <p lang={service.lang} className="text-muted mt-3 text-base leading-[26px]">
        {service.description}
      </p>
      <Link
        to={service.href}
        className="text-violet mt-auto inline-flex items-center gap-1.5 pt-6 text-base font-semibold after:absolute after:inset-0 hover:gap-2.5"
      >
        {say("company.service.learnMore")}
        <span className="sr-only">
          {" " + say("company.service.learnMoreAbout", { title: service.title })}
        </span>
        <ArrowRight aria-hidden="true" className="size-4 transition-all" strokeWidth={2} />
      </Link>
    </article>
  );
}
