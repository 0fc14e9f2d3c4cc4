import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { localizePath, useLocale } from "~/lib/i18n";

/**
 * React Router's <Link> and <NavLink>, in the page's language: an address of the site written as
 * in English ("/pricing", as content and navigation name it) leads to the same page in the
 * language the visitor reads (/de/pricing on a German page). Addresses already in a language, of
 * files and of other sites are kept as they are.
 */
export function Link({ to, ...rest }: ComponentProps<typeof RouterLink>) {
  const locale = useLocale();
  return <RouterLink to={typeof to === "string" ? localizePath(to, locale) : to} {...rest} />;
}

export function NavLink({ to, ...rest }: ComponentProps<typeof RouterNavLink>) {
  const locale = useLocale();
  return <RouterNavLink to={typeof to === "string" ? localizePath(to, locale) : to} {...rest} />;
}
