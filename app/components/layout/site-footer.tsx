import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import { SiteForm } from "~/components/widgets/forms/site-form";
import { footerColumns, headerActions, newsletterFields, site, siteIn, socials } from "~/content/site";
import { useLocale } from "~/lib/i18n";
import { useChrome } from "~/lib/chrome";
import { CurrentYear } from "./current-year";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const locale = useLocale();
  const say = useChrome();
  return (
    <footer className="on-dark bg-band text-white">
      <div className="container-site pt-16 md:pt-24">
        <section
          aria-labelledby="footer-cta"
          className="bg-primary relative isolate overflow-hidden rounded-[28px] px-6 py-12 text-center md:px-16 md:py-16"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_90%_at_0%_0%,color-mix(in_oklab,var(--color-mint)_35%,transparent),transparent_60%),radial-gradient(40%_80%_at_100%_100%,color-mix(in_oklab,var(--color-shadow)_45%,transparent),transparent_70%)]"
          />
          <h2 id="footer-cta" className="h2 mx-auto max-w-2xl text-white">
            {say("footer.cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white">{say("footer.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={headerActions.cta.href} variant="on-dark" size="lg">
              {say(headerActions.cta.label)}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="ghost-dark" size="lg">
              {say("footer.cta.secondary")}
            </ButtonLink>
          </div>
        </section>

        <div className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-10">
          <div className="max-w-sm">
            <Logo tone="light" />
            {siteIn(locale).tagline ? (
              <p className="text-on-dark-muted mt-5">{siteIn(locale).tagline}</p>
            ) : null}
            <address className="mt-6 space-y-3 text-base not-italic">
              <a href={site.phoneHref} className="hover:text-mint flex items-center gap-3">
                <Phone aria-hidden="true" className="text-mint size-5" strokeWidth={1.75} />
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className="hover:text-mint flex items-center gap-3">
                <Mail aria-hidden="true" className="text-mint size-5" strokeWidth={1.75} />
                {site.email}
              </a>
              <p className="text-on-dark-muted flex items-start gap-3">
                <MapPin
                  aria-hidden="true"
                  className="text-mint mt-1 size-5 shrink-0"
                  strokeWidth={1.75}
                />
                <span>
                  {`${site.address.street}, ${site.address.city}`}
                </span>
              </p>
            </address>
          </div>
          {footerColumns.map((column) => (
            <nav
              key={column.id}
              aria-labelledby={`footer-${column.id}`}
            >
              <h2 id={`footer-${column.id}`} className="text-base font-bold text-white">
                {say(column.label)}
              </h2>
              <ul className="mt-5 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-on-dark-muted transition hover:text-white">
                      {say(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="grid gap-8 border-t border-white/10 py-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="footer-subscribe" className="text-lg font-bold text-white">
              {say("footer.newsletter.title")}
            </h2>
            <p className="text-on-dark-muted mt-1">{say("footer.newsletter.text")}</p>
          </div>
          <SiteForm
            name="subscribe"
            label={say("footer.newsletter.formLabel")}
            fields={newsletterFields({
              label: say("footer.newsletter.emailLabel"),
              placeholder: say("footer.newsletter.emailPlaceholder"),
            })}
            submitLabel={say("footer.newsletter.submit")}
            successMessage={say("footer.newsletter.success")}
            layout="inline"
            tone="dark"
          />
        </div>

        <div className="flex flex-col gap-6 border-t border-white/10 py-8 md:flex-row md:items-center md:justify-between">
          <p className="text-on-dark-muted text-sm">
            © <CurrentYear /> {`${site.name}. ${say("footer.rights")}`}
          </p>
          <SocialLinks items={socials} label={say("footer.social")} />
        </div>
      </div>
    </footer>
  );
}
