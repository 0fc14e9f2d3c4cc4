import { LogoMarquee } from "~/components/widgets/logo-marquee";
import { cn } from "~/lib/cn";
import { useItemWords } from "~/lib/item-words";

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
  const say = useItemWords();
  const headingId = `${id}-title`;
  return (
    // Out of the search index: a band of names on several pages, not what any of them is about.
    <section
      aria-labelledby={headingId}
      data-pagefind-ignore
      className={cn("py-12 md:py-16", className)}
    >
      <div className="container-site">
        <h2
          id={headingId}
          className="text-muted text-center text-sm leading-5 font-semibold tracking-wide uppercase"
        >
          {trustedBy.label}
        </h2>
        <div className="mt-8">
          <LogoMarquee companies={trustedBy.companies} label={say("home.marquee.label")} />
        </div>
      </div>
    </section>
  );
}
