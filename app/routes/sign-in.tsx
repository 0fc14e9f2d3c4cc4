import type { MetaFunction } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthLayout } from "~/components/sections/auth/auth-layout";
import { AuthSocial } from "~/components/sections/auth/auth-social";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { signIn } from "~/content/auth";
import { getPage } from "~/content/pages";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/sign-in");

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/sign-in", { location, data: loaderData });

export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function SignInPage() {
  return (
    <AuthLayout
      title={page.heading}
      intro={signIn.intro}
      switchPrompt={signIn.switchPrompt}
      switchTo="/sign-up"
      switchLabel={signIn.switchLabel}
    >
      <SiteForm
        name="sign-in"
        label={signIn.formLabel}
        fields={signIn.fields}
        submitLabel={signIn.submitLabel}
        successMessage={signIn.successMessage}
        submitFullWidth
        fieldAddons={{
          remember: (
            <Link
              to="/reset-password"
              className="text-violet font-semibold underline-offset-4 hover:underline"
            >
              {signIn.forgotLabel}
            </Link>
          ),
        }}
      />
      <AuthSocial />
    </AuthLayout>
  );
}
