import type { IconComponent } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";

/**
 * A page's closing call to action: an icon, a heading, a line of text and one button to the
 * contact page (or `to`). Used by /career, /integrations, /faq and /testimonials. `repeated`
 * keeps a band that reads the same on several pages out of site search (ADR 0029).
 */
export function CtaBand({
  id,
  icon: Icon,
  copy,
  to = "/contact-us",
  repeated = false,
}: {
  id: string;
  icon: IconComponent;
  copy: { title: string; text: string; action: string };
  to?: string;
  repeated?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      data-pagefind-ignore={repeated ? "" : undefined}
      className="pb-[72px] lg:pb-28"
    >
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-5">
            <span className="bg-primary hidden size-14 shrink-0 items-center justify-center rounded-2xl text-white sm:inline-flex">
              <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
            </span>
            <div>
              <h2 id={id} className="h3">
                {copy.title}
              </h2>
              <p className="text-muted mt-2 max-w-xl">{copy.text}</p>
            </div>
          </div>
          <ButtonLink to={to} size="lg" className="shrink-0">
            {copy.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
