/** Shapes of every content collection (spec §3). Pages render from these, never from literals. */
import type { blogCategories } from "./blog";
import type { employmentTypes, jobTypes, salaryUnits } from "./careers";
import type { IconName } from "./icons";
import type { portfolioTags } from "./portfolio";
import type { Locale } from "./locales";
import type { Portrait } from "./portraits";
import type * as messages from "../paraglide/messages/_index.js";

/**
 * Set when an item is shown in another language than its page's: an English item on a German
 * page, until it has its translation. Its container carries `lang` so readers and screen readers
 * switch voice (docs/i18n.md).
 */
type Fallback = { lang?: Locale };

export type Social = {
  network: "twitter" | "facebook" | "linkedin" | "instagram" | "youtube" | "github";
  label: string;
  href: string;
};

/**
 * An owner's picture file (content/media/), as the build serves it (app/content/media.server.ts):
 * AVIF and WebP at each of `widths` (`${src}-${width}.avif`), a fallback, its upright size so the
 * page keeps its place, and a placeholder colour. An SVG is one file, `src` itself, and no widths.
 */
export type Photo = {
  /** The variants' address without width and extension (an SVG's whole address). */
  src: string;
  width: number;
  height: number;
  /** Widths of the AVIF and WebP variants, smallest first; none for an SVG. */
  widths: number[];
  /** The JPEG or PNG for browsers without AVIF and WebP: "960.jpg" is `${src}-960.jpg`. */
  fallback?: string;
  /** Shown until the picture arrives (none behind a transparent one). */
  color?: string;
  /** What it shows; "" when it only decorates (the words beside it say everything). */
  alt: string;
  /** Where the crop centres when the frame's proportions differ: "50% 30%". */
  focus?: string;
};

/** A cover or gallery picture: a drawn cover's name (app/content/covers.ts), or a photo. */
export type Picture = string | Photo;

export type Testimonial = {
  id: string;
  rating: 5;
  title: string;
  quote: string;
  author: { name: string; role: string; portrait: Portrait | Photo };
};

/** What a page needs to link to a collection item (content/<collection>/<slug>.md). */
export type ItemLink = Fallback & { slug: string; title: string; href: string };

/** A heading of an item's Markdown body, for its table of contents. */
export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/** The Markdown body of an item, rendered to HTML at build time. */
/** An item's Markdown body as HTML. (Only a post shows its table of contents: `BlogPostDetail.toc`.) */
export type ItemBody = {
  html: string;
  /** The text's language when it is not the page's: a translation that has no text of its own yet. */
  htmlLang?: string;
};

export type Service = Fallback & {
  slug: string;
  title: string;
  icon: IconName;
  description: string;
  href: string;
};

/** A service as a list of links names it (the service page's aside): the loaders send no more. */
export type ServiceLink = Pick<Service, "slug" | "href" | "title" | "icon" | "lang">;

export type ServiceDetail = Service &
  ItemBody & {
    outcomes: string[];
    video?: { id: string; title: string };
    /** Case studies that used this service, as their cards show them. */
    projects: PortfolioCardItem[];
  };

export type FeatureCard = { title: string; icon: IconName; description: string };

export type TeamMember = Fallback & {
  slug: string;
  href: string;
  name: string;
  role: string;
  /** The drawn portrait, or their photo (app/content/pictures.ts). */
  portrait: Portrait | Photo;
  /** One or two sentences for cards and author boxes. */
  bio: string;
  /** Their profiles; `linkLabel` is a link's accessible name in the page's language. */
  social: { network: "x" | "linkedin"; label: string; href: string; linkLabel: string }[];
  /** The accessible name of the list of their profiles, in the page's language. */
  socialLabel: string;
};

/** What a team card shows (app/components/cards/team-card.tsx): the lists' loaders send no more. */
export type TeamCardMember = Pick<
  TeamMember,
  "slug" | "href" | "name" | "role" | "portrait" | "socialLabel" | "lang"
> & {
  social: Pick<TeamMember["social"][number], "network" | "href" | "linkLabel">[];
};

