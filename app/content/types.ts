/** Shapes of every content collection (spec §3). Pages render from these, never from literals. */

export type IconName =
  | "headset"
  | "kanban"
  | "mail"
  | "users"
  | "calculator"
  | "shield"
  | "lock"
  | "plug"
  | "coins"
  | "piggy-bank"
  | "receipt"
  | "wifi-off"
  | "globe"
  | "line-chart"
  | "rocket"
  | "heart-handshake"
  | "graduation-cap"
  | "plane"
  | "laptop"
  | "sparkles"
  | "target"
  | "zap"
  | "lightbulb"
  | "badge-check";

export type Social = {
  network: "twitter" | "facebook" | "linkedin" | "instagram" | "youtube" | "github";
  label: string;
  href: string;
};

/** An illustrated portrait's colours and hairstyle (see app/content/portraits.ts). */
/** Colours are names of app.css colour tokens: "mint-soft" is `var(--color-mint-soft)`. */
export type Portrait = {
  background: string;
  shirt: string;
  skin: string;
  hair: string;
  hairStyle: 0 | 1 | 2 | 3;
};

export type Testimonial = {
  id: string;
  rating: 5;
  title: string;
  quote: string;
  author: { name: string; role: string; avatar: string };
};

export type Service = {
  slug: string;
  title: string;
  icon: IconName;
  description: string;
  href: string;
};

export type FeatureCard = { title: string; icon: IconName; description: string };

export type TeamMember = {
  slug: string;
  name: string;
  role: string;
  image: string;
  bio: string;
  social: { twitter: string; facebook: string; linkedin: string };
};

export type BlogCategory = "Business" | "Technology" | "Finance" | "Marketing" | "Management";

export type BlogPost = {
  id: string;
  slug: string;
  /** Base name of the generated cover in public/generated/covers (see scripts/generate-images.mjs). */
  image: string;
  category: BlogCategory;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  title: string;
  description: string;
  href: string;
  author: string;
  readMinutes: number;
};

export type Job = {
  slug: string;
  title: string;
  description: string;
  location: string;
  type: "Full-Time" | "Remote";
  salary: string;
  department: string;
  href: string;
};

export type CareerFeature = { title: string; description: string; icon: IconName };

export type PlanPrice = { monthly: number; annually: number };

export type PricingPlan = {
  id: string;
  name: string;
  price: PlanPrice;
  description: string;
  features: string[];
  highlighted?: boolean;
  cta: string;
};

export type Integration = {
  slug: string;
  name: string;
  category: "Productivity" | "CRM" | "Social Media" | "Streaming";
  description: string;
  /** simple-icons slug or a local path; resolved by the integrations page. */
  icon: string;
  href: string;
};

export type PortfolioTag = "Branding" | "UI/UX" | "Website" | "Technology";

export type PortfolioItem = {
  slug: string;
  title: string;
  category: PortfolioTag;
  tags: PortfolioTag[];
  image: string;
  summary: string;
  href: string;
};

export type FaqItem = { question: string; answer: string };

export type Counter = {
  label: string;
  /** Final value; shown in the prerendered HTML and the end of the count-up. */
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
};

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; links: NavLink[] };
export type NavItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "menu"; label: string; links: NavLink[] }
  | { kind: "mega"; label: string; groups: NavGroup[] };
