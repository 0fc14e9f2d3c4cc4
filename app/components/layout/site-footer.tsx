import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { footerColumns, site, socials } from "~/content/site";
import { CurrentYear } from "./current-year";
import { SocialLinks } from "./social-links";

export const subscribeFields = [
  {
    name: "email",
    label: "Email address",
    type: "email",
    required: true,
    placeholder: "Email Address",
    autoComplete: "email",
    hideLabel: true,
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="on-dark bg-ink text-white">
      <div className="container-site pt-16 md:pt-24">
        <section
          aria-labelledby="footer-cta"
          className="footer-part relative isolate overflow-hidden rounded-[28px] bg-violet px-6 py-12 text-center [--cv-h:490px] md:px-16 md:py-16 md:[--cv-h:390px]"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_90%_at_0%_0%,rgb(61_220_151/0.35),transparent_60%),radial-gradient(40%_80%_at_100%_100%,rgb(14_21_38/0.45),transparent_70%)]"
          />
          <h2 id="footer-cta" className="h2 mx-auto max-w-2xl text-white">
            Ready to make money the calm part of your week?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white/85">
            Start free for 34 days. No credit card, no setup fees, and your data stays yours.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact-us" variant="on-dark" size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="/pricing" variant="ghost-dark" size="lg">
              See pricing
            </ButtonLink>
          </div>
        </section>

        <div className="footer-part grid gap-12 py-16 [--cv-h:1220px] md:grid-cols-2 md:[--cv-h:690px] lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-10 lg:[--cv-h:400px]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-5 text-on-dark-muted">{site.tagline}</p>
            <address className="mt-6 space-y-3 text-base not-italic">
              <a href={site.phoneHref} className="flex items-center gap-3 hover:text-mint">
                <Phone aria-hidden="true" className="size-5 text-mint" strokeWidth={1.75} />
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className="flex items-center gap-3 hover:text-mint">
                <Mail aria-hidden="true" className="size-5 text-mint" strokeWidth={1.75} />
                {site.email}
              </a>
              <p className="flex items-start gap-3 text-on-dark-muted">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-mint" strokeWidth={1.75} />
                <span>
                  {site.address.street}, {site.address.city}
                </span>
              </p>
            </address>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.label} aria-labelledby={`footer-${column.label.replace(/\s+/g, "-").toLowerCase()}`}>
              <h2
                id={`footer-${column.label.replace(/\s+/g, "-").toLowerCase()}`}
                className="text-base font-bold text-white"
              >
                {column.label}
              </h2>
              <ul className="mt-5 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-on-dark-muted transition hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="footer-part grid gap-8 border-t border-white/10 py-10 [--cv-h:320px] sm:[--cv-h:230px] lg:grid-cols-2 lg:items-center lg:[--cv-h:150px]">
          <div>
            <h2 id="footer-subscribe" className="text-lg font-bold text-white">
              Get one useful money tip a week
            </h2>
            <p className="mt-1 text-on-dark-muted">No spam. Unsubscribe in one click.</p>
          </div>
          <SiteForm
            name="subscribe"
            label="Subscribe to the newsletter"
            fields={subscribeFields}
            submitLabel="Subscribe"
            successMessage="Thanks for subscribing! Look out for your first tip next week."
            layout="inline"
            tone="dark"
          />
        </div>

        <div className="footer-part flex flex-col gap-6 border-t border-white/10 py-8 [--cv-h:160px] md:flex-row md:items-center md:justify-between md:[--cv-h:120px]">
          <p className="text-sm text-on-dark-muted">
            © <CurrentYear /> {site.name}. All rights reserved.
          </p>
          <SocialLinks items={socials} label="Finlo on social media" />
        </div>
      </div>
    </footer>
  );
}
