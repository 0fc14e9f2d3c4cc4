/** Copy and sample mock-up data of the CRM demo (/home-2). Mock-up figures are sample data. */
import type { FeatureRow } from "./home";
import type { IconName } from "./icons";

export const crmHero = {
  eyebrow: "Finlo CRM",
  intro:
    "Capture every lead, give every deal an owner and a next step, and see your whole pipeline on one board. Less admin, more closing.",
  primary: { label: "Get started free", href: "/sign-up" },
  secondary: { label: "See pricing", href: "#pricing" },
  notes: ["Free 34-day trial", "Import your contacts in minutes"],
} as const;

export const pipelineMockup = {
  title: "Sales pipeline",
  total: "$482,900",
  stages: [
    {
      name: "New leads",
      amount: "$96,400",
      deals: [
        { company: "Lumora", value: "$18,200", owner: "MC", due: "Today" },
        { company: "Parcelo", value: "$9,800", owner: "DB", due: "Fri" },
      ],
    },
    {
      name: "Qualified",
      amount: "$142,500",
      deals: [
        { company: "Tidewell", value: "$42,000", owner: "SA", due: "Mon" },
        { company: "Kestrel", value: "$21,500", owner: "KM", due: "Wed" },
      ],
    },
    {
      name: "Proposal",
      amount: "$164,000",
      deals: [{ company: "Vantafield", value: "$64,000", owner: "MC", due: "Tue" }],
    },
    {
      name: "Won",
      amount: "$80,000",
      deals: [{ company: "Orbitly", value: "$38,000", owner: "DB", due: "Closed" }],
    },
  ],
  lead: {
    name: "Jordan Reyes",
    role: "Head of Ops, Quillstone",
    score: 92,
    tags: ["Hot lead", "Enterprise"],
    next: "Demo call · Thu 10:00",
  },
} as const;

export const crmCountersSection = {
  eyebrow: "Results",
  title: "Teams on Finlo CRM sell faster and keep customers happier",
  intro: "Measured across customers in their first year on Finlo CRM.",
} as const;

export const crmFeatureRows = [
  {
    id: "lead-management",
    eyebrow: "Lead management",
    title: "Never lose a lead between the first click and the first call",
    intro:
      "Web forms, emails and imports land in one inbox. Finlo scores each lead, routes it to the right rep and reminds them to follow up.",
    points: [
      { icon: "target", title: "Lead scoring", text: "See who is ready to buy from their activity." },
      { icon: "zap", title: "Instant routing", text: "Round-robin or by region, territory and size." },
      { icon: "mail", title: "Follow-up reminders", text: "No lead waits more than a day for a reply." },
    ],
  },
  {
    id: "team-management",
    eyebrow: "Team management",
    title: "Give every rep a clear day and every manager a clear view",
    intro:
      "Shared pipelines, assigned tasks and goals per rep keep the whole team pulling in the same direction, in the office or remote.",
    points: [
      { icon: "users", title: "Roles and territories", text: "Everyone sees exactly the deals they own." },
      { icon: "line-chart", title: "Live leaderboards", text: "Targets and progress, updated with every deal." },
      { icon: "kanban", title: "Shared tasks", text: "Hand-offs between sales and support, logged." },
    ],
  },
  {
    id: "online-marketing",
    eyebrow: "Online marketing",
    title: "Turn your CRM data into campaigns that convert",
    intro:
      "Build audiences from live pipeline data, send email and social campaigns, and see which ones brought in revenue, not just clicks.",
    points: [
      { icon: "sparkles", title: "Self-updating segments", text: "Audiences that follow your pipeline." },
      { icon: "globe", title: "Email and social", text: "Plan, publish and measure from one calendar." },
      { icon: "coins", title: "Revenue attribution", text: "Every deal traced back to its campaign." },
    ],
  },
] as const satisfies readonly FeatureRow[];

export const leadsMockup = {
  title: "Inbound leads",
  filter: "This week",
  leads: [
    { name: "Jordan Reyes", company: "Quillstone", source: "Website", score: 92 },
    { name: "Priya Nair", company: "Fernhill", source: "Webinar", score: 81 },
    { name: "Tom Becker", company: "Cobalt Ridge", source: "Referral", score: 67 },
    { name: "Lena Park", company: "Parcelo", source: "LinkedIn", score: 54 },
  ],
} as const;

