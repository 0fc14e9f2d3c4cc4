import { ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { IconTile } from "~/components/ui/icon";
import type { Service } from "~/content/types";

/** A service: icon, title, description and a "Learn more" link that names the service. */
export function ServiceCard({ service, headingLevel: Heading = "h3" }: { service: Service; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="group relative flex h-full flex-col rounded-[20px] border border-border bg-white p-7 shadow-soft transition duration-200 ease-out hover:-translate-y-0.5 hover:border-violet/40 hover:shadow-lift md:p-8">
      <IconTile name={service.icon} />
      <Heading className="mt-6 text-xl leading-7 font-bold">{service.title}</Heading>
      <p className="mt-3 text-base leading-[26px] text-muted">{service.description}</p>
      <Link
        to={service.href}
        className="mt-auto inline-flex items-center gap-1.5 pt-6 text-base font-semibold text-violet after:absolute after:inset-0 hover:gap-2.5"
      >
        Learn more<span className="sr-only"> about {service.title}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-all" strokeWidth={2} />
      </Link>
    </article>
  );
}
