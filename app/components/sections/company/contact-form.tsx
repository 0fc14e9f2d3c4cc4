import type { ReactNode } from "react";
import { useLocale } from "~/lib/i18n";
import { useItemWords } from "~/lib/item-words";
import { useChrome } from "~/lib/chrome";
import { Clock, MapPin } from "~/components/ui/icons";
import { SocialLinks } from "~/components/layout/social-links";
import { SiteForm } from "~/components/widgets/forms/site-form";
import type { ContactSection } from "~/content/contact-section.server";
import { site, siteIn } from "~/content/site";

/** A quiet, original street-map sketch of the office block; decorative. */
function OfficeMap() {
  const blocks = [
    [10, 14, 92, 52],
    [124, 14, 106, 52],
    [252, 14, 60, 52],
    [334, 14, 60, 52],
    [10, 88, 92, 48],
    [124, 88, 106, 48],
    [252, 88, 142, 48],
    [10, 158, 92, 40],
    [252, 158, 60, 40],
    [334, 158, 60, 40],
  ] as const;
  return (
    <svg
      viewBox="0 0 400 260"
      width="400"
      height="260"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="block size-full"
    >
      <rect width="400" height="260" className="fill-surface-soft" />
      <g className="stroke-border fill-surface" strokeWidth="1">
        {blocks.map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="8" />
        ))}
      </g>
      {/* A small park beside the office block. */}
      <rect x="124" y="158" width="106" height="40" rx="8" className="fill-mint-soft" />
      <rect x="124" y="14" width="106" height="52" rx="8" className="fill-violet-soft" />
      <path
        d="M0 214 C70 200 130 232 210 220 S340 196 400 210 V260 H0Z"
        className="fill-violet-soft"
      />
      <g transform="translate(177 52)">
        <ellipse cx="0" cy="30" rx="14" ry="4" className="fill-ink/15" />
        <path
          d="M0 30 C-4 22 -16 12 -16 0 A16 16 0 0 1 16 0 C16 12 4 22 0 30Z"
          className="fill-violet"
        />
        <circle cx="0" cy="0" r="6" className="fill-white" />
      </g>
    </svg>
  );
}

/** The words a page may give the form in place of the contact page's (an application's). */
export type ContactFormWords = {
  eyebrow: string;
  heading: string;
  intro: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  successMessage: string;
  messagePlaceholder: string;
};

/**
 * The contact form ("Fill the form below") beside the office location and social links. An
 * application (/career/<slug>/apply) gives it its own words and, in place of the office, the role.
 */
export function ContactFormSection({
  subject,
  form: contactForm,
  socials,
  words,
  aside,
}: {
  subject?: string;
  /** The form's words and fields in the page's language, from the route's loader. */
  form: ContactSection["form"];
  socials: ContactSection["socials"];
  words?: ContactFormWords;
  aside?: ReactNode;
}) {
  const locale = useLocale();
  const say = useItemWords();
  const chrome = useChrome();
  const fields = words
    ? contactForm.fields.map((field) =>
        field.name === "message" ? { ...field, placeholder: words.messagePlaceholder } : field,
      )
    : contactForm.fields;
  return (
    <section aria-labelledby="contact-form-title" className="section-y">
      <div className="container-site grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-10">
        <div className="border-border shadow-soft bg-surface rounded-[24px] border p-6 sm:p-8 md:p-10">
          <p className="eyebrow">{words?.eyebrow ?? say("forms.contact.eyebrow")}</p>
          <h2 id="contact-form-title" className="h2 mt-3">
            {words?.heading ?? contactForm.heading}
          </h2>
          <p className="text-muted mt-3">{words?.intro ?? contactForm.intro}</p>
          <SiteForm
            name="contact"
            label={words?.label ?? say("forms.contact.label")}
            fields={fields}
            submitLabel={words?.submitLabel ?? contactForm.submitLabel}
            successMessage={words?.successMessage ?? contactForm.successMessage}
            columns={2}
            {...(subject ? { initialValues: { subject } } : {})}
            // The subject line gets the full row; name and email share the first one.
            className="mt-8 md:[&_.grid>div:has(input[name=subject])]:col-span-2"
          />
        </div>

        {aside ?? (
          <section
            aria-labelledby="office-title"
            className="border-border shadow-soft bg-surface flex flex-col overflow-hidden rounded-[24px] border"
          >
            <div className="h-48 overflow-hidden lg:h-auto lg:min-h-48 lg:flex-1">
              <OfficeMap />
            </div>
            <div className="flex flex-col p-6 sm:p-8">
              <h2 id="office-title" className="h3">
                {say("forms.contact.office")}
              </h2>
              <address className="mt-4 space-y-3 text-base not-italic">
                <p className="flex items-start gap-3">
                  <MapPin
                    aria-hidden="true"
                    className="text-violet mt-0.5 size-5 shrink-0"
                    strokeWidth={1.75}
                  />
                  <span>
                    {site.address.street}
                    <br />
                    {site.address.city}, {contactForm.country}
                  </span>
                </p>
                <p className="text-muted flex items-start gap-3">
                  <Clock
                    aria-hidden="true"
                    className="text-violet mt-0.5 size-5 shrink-0"
                    strokeWidth={1.75}
                  />
                  {say("forms.contact.hours", { hours: siteIn(locale).hours })}
                </p>
              </address>
              <div className="pt-8">
                <div className="border-border border-t pt-6">
                  <h3 className="text-base font-bold">{say("forms.contact.follow")}</h3>
                  <div className="mt-4">
                    <SocialLinks items={socials} tone="light" label={chrome("footer.social")} />
                  </div>
                </div>
              </div>
            </div>
          </section>
        )}
      </div>
    </section>
  );
}
