import { Plug } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { integrationsRequestCopy } from "~/content/copy/company";

/** "Missing a tool?" band under the integrations grid. */
export function IntegrationsRequest({
  id = "integrations-request",
  copy,
}: {
  id?: string;
  copy: { [K in keyof typeof integrationsRequestCopy]: string };
}) {
  return (
    <section aria-labelledby={id} className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-5">
            <span className="bg-primary hidden size-14 shrink-0 items-center justify-center rounded-2xl text-white sm:inline-flex">
              <Plug aria-hidden="true" className="size-7" strokeWidth={1.75} />
            </span>
            <div>
              <h2 id={id} className="h3">
                {copy.title}
              </h2>
              <p className="text-muted mt-2">{copy.text}</p>
            </div>
          </div>
          <ButtonLink to="/contact-us" size="lg" className="shrink-0">
            {copy.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
