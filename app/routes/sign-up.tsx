import type { MetaFunction } from "react-router";
import { AuthLayout } from "~/components/sections/auth/auth-layout";
import { AuthSocial } from "~/components/sections/auth/auth-social";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { signUp } from "~/content/auth";
import { getPage } from "~/content/pages";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/sign-up");

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/sign-up", { location, data: loaderData });

export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function SignUpPage() {
  return (
    <AuthLayout
      title={page.heading}
      intro={signUp.intro}
      switchPrompt={signUp.switchPrompt}
      switchTo="/sign-in"
      switchLabel={signUp.switchLabel}
    >
      <SiteForm
        name="sign-up"
        label={signUp.formLabel}
        fields={signUp.fields}
        submitLabel={signUp.submitLabel}
        successMessage={signUp.successMessage}
        submitFullWidth
      />
      <AuthSocial />
    </AuthLayout>
  );
}
