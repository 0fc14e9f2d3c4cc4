import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthLayout } from "~/components/sections/auth/auth-layout";
import { AuthSocial } from "~/components/sections/auth/auth-social";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { authChrome } from "~/content/auth-pages.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

/** The page's words in its language (docs/i18n.md), in its HTML and loader data, not its JS. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { signIn } = localized("auth", locale) as typeof import("~/content/auth");
  return { page: getPage("/sign-in"), words: signIn, chrome: authChrome(locale) };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/sign-in", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function SignInPage() {
  const { page, words, chrome } = useLoaderData<typeof loader>();
  return (
    <AuthLayout
      title={page.heading}
      intro={words.intro}
      switchPrompt={words.switchPrompt}
      switchTo="/sign-up"
      switchLabel={words.switchLabel}
      chrome={chrome}
    >
      <SiteForm
        name="sign-in"
        label={words.formLabel}
        fields={words.fields}
        submitLabel={words.submitLabel}
        successMessage={words.successMessage}
        submitFullWidth
        fieldAddons={{
          remember: (
            <Link
              to="/reset-password"
              className="text-violet font-semibold underline-offset-4 hover:underline"
            >
              {words.forgotLabel}
            </Link>
          ),
        }}
      />
      <AuthSocial {...chrome.social} or={chrome.layout.or} />
    </AuthLayout>
  );
}
