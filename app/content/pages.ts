/**
 * One entry per route of spec §2: its path, the page's h1, the breadcrumb label, and the
 * words search engines and link previews show. app/routes.ts, the SEO helper, the sitemap
 * and the end-to-end tests all read from here.
 */
export type PageInfo = {
  path: string;
  /** The visible h1. */
  heading: string;
  /** Short name for menus and breadcrumbs. */
  label: string;
  /** <title> without the brand suffix. */
  title: string;
  /**
   * What follows the title in <title> when it fits (" – Careers", ", Chief Executive Officer"),
   * before the brand; dropped first for a long title (pageTitle in app/lib/seo.ts).
   */
  titleSuffix?: string;
  /** Meta description, 70–160 characters. */
  description: string;
  /** Auth screens, coming soon and the 404 are kept out of search engines. */
  noindex?: boolean;
  /** Section of the generated social image. */
  section: "home" | "company" | "blog" | "work" | "product" | "account";
};

/**
 * What search results show without cutting (Google's ~600 px, about 60 characters of title and
 * 70–160 of description). Titles adapt to fit (app/lib/seo.ts); lengths outside these are
 * advice for the editor (`npm run content:check`), never a failed build.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

export const pages = [
  {
    path: "/",
    heading: "Take control of your money, all in one app",
    label: "Finance app",
    title: "Finlo – The money app for people and businesses",
    description:
      "Track income and expenses, set budgets and goals, link your accounts and prepare taxes with Finlo. Start a 34-day free trial, no credit card needed.",
    section: "home",
  },
  {
    path: "/home-2",
    heading: "The CRM that helps your team close deals faster",
    label: "CRM platform",
    title: "Finlo CRM – Manage leads, teams and campaigns",
    description:
      "Finlo CRM brings lead management, team management and online marketing together, so your team closes deals 3.5 times faster.",
    section: "home",
  },
  {
    path: "/home-3",
    heading: "Launch and scale your SaaS startup with confidence",
    label: "SaaS startups",
    title: "Finlo for Startups – Tools to launch and scale SaaS",
    description:
      "Everything a SaaS startup needs to launch, grow and run lean: services, integrations and fair pricing. 7-day free trial, no credit card required.",
    section: "home",
  },
  {
    path: "/about-us",
    heading: "About Us",
    label: "About Us",
    title: "About Us – Our story, values and team",
    description:
      "Meet the people behind Finlo: how we started, the values we work by and the team building simpler finance, CRM and startup software.",
    section: "company",
  },
  {
    path: "/pricing",
    heading: "Our Pricing Plan",
    label: "Pricing",
    title: "Pricing – Simple plans that grow with you",
    description:
      "Compare Finlo plans side by side: Basic, Standard and Enterprise, monthly or annual billing, with users, storage and file limits for every tier.",
    section: "product",
  },
  {
    path: "/blog",
    heading: "Our Blog",
    label: "Blog",
    title: "Blog – Ideas on money, growth and teams",
    description:
      "Practical articles on business finance, technology, marketing and management from the Finlo team. New posts every week, free to read.",
    section: "blog",
  },
  {
    path: "/blog-column-one",
    heading: "Blog Column One",
    label: "Blog column one",
    title: "Blog – All articles in one column",
    description:
      "Browse every Finlo article in a single reading column: guides on budgeting, tax season, CRM habits and building a healthy startup.",
    section: "blog",
  },
  {
    path: "/blog-column-two",
    heading: "Blog Column Two",
    label: "Blog column two",
    title: "Blog – Latest articles and reading list",
    description:
      "The latest articles from the Finlo blog beside a quick reading list, covering finance, technology, marketing and management topics.",
    section: "blog",
  },
  {
    path: "/single-blog",
    heading: "Seven budgeting habits that keep a small business calm",
    label: "Blog details",
    title: "Seven budgeting habits for a calm small business",
    description:
      "Seven simple budgeting habits that help small business owners plan cash flow, avoid surprises at tax time and sleep better at night.",
    section: "blog",
  },
  {
    path: "/service",
    heading: "Our Services",
    label: "Services",
    title: "Services – Support, projects, finance and security",
    description:
      "Nine services to run your company: customer support, project management, email marketing, HR, accounting, cyber security and more.",
    section: "product",
  },
  {
    path: "/single-service",
    heading: "Accounting and finance",
    label: "Service details",
    title: "Accounting and finance service – Finlo",
    description:
      "Bookkeeping, invoicing, reporting and tax-ready records in one place. See how Finlo's accounting and finance service works for your team.",
    section: "product",
  },
  {
    path: "/team",
    heading: "Our Team",
    label: "Team",
    title: "Our Team – The people behind Finlo",
    description:
      "Meet the designers, engineers and finance experts who build Finlo, and find out how to join a small team that ships carefully.",
    section: "company",
  },
  {
    path: "/single-team",
    heading: "Amara Okafor",
    label: "Team member",
    title: "Amara Okafor, Chief Executive Officer – Finlo",
    description:
      "Amara Okafor leads Finlo as chief executive. Read about her background in fintech, what she works on and how to reach her.",
    section: "company",
  },
  {
    path: "/career",
    heading: "Join our team",
    label: "Career",
    title: "Careers – Open roles at Finlo",
    description:
      "Open roles at Finlo in engineering, design, sales and support. See salaries, locations and how our four-step hiring process works.",
    section: "company",
  },
  {
    path: "/single-career",
    heading: "Senior Product Designer",
    label: "Career details",
    title: "Senior Product Designer – Careers at Finlo",
    description:
      "Design calm, precise money tools used by thousands of businesses. Full-time in Berlin, salary range, responsibilities and how to apply.",
    section: "company",
  },
  {
    path: "/portfolio-grid",
    heading: "Portfolio Grid",
    label: "Portfolio grid",
    title: "Portfolio – Branding, UI/UX and website work",
    description:
      "A filterable grid of recent Finlo client work: branding systems, product UI and UX, and marketing websites for finance and SaaS teams.",
    section: "work",
  },
  {
    path: "/portfolio-classic",
    heading: "Our successful work",
    label: "Portfolio classic",
    title: "Portfolio – Our successful work",
    description:
      "Case studies from our studio: an e-commerce system, digital art, creative work and development projects, with the results they earned.",
    section: "work",
  },
  {
    path: "/single-portfolio",
    heading: "E-commerce System",
    label: "Portfolio details",
    title: "E-commerce System – Case study",
    description:
      "How we rebuilt a retailer's e-commerce system in two weeks: the brief, the six-step execution plan and the results after launch.",
    section: "work",
  },
  {
    path: "/contact-us",
    heading: "Contact Us",
    label: "Contact Us",
    title: "Contact Us – Talk to the Finlo team",
    description:
      "Questions about Finlo, pricing or a partnership? Send us a message, call, email or visit our office. We reply within one business day.",
    section: "company",
  },
  {
    path: "/faq",
    heading: "Frequently Asked Questions",
    label: "FAQ",
    title: "FAQ – Answers about Finlo, plans and security",
    description:
      "Answers to common questions about Finlo: free trials, billing, data security, bank connections, integrations and cancelling a plan.",
    section: "product",
  },
  {
    path: "/integrations",
    heading: "Built to connect with your favorite tools",
    label: "Integrations",
    title: "Integrations – Connect Finlo to your tools",
    description:
      "Connect Finlo with Google, Mailchimp, Slack, Zapier, Discord, LinkedIn, Facebook, Twitter and YouTube to keep your work in sync.",
    section: "product",
  },
  {
    path: "/testimonials",
    heading: "What our customers say",
    label: "Testimonials",
    title: "Testimonials – What our customers say",
    description:
      "Read what finance leads, founders and sales teams say about working with Finlo every day, rated five out of five by real customers.",
    section: "company",
  },
  {
    path: "/sign-in",
    heading: "Welcome Back",
    label: "Sign in",
    title: "Sign in – Finlo",
    description:
      "Sign in to your Finlo account to see balances, budgets, deals and reports. Use your email and password or continue with Google.",
    noindex: true,
    section: "account",
  },
  {
    path: "/sign-up",
    heading: "Create Account",
    label: "Sign up",
    title: "Create your account – Finlo",
    description:
      "Create a Finlo account in a minute and start your free trial. No credit card needed, cancel any time, and keep your data if you leave.",
    noindex: true,
    section: "account",
  },
  {
    path: "/reset-password",
    heading: "Reset your password",
    label: "Reset password",
    title: "Reset password – Finlo",
    description:
      "Forgot your Finlo password? Enter your email and a new password to get back into your account. We will send a recovery link.",
    noindex: true,
    section: "account",
  },
  {
    path: "/coming-soon",
    heading: "Something great is coming soon!",
    label: "Coming soon",
    title: "Coming soon – Finlo",
    description:
      "Something new from Finlo is on its way. Leave your email address and we will let you know the moment it launches. No spam, ever.",
    noindex: true,
    section: "account",
  },
  {
    path: "/errors-404",
    heading: "Oops! Looks like you took a wrong turn",
    label: "404 page",
    title: "Page not found – Finlo",
    description:
      "The page you were looking for has moved or never existed. Head back to the Finlo home page or use the menu to find your way.",
    noindex: true,
    section: "account",
  },
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof pages)[number]["path"];

/**
 * The not-found screen's address and kind, for the code that runs in the browser: its words are
 * messages there (app/lib/not-found-seo.ts), so no page's JavaScript carries this file's list.
 */
export const NOT_FOUND = { path: "/404", noindex: true, section: "account" } as const;

/**
 * The not-found screen (any unknown address): the same words as /errors-404, its own address.
 * (Marked pure so that the browser's bundle, which uses NOT_FOUND only, drops it and the list.)
 */
export const notFoundPage: PageInfo = /* @__PURE__ */ Object.assign(
  {},
  /* @__PURE__ */ pages.find((page) => page.path === "/errors-404"),
  NOT_FOUND,
  { label: "Page not found" },
);

export function getPage(path: PagePath): PageInfo {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}
