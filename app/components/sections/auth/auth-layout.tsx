import { ArrowLeft, EyeOff, Star, useIconsDrawnLater } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { CurrentYear } from "~/components/layout/current-year";
import { Logo } from "~/components/ui/logo";
import { site } from "~/content/site";
import { AuthVisual } from "./auth-visual";
import type { AuthChrome } from "~/content/auth-pages.server";

type Props = {
  title: string;
  intro: string;
  children: ReactNode;
  /** "New to Finlo?" + a link to the other account screen. */
  switchPrompt: string;
  switchTo: string;
  switchLabel: string;
  /** The words around the form in the page's language, from the route's loader. */
  chrome: AuthChrome;
};

/**
 * Split screen for the account pages: the form on the left, a product picture and a customer's
 * words on the right from 1024px up. The site header and footer are left out (route handle
 * `chrome: "bare"`), as in most products' sign-in screens; the logo and a back link lead home.
 */
export function AuthLayout({
  title,
  intro,
  children,
  switchPrompt,
  switchTo,
  switchLabel,
  chrome,
}: Props) {
  // The account forms' "show password" button draws this once pressed: the page carries it.
  useIconsDrawnLater(EyeOff);
  return (
    <div className="bg-page grid min-h-dvh lg:grid-cols-2">
      <div className="flex min-w-0 flex-col px-6 pt-6 pb-8 sm:px-10 lg:px-16">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <Link
            to="/"
            className="text-muted hover:text-violet inline-flex items-center gap-1.5 rounded-full py-2 text-sm font-semibold transition"
          >
            <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.75} />
            {chrome.layout.backToWebsite}
          </Link>
        </div>

        <div className="mx-auto flex w-full max-w-[440px] flex-1 flex-col justify-center py-12 md:py-16">
          <h1 className="h2">{title}</h1>
          <p className="text-muted mt-3">{intro}</p>
          <div className="mt-8">{children}</div>
          <p className="text-muted mt-8 text-center text-base">
            {switchPrompt}{" "}
            <Link
              to={switchTo}
              className="text-violet font-semibold underline-offset-4 hover:underline"
            >
              {switchLabel}
            </Link>
          </p>
        </div>

        <p className="text-muted text-sm">
          © <CurrentYear /> {site.name}. {chrome.layout.rights}
        </p>
      </div>

      <AuthAside aside={chrome.aside} visual={chrome.visual} />
    </div>
  );
}

function AuthAside({
  aside,
  visual,
}: {
  aside: AuthChrome["aside"];
  visual: AuthChrome["visual"];
}) {
  const { testimonial } = aside;
  const initials = testimonial.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <div className="hidden p-3 lg:block">
      <div className="on-dark bg-band relative isolate flex h-full flex-col overflow-hidden rounded-[28px] px-12 py-12 text-white xl:px-16">
        <div
          aria-hidden="true"
          className="bg-violet/45 haze-120 absolute -top-32 -left-24 -z-10 size-[480px] rounded-full"
        />
        <div
          aria-hidden="true"
          className="bg-mint/20 haze-120 absolute -right-24 -bottom-40 -z-10 size-[420px] rounded-full"
        />
        <div className="flex flex-1 items-center justify-center py-8">
          <AuthVisual words={visual} />
        </div>
        <div className="max-w-lg">
          <p className="text-mint text-sm font-semibold tracking-wide uppercase">{aside.eyebrow}</p>
          <figure className="mt-4" lang={aside.quoteLang}>
            <div className="text-sun flex gap-1" aria-hidden="true">
              {Array.from({ length: testimonial.rating }, (_, i) => (
                <Star key={i} className="size-4 fill-current" strokeWidth={1.75} />
              ))}
            </div>
            <p className="sr-only">{aside.rated}</p>
            <blockquote className="mt-3 text-lg leading-7 text-white">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-white"
              >
                {initials}
              </span>
              <span className="text-sm leading-5">
                <span className="block font-semibold text-white">{testimonial.name}</span>
                <span className="text-on-dark-muted block">{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
    </div>
  );
}
