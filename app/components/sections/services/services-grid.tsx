import { ServiceCard } from "~/components/cards/service-card";
import type { Service } from "~/content/types";
import { cn } from "~/lib/cn";

/** Services as a responsive grid of cards (the SaaS home shows six, /service all nine). */
export function ServicesGrid({
  services,
  headingLevel = "h3",
  className = "",
}: {
  services: readonly Service[];
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
