import type { NavGroup, NavItem, NavLink } from "./types";

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

export const socials = brand.socials;

export const demoLinks = [
  { label: "Finance app", href: "/" },
  { label: "CRM platform", href: "/home-2" },
  { label: "SaaS startups", href: "/home-3" },
] as const satisfies readonly NavLink[];

export const pageGroups = [
  {
    label: "Blog",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Blog column one", href: "/blog-column-one" },
      { label: "Blog column two", href: "/blog-column-two" },
      { label: "Blog details", href: "/single-blog" },
    ],
  },
  {
    label: "Service",
    links: [
      { label: "Services", href: "/service" },
      { label: "Service details", href: "/single-service" },
      { label: "Integrations", href: "/integrations" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
  {
    label: "Team",
    links: [
      { label: "Team", href: "/team" },
      { label: "Team member", href: "/single-team" },
      { label: "Testimonials", href: "/testimonials" },
      { label: "FAQ", href: "/faq" },
    ],
  },
  {
    label: "Career",
    links: [
      { label: "Career", href: "/career" },
      { label: "Career details", href: "/single-career" },
    ],
  },
  {
    label: "Portfolio",
    links: [
      { label: "Portfolio grid", href: "/portfolio-grid" },
      { label: "Portfolio classic", href: "/portfolio-classic" },
      { label: "Portfolio details", href: "/single-portfolio" },
    ],
  },
  {
    label: "Utility",
    links: [
      { label: "Sign in", href: "/sign-in" },
      { label: "Sign up", href: "/sign-up" },
      { label: "Reset password", href: "/reset-password" },
      { label: "Coming soon", href: "/coming-soon" },
      { label: "404 page", href: "/errors-404" },
    ],
  },
] as const satisfies readonly NavGroup[];

export const mainNav = [
  { kind: "menu", label: "Demo", links: [...demoLinks] },
  { kind: "link", label: "About Us", href: "/about-us" },
  { kind: "mega", label: "Pages", groups: pageGroups.map((g) => ({ ...g, links: [...g.links] })) },
  { kind: "link", label: "Blog", href: "/blog" },
  { kind: "link", label: "Contact Us", href: "/contact-us" },
] as const satisfies readonly NavItem[];

export const headerActions = {
  login: { label: "Login", href: "/sign-in" },
  cta: { label: "Get Started", href: "/contact-us" },
} as const;

export const footerColumns = [
  {
    label: "Navigation",
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about-us" },
      { label: "Services", href: "/service" },
      { label: "Pricing", href: "/pricing" },
      { label: "Career", href: "/career" },
    ],
  },
  {
    label: "Utility pages",
    links: [
      { label: "Sign in", href: "/sign-in" },
      { label: "Sign up", href: "/sign-up" },
      { label: "Reset password", href: "/reset-password" },
      { label: "Coming soon", href: "/coming-soon" },
      { label: "404 page", href: "/errors-404" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Integrations", href: "/integrations" },
      { label: "Testimonials", href: "/testimonials" },
      { label: "FAQ", href: "/faq" },
      { label: "Contact Us", href: "/contact-us" },
    ],
  },
] as const satisfies readonly NavGroup[];

/** The footer's copy: the call-to-action band, the newsletter and the bottom line. */
export const footer = {
  cta: {
    title: "Ready to make money the calm part of your week?",
    text: "Start free for 34 days. No credit card, no setup fees, and your data stays yours.",
    primary: { label: "Get Started", href: "/contact-us" },
    secondary: { label: "See pricing", href: "/pricing" },
  },
  newsletter: {
    title: "Get one useful money tip a week",
    text: "No spam. Unsubscribe in one click.",
    formLabel: "Subscribe to the newsletter",
    submitLabel: "Subscribe",
    successMessage: "Thanks for subscribing! Look out for your first tip next week.",
    fields: [
      {
        name: "email",
        label: "Email address",
        type: "email",
        required: true,
        placeholder: "Email Address",
        autoComplete: "email",
        hideLabel: true,
      },
    ],
  },
  rights: "All rights reserved.",
  socialLabel: "Finlo on social media",
} as const;
