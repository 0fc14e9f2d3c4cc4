import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Info } from "~/components/ui/icons";
import { AuthLayout } from "~/components/sections/auth/auth-layout";
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
  const { resetPassword } = localized("auth", locale) as typeof import("~/content/auth");
  return { page: getPage("/reset-password"), words: resetPassword, chrome: authChrome(locale) };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/reset-password", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function ResetPasswordPage() {
  const { page, words, chrome } = useLoaderData<typeof loader>();
  return (
    <AuthLayout
      title={page.heading}
      intro={words.intro}
      switchPrompt={words.switchPrompt}
      switchTo="/sign-in"
      switchLabel={words.switchLabel}
      chrome={chrome}
    >
      <SiteForm
        name="reset-password"
        label={words.formLabel}
        fields={words.fields}
        submitLabel={words.submitLabel}
        successMessage={words.successMessage}
        submitFullWidth
      />
      <p className="bg-surface-soft text-muted mt-8 flex gap-3 rounded-xl px-4 py-3 text-sm leading-6">
        <Info
          aria-hidden="true"
          className="text-violet mt-0.5 size-5 shrink-0"
          strokeWidth={1.75}
        />
        {words.note}
      </p>
    </AuthLayout>
  );
}
