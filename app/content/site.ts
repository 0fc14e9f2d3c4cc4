import type { Locale } from "./locales";
import type { FieldSpec, NavGroup, NavItem, NavLink } from "./types";

import { brand } from "~/brand";
import { m } from "../paraglide/messages.js";

/**
 * The brand's name and contact details (from app/brand.ts, where the brand is changed) with the
 * production origin; then the navigation and the footer's copy.
 */
export const site = {
  name: brand.name,
  tagline: brand.tagline,
  /** Production origin for canonical URLs and social images. Override with SITE_ORIGIN at build. */
  origin: "https://www.finlo.example",
  ...brand.contact,
} as const;

/** The site's details with the tagline and office hours in `locale` (app/brand.ts, translations). */
export function siteIn(locale: string) {
  return { ...site, ...brand.translations[locale] };
}

export const socials = brand.socials;

/*
 * The navigation's words are interface messages (messages/<locale>/site.json), so each page shows
 * them in its language: a label is a message function, called with the page's locale
 * (`link.label({}, { locale })`). The addresses are the English ones; <Link> (components/ui/link)
 * leads to the same page in the visitor's language.
 */
export const demoLinks = [
  { label: m["nav.link.financeApp"], href: "/" },
  { label: m["nav.link.crmPlatform"], href: "/home-2" },
  { label: m["nav.link.saasStartups"], href: "/home-3" },
] as const satisfies readonly NavLink[];

export const pageGroups = [
  {
    id: "blog",
    label: m["nav.group.blog"],
    links: [
      { label: m["nav.link.blog"], href: "/blog" },
      { label: m["nav.link.blogColumnOne"], href: "/blog-column-one" },
      { label: m["nav.link.blogColumnTwo"], href: "/blog-column-two" },
      { label: m["nav.link.blogDetails"], href: "/single-blog" },
    ],
  },
  {
    id: "service",
    label: m["nav.group.service"],
    links: [
      { label: m["nav.link.services"], href: "/service" },
      { label: m["nav.link.serviceDetails"], href: "/single-service" },
      { label: m["nav.link.integrations"], href: "/integrations" },
      { label: m["nav.link.pricing"], href: "/pricing" },
    ],
  },
  {
    id: "team",
    label: m["nav.group.team"],
    links: [
      { label: m["nav.link.team"], href: "/team" },
      { label: m["nav.link.teamMember"], href: "/single-team" },
      { label: m["nav.link.testimonials"], href: "/testimonials" },
      { label: m["nav.link.faq"], href: "/faq" },
    ],
  },
  {
    id: "career",
    label: m["nav.group.career"],
    links: [
      { label: m["nav.link.career"], href: "/career" },
      { label: m["nav.link.careerDetails"], href: "/single-career" },
    ],
  },
  {
    id: "portfolio",
    label: m["nav.group.portfolio"],
    links: [
      { label: m["nav.link.portfolioGrid"], href: "/portfolio-grid" },
      { label: m["nav.link.portfolioClassic"], href: "/portfolio-classic" },
      { label: m["nav.link.portfolioDetails"], href: "/single-portfolio" },
    ],
  },
  {
    id: "utility",
    label: m["nav.group.utility"],
    links: [
      { label: m["nav.link.signIn"], href: "/sign-in" },
      { label: m["nav.link.signUp"], href: "/sign-up" },
      { label: m["nav.link.resetPassword"], href: "/reset-password" },
      { label: m["nav.link.comingSoon"], href: "/coming-soon" },
      { label: m["nav.link.notFound"], href: "/errors-404" },
    ],
  },
] as const satisfies readonly NavGroup[];

export const mainNav = [
  { kind: "menu", id: "demo", label: m["nav.group.demo"], links: [...demoLinks] },
  { kind: "link", id: "about", label: m["nav.link.aboutUs"], href: "/about-us" },
  {
    kind: "mega",
    id: "pages",
    label: m["nav.group.pages"],
    groups: pageGroups.map((g) => ({ ...g, links: [...g.links] })),
  },
  { kind: "link", id: "blog", label: m["nav.link.blog"], href: "/blog" },
  { kind: "link", id: "contact", label: m["nav.link.contactUs"], href: "/contact-us" },
] as const satisfies readonly NavItem[];

export const headerActions = {
  login: { label: m["nav.login"], href: "/sign-in" },
  cta: { label: m["nav.getStarted"], href: "/contact-us" },
} as const;

export const footerColumns = [
  {
    id: "navigation",
    label: m["nav.group.navigation"],
    links: [
      { label: m["nav.link.home"], href: "/" },
      { label: m["nav.link.aboutUs"], href: "/about-us" },
      { label: m["nav.link.services"], href: "/service" },
      { label: m["nav.link.pricing"], href: "/pricing" },
      { label: m["nav.link.career"], href: "/career" },
    ],
  },
  {
    id: "utility-pages",
    label: m["nav.group.utilityPages"],
    links: [
      { label: m["nav.link.signIn"], href: "/sign-in" },
      { label: m["nav.link.signUp"], href: "/sign-up" },
      { label: m["nav.link.resetPassword"], href: "/reset-password" },
      { label: m["nav.link.comingSoon"], href: "/coming-soon" },
      { label: m["nav.link.notFound"], href: "/errors-404" },
    ],
  },
  {
    id: "resources",
    label: m["nav.group.resources"],
    links: [
      { label: m["nav.link.blog"], href: "/blog" },
      { label: m["nav.link.integrations"], href: "/integrations" },
      { label: m["nav.link.testimonials"], href: "/testimonials" },
      { label: m["nav.link.faq"], href: "/faq" },
      { label: m["nav.link.contactUs"], href: "/contact-us" },
    ],
  },
] as const satisfies readonly NavGroup[];

/** The newsletter form's one field, in the page's language (the footer's form). */
export const newsletterFields = (locale: Locale): FieldSpec[] => [
  {
    name: "email",
    label: m["footer.newsletter.emailLabel"]({}, { locale }),
    type: "email",
    required: true,
    placeholder: m["footer.newsletter.emailPlaceholder"]({}, { locale }),
    autoComplete: "email",
    hideLabel: true,
  },
];
