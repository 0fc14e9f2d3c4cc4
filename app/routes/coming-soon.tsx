import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CurrentYear } from "~/components/layout/current-year";
import { SocialLinks } from "~/components/layout/social-links";
import { Logo } from "~/components/ui/logo";
import { Countdown } from "~/components/widgets/countdown";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { localized } from "~/content/localized.server";
import { site, socials } from "~/content/site";
import { useChrome } from "~/lib/chrome";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

/** The page's words in its language (docs/i18n.md), in its HTML and loader data, not its JS. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { comingSoon } = localized("auth", locale) as typeof import("~/content/auth");
  return { page: getPage("/coming-soon"), comingSoon };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/coming-soon", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

/** Coming soon has its own footer (five social links and the year), so no site chrome. */
export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function ComingSoonPage() {
  const say = useChrome();
  const { page, comingSoon } = useLoaderData<typeof loader>();
  return (
    <div className="on-dark bg-band relative isolate flex min-h-dvh flex-col overflow-hidden text-white">
      <div
        aria-hidden="true"
        className="bg-violet/40 haze-140 absolute -top-48 left-1/2 -z-10 size-[720px] -translate-x-1/2 rounded-full"
      />
      <div
        aria-hidden="true"
        className="bg-mint/15 haze-140 absolute -right-40 -bottom-56 -z-10 size-[520px] rounded-full"
      />

      <div className="container-site flex items-center justify-between py-6">
        <Logo tone="light" />
      </div>

      <div className="container-site flex flex-1 flex-col items-center justify-center py-12 text-center">
        <p className="eyebrow text-mint">{comingSoon.eyebrow}</p>
        <h1 className="h1 mt-4 max-w-3xl text-white">{page.heading}</h1>
        <p className="text-on-dark-muted mt-5 max-w-2xl">{comingSoon.intro}</p>

        <Countdown label={comingSoon.countdownLabel} className="mt-10 w-full max-w-3xl md:mt-14" />

        <div className="mt-10 w-full max-w-xl md:mt-14">
          <SiteForm
            name="notify"
            label={comingSoon.formLabel}
            fields={comingSoon.fields}
            submitLabel={comingSoon.submitLabel}
            successMessage={comingSoon.successMessage}
            layout="inline"
            tone="dark"
          />
          <p className="text-on-dark-muted mt-3 text-sm">{comingSoon.note}</p>
        </div>
      </div>

      {/* The rule spans the content's width, as the logo and the links line up with it. */}
      <footer className="container-site">
        <div className="flex flex-col items-center gap-5 border-t border-white/10 py-8 md:flex-row md:justify-between">
          <p className="text-on-dark-muted text-sm">
            © <CurrentYear /> {site.name}. {say("footer.rights")}
          </p>
          <SocialLinks items={socials} label={say("footer.social")} />
        </div>
      </footer>
    </div>
  );
}
