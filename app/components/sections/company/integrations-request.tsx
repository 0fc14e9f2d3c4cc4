import { Plug } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { integrationsRequestCopy } from "~/content/copy/company";

/** "Missing a tool?" band under the integrations grid. */
export function IntegrationsRequest({ id = "integrations-request" }: { id?: string }) {
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
                {integrationsRequestCopy.missingAToolYour}
              </h2>
              <p className="text-muted mt-2">{integrationsRequestCopy.tellUsWhatTo}</p>
            </div>
          </div>
          <ButtonLink to="/contact-us" size="lg" className="shrink-0">
            {integrationsRequestCopy.requestAnIntegration}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
