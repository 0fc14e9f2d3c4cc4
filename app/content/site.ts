import type { FieldSpec, NavGroup, NavItem, NavLink } from "./types";

import { brand } from "~/brand";

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
 * them in its language: a label is the message's key, which the chrome looks up in the words the
 * root loader sends in the page's language (`say(link.label)`, app/lib/chrome.ts). The addresses
 * are the English ones; <Link> (components/ui/link) leads to the same page in the visitor's language.
 */
export const demoLinks = [
  { label: "nav.link.financeApp", href: "/" },
  { label: "nav.link.crmPlatform", href: "/home-2" },
  { label: "nav.link.saasStartups", href: "/home-3" },
] as const satisfies readonly NavLink[];

export const pageGroups = [
  {
    id: "blog",
    label: "nav.group.blog",
    links: [
      { label: "nav.link.blog", href: "/blog" },
      { label: "nav.link.blogColumnOne", href: "/blog-column-one" },
      { label: "nav.link.blogColumnTwo", href: "/blog-column-two" },
      { label: "nav.link.blogDetails", href: "/single-blog" },
    ],
  },
  {
    id: "service",
    label: "nav.group.service",
    links: [
      { label: "nav.link.services", href: "/service" },
      { label: "nav.link.serviceDetails", href: "/single-service" },
      { label: "nav.link.integrations", href: "/integrations" },
      { label: "nav.link.pricing", href: "/pricing" },
    ],
  },
  {
    id: "team",
    label: "nav.group.team",
    links: [
      { label: "nav.link.team", href: "/team" },
      { label: "nav.link.teamMember", href: "/single-team" },
      { label: "nav.link.testimonials", href: "/testimonials" },
      { label: "nav.link.faq", href: "/faq" },
    ],
  },
  {
    id: "career",
    label: "nav.group.career",
    links: [
      { label: "nav.link.career", href: "/career" },
      { label: "nav.link.careerDetails", href: "/single-career" },
    ],
  },
  {
    id: "portfolio",
    label: "nav.group.portfolio",
    links: [
      { label: "nav.link.portfolioGrid", href: "/portfolio-grid" },
      { label: "nav.link.portfolioClassic", href: "/portfolio-classic" },
      { label: "nav.link.portfolioDetails", href: "/single-portfolio" },
    ],
  },
  {
    id: "utility",
    label: "nav.group.utility",
    links: [
      { label: "nav.link.signIn", href: "/sign-in" },
      { label: "nav.link.signUp", href: "/sign-up" },
      { label: "nav.link.resetPassword", href: "/reset-password" },
      { label: "nav.link.comingSoon", href: "/coming-soon" },
      { label: "nav.link.notFound", href: "/errors-404" },
    ],
  },
] as const satisfies readonly NavGroup[];

export const mainNav = [
  { kind: "menu", id: "demo", label: "nav.group.demo", links: [...demoLinks] },
  { kind: "link", id: "about", label: "nav.link.aboutUs", href: "/about-us" },
  {
    kind: "mega",
    id: "pages",
    label: "nav.group.pages",
    groups: pageGroups.map((g) => ({ ...g, links: [...g.links] })),
  },
  { kind: "link", id: "blog", label: "nav.link.blog", href: "/blog" },
  { kind: "link", id: "contact", label: "nav.link.contactUs", href: "/contact-us" },
] as const satisfies readonly NavItem[];

export const headerActions = {
  login: { label: "nav.login", href: "/sign-in" },
  cta: { label: "nav.getStarted", href: "/contact-us" },
} as const;

export const footerColumns = [
  {
    id: "navigation",
    label: "nav.group.navigation",
    links: [
      { label: "nav.link.home", href: "/" },
      { label: "nav.link.aboutUs", href: "/about-us" },
      { label: "nav.link.services", href: "/service" },
      { label: "nav.link.pricing", href: "/pricing" },
      { label: "nav.link.career", href: "/career" },
    ],
  },
  {
    id: "utility-pages",
    label: "nav.group.utilityPages",
    links: [
      { label: "nav.link.signIn", href: "/sign-in" },
      { label: "nav.link.signUp", href: "/sign-up" },
      { label: "nav.link.resetPassword", href: "/reset-password" },
      { label: "nav.link.comingSoon", href: "/coming-soon" },
      { label: "nav.link.notFound", href: "/errors-404" },
    ],
  },
  {
    id: "resources",
    label: "nav.group.resources",
    links: [
      { label: "nav.link.blog", href: "/blog" },
      { label: "nav.link.integrations", href: "/integrations" },
      { label: "nav.link.testimonials", href: "/testimonials" },
      { label: "nav.link.faq", href: "/faq" },
      { label: "nav.link.contactUs", href: "/contact-us" },
    ],
  },
] as const satisfies readonly NavGroup[];

/** The newsletter form's one field (the footer's form), with its words in the page's language. */
export const newsletterFields = (words: { label: string; placeholder: string }): FieldSpec[] => [
  {
    name: "email",
    label: words.label,
    type: "email",
    required: true,
    placeholder: words.placeholder,
    autoComplete: "email",
    hideLabel: true,
  },
];

