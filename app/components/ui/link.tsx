import type { ComponentProps } from "react";
import { useLocation } from "react-router";

// Links are plain <a> elements. One click listener in root.tsx (useLinkNavigation) turns clicks on
// same-site links into client-side navigations, as React Router's <Link> would. A <Link> is a
// component with ~15 hooks, a layout effect and a passive effect each; with ~90 links on every
// page (header menus, footer, cards) they were a large share of the work of hydrating a page on a
// phone (docs/decisions/0011).

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A site path ("/pricing", "/blog?page=2", "#faq") or a full URL. */
  to: string;
  /** Load the page from the server instead of navigating in the app. */
  reloadDocument?: boolean;
};

export function Link({ to, reloadDocument, ...rest }: LinkProps) {
  return <a href={to} data-reload={reloadDocument ? "" : undefined} {...rest} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that says so (aria-current="page") when it points at the page being shown. */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const isActive = samePath(useLocation().pathname, to);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...rest}
    />
  );
}

/** "/about-us/" and "/About-Us" are the page "/about-us" (the static server accepts both). */
export function samePath(a: string, b: string): boolean {
  const norm = (path: string) => (path.replace(/\/+$/, "") || "/").toLowerCase();
  return norm(a) === norm(b);
}
