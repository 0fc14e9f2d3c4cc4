import { LogoMarquee } from "~/components/widgets/logo-marquee";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/** The "trusted by" band: a quiet heading over the moving wordmarks. */
export function LogoMarqueeSection({
  id = "trusted-by",
  trustedBy,
  className = "",
}: {
  id?: string;
  trustedBy: typeof import("~/content/home").trustedBy;
  className?: string;
}) {
  const locale = useLocale();
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={cn("py-12 md:py-16", className)}>
      <div className="container-site">
        <h2
          id={headingId}
          className="text-muted text-center text-sm leading-5 font-semibold tracking-wide uppercase"
        >
          {trustedBy.label}
        </h2>
        <div className="mt-8">
          <LogoMarquee
            companies={trustedBy.companies}
            label={m["home.marquee.label"]({}, { locale })}
          />
        </div>
      </div>
    </section>
  );
}
