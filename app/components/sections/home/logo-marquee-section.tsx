import { LogoMarquee } from "~/components/widgets/logo-marquee";
import { trustedBy } from "~/content/home";

/** The "trusted by" band: a quiet heading over the moving wordmarks. */
export function LogoMarqueeSection({ id = "trusted-by", className = "" }: { id?: string; className?: string }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={`py-12 md:py-16 ${className}`}>
      <div className="container-site">
        <h2 id={headingId} className="text-center text-sm leading-5 font-semibold tracking-wide text-muted uppercase">
          {trustedBy.label}
        </h2>
        <div className="mt-8">
          <LogoMarquee companies={trustedBy.companies} label="Customer companies" />
        </div>
      </div>
    </section>
  );
}