export type TeamMemberDetail = TeamMember &
  ItemBody & {
    location: string;
    joined: number;
    email?: string;
    expertise: string[];
    /** Posts this member wrote, newest first. */
    posts: BlogPost[];
  };

export type BlogCategory = (typeof blogCategories)[number];

export type BlogPost = Fallback & {
  slug: string;
  /** The cover (<Cover>): a drawn cover's name, whose second word picks the palette, or a photo. */
  image: Picture;
  category: BlogCategory;
  /** The category as the page shows it, in the page's language. */
  categoryLabel: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  title: string;
  description: string;
  href: string;
  /** The author's name; authorHref is their team page. */
  author: string;
  authorHref: string;
  /** Reading time, computed from the text's word count. */
  readMinutes: number;
};

export type Tag = { name: string; href: string };

export type BlogPostDetail = BlogPost &
  ItemBody & {
    /** The body's headings, for the post's table of contents. */
    toc: TocEntry[];
    updated?: string;
    categoryHref: string;
    tags: Tag[];
    authorMember: TeamMember;
    previous?: ItemLink;
    next?: ItemLink;
    related: BlogPost[];
  };

export type Job = Fallback & {
  slug: string;
  title: string;
  description: string;
  location: string;
  type: (typeof jobTypes)[number];
  /** The type as the page shows it, in the page's language. */
  typeLabel: string;
  /** The salary range as shown ("$95K – $120K"). */
  salary: string;
  department: string;
  href: string;
};

export type JobDetail = Job &
  ItemBody & {
    datePosted: string;
    validThrough: string;
    /** True once validThrough has passed at build time: the page stays, noindex, unlisted. */
    closed: boolean;
    employmentType: (typeof employmentTypes)[number];
    remote: boolean;
    applicantLocation: string[];
    salaryRange: { min: number; max: number; currency: string; unit: (typeof salaryUnits)[number] };
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

export type PortfolioTag = (typeof portfolioTags)[number];

export type PortfolioItem = Fallback & {
  slug: string;
  title: string;
  category: PortfolioTag;
  tags: PortfolioTag[];
  /** The category and each tag as the page shows them, in the page's language. */
  tagLabels: Partial<Record<PortfolioTag, string>>;
  /** The cover (<Cover>): a drawn cover's name (app/content/covers.ts) or a photo. */
  image: Picture;
  summary: string;
  href: string;
};

/** What a grid card shows (app/components/sections/portfolio/portfolio-card.tsx): no summary, no tags. */
export type PortfolioCardItem = Pick<
  PortfolioItem,
  "slug" | "href" | "title" | "category" | "tagLabels" | "image" | "lang"
>;

export type PortfolioDetail = PortfolioItem &
  ItemBody & {
    client: string;
    year: number;
    duration?: string;
    url?: string;
    services: ItemLink[];
    results: { label: string; value: string }[];
    gallery: { image: Picture; caption?: string }[];
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

/** The key of an interface message (messages/<locale>/*.json), e.g. "nav.link.pricing". */
export type MessageKey = keyof typeof messages;

/** A label is the key of its message; the chrome shows it in the page's language. */
export type NavLink = { label: MessageKey; href: string };
/** `id` names the group in element ids, the same in every language. */
export type NavGroup = { id: string; label: MessageKey; links: NavLink[] };
export type NavItem =
  | { kind: "link"; id: string; label: MessageKey; href: string }
  | { kind: "menu"; id: string; label: MessageKey; links: NavLink[] }
  | { kind: "mega"; id: string; label: MessageKey; groups: NavGroup[] };

/**
 * A form field: what it asks and the rules the page and the forms receiver check
 * (app/components/widgets/forms/validate.js).
 */
export type FieldSpec = {
  name: string;
  label: string;
  type: "text" | "email" | "password" | "textarea" | "checkbox";
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  minLength?: number;
  /** Defaults to MAX_LENGTH[type] of validate.js. */
  maxLength?: number;
  /** Help text shown under the field and linked with aria-describedby. */
  hint?: string;
  /** Keep the label for assistive technology only (compact one-field forms). */
  hideLabel?: boolean;
  /** Message when a required field is left empty; defaults to one built from the label. */
  requiredMessage?: string;
};