export const teamMockup = {
  title: "Team goals",
  period: "Q4",
  members: [
    { name: "Maya C.", initials: "MC", closed: "$128k", percent: 86 },
    { name: "Daniel B.", initials: "DB", closed: "$112k", percent: 74 },
    { name: "Sofia A.", initials: "SA", closed: "$97k", percent: 65 },
    { name: "Kwame M.", initials: "KM", closed: "$81k", percent: 54 },
  ],
  tasks: [
    { label: "Send proposal to Vantafield", done: true },
    { label: "Renewal call with Orbitly", done: false },
  ],
} as const;

export const campaignMockup = {
  title: "Autumn launch campaign",
  stats: [
    { label: "Open rate", value: "48.6%" },
    { label: "Click rate", value: "12.4%" },
    { label: "Revenue", value: "$36.2k" },
  ],
  weeks: [24, 38, 31, 52, 47, 66, 72, 64, 81, 90],
  channels: [
    { label: "Email", percent: 54 },
    { label: "LinkedIn", percent: 28 },
    { label: "Ads", percent: 18 },
  ],
} as const;

export type FeatureListItem = { icon: IconName; title: string; text: string };

export const crmFeatureList = {
  eyebrow: "Features",
  title: "Everything your sales team needs, nothing it does not",
  intro: "Start with the essentials and switch on more as you grow. Every plan includes all of these.",
  items: [
    { icon: "kanban", title: "Visual pipelines", text: "Drag deals between stages and see the value of each one." },
    { icon: "mail", title: "Two-way email sync", text: "Every email with a contact lands on their timeline." },
    { icon: "zap", title: "Workflow automation", text: "Assign, remind and update records without lifting a finger." },
    { icon: "line-chart", title: "Forecasts and reports", text: "Revenue forecasts you can trust, down to each rep." },
    { icon: "laptop", title: "Works everywhere", text: "Web, desktop and mobile apps that stay in sync." },
    { icon: "shield", title: "Secure by default", text: "Roles, two-factor sign-in and a full audit trail." },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly FeatureListItem[] };

/** The tools grid: names shown on the page, icons from the brand glyph set (ui/brand-icon). */
export type Tool = { name: string; icon: string; category: string };

export const toolsSection = {
  eyebrow: "Integrations",
  title: "Connects with the tools your team already uses",
  intro: "Sync contacts, calendars and campaigns both ways, with no copy and paste.",
  cta: { label: "Browse all integrations", href: "/integrations" },
  tools: [
    { name: "Google", icon: "google", category: "Calendar and Drive" },
    { name: "Mailchimp", icon: "mailchimp", category: "Email campaigns" },
    { name: "Slack", icon: "slack", category: "Team chat" },
    { name: "Zapier", icon: "zapier", category: "Automation" },
    { name: "LinkedIn", icon: "linkedin", category: "Lead enrichment" },
    { name: "Discord", icon: "discord", category: "Community" },
    { name: "YouTube", icon: "youtube", category: "Video" },
    { name: "Facebook", icon: "facebook", category: "Social ads" },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; cta: { label: string; href: string }; tools: readonly Tool[] };

export const crmPricing = {
  eyebrow: "Pricing",
  title: "Simple plans that grow with your team",
  intro: "Every plan starts with a free 34-day trial. Switch to annual billing and pay less each month.",
} as const;

export const crmTestimonials = {
  eyebrow: "Testimonials",
  title: "Sales teams close faster with Finlo CRM",
} as const;

export const crmCta = {
  eyebrow: "Get started",
  title: "Bring your whole pipeline into one place today",
  intro: "Leave your work email and we will set up your CRM workspace. It takes less than a minute.",
  notes: ["Free 34-day trial", "No credit card required", "Cancel any time"],
  form: {
    name: "crm-cta",
    label: "Get started with Finlo CRM",
    submitLabel: "Get started",
    successMessage: "Thanks! Check your inbox for a link to your new workspace.",
  },
} as const;
