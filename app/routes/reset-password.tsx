import type { MetaFunction } from "react-router";
import { Info } from "~/components/ui/icons";
import { AuthLayout } from "~/components/sections/auth/auth-layout";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { resetPassword } from "~/content/auth";
import { getPage } from "~/content/pages";
import type { RouteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const page = getPage("/reset-password");

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/reset-password", { location, data: loaderData });

export const handle = { chrome: "bare" } satisfies RouteHandle;

export default function ResetPasswordPage() {
  return (
    <AuthLayout
      title={page.heading}
      intro={resetPassword.intro}
      switchPrompt={resetPassword.switchPrompt}
      switchTo="/sign-in"
      switchLabel={resetPassword.switchLabel}
    >
      <SiteForm
        name="reset-password"
        label={resetPassword.formLabel}
        fields={resetPassword.fields}
        submitLabel={resetPassword.submitLabel}
        successMessage={resetPassword.successMessage}
        submitFullWidth
      />
      <p className="bg-surface-soft text-muted mt-8 flex gap-3 rounded-xl px-4 py-3 text-sm leading-6">
        <Info
          aria-hidden="true"
          className="text-violet mt-0.5 size-5 shrink-0"
          strokeWidth={1.75}
        />
        {resetPassword.note}
      </p>
    </AuthLayout>
  );
}
