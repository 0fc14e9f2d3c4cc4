import type { CareerFeature, Job } from "./types";

/** Spec §3: five jobs, each Full-Time or Remote with a salary range. */
export const jobs = [
  {
    slug: "senior-product-designer",
    title: "Senior Product Designer",
    description:
      "Shape the screens thousands of businesses use to understand their money, from first sketch to shipped detail.",
    location: "Berlin, Germany",
    type: "Full-Time",
    salary: "$95K – $120K",
    department: "Design",
    href: "/single-career",
  },
  {
    slug: "frontend-engineer",
    title: "Frontend Engineer",
    description:
      "Build fast, accessible interfaces in React and TypeScript for our finance and CRM products.",
    location: "Anywhere in Europe",
    type: "Remote",
    salary: "$80K – $105K",
    department: "Engineering",
    href: "/single-career",
  },
  {
    slug: "backend-engineer-payments",
    title: "Backend Engineer, Payments",
    description:
      "Design reliable services that move, match and reconcile money across banks and currencies.",
    location: "London, United Kingdom",
    type: "Full-Time",
    salary: "$100K – $130K",
    department: "Engineering",
    href: "/single-career",
  },
  {
    slug: "account-executive",
    title: "Account Executive",
    description:
      "Help growing companies choose Finlo CRM, from the first call to a confident signature.",
    location: "New York, United States",
    type: "Full-Time",
    salary: "$70K – $90K + commission",
    department: "Sales",
    href: "/single-career",
  },
  {
    slug: "customer-success-specialist",
    title: "Customer Success Specialist",
    description:
      "Guide new customers through setup and be the friendly expert they call when something is unclear.",
    location: "Anywhere in North America",
    type: "Remote",
    salary: "$55K – $70K",
    department: "Support",
    href: "/single-career",
  },
] as const satisfies readonly Job[];

/** Spec §3: six career features (the advantages of working here). */
export const careerFeatures = [
  {
    title: "Competitive pay and equity",
    description: "Salaries benchmarked every year and stock options for every permanent hire.",
    icon: "coins",
  },
  {
    title: "Health and wellbeing",
    description: "Full health cover for you and your family, plus a monthly wellbeing budget.",
    icon: "heart-handshake",
  },
  {
    title: "Learning budget",
    description: "$2,000 a year for courses, books and conferences, and time to use it.",
    icon: "graduation-cap",
  },
  {
    title: "Flexible time off",
    description: "Thirty days of holiday, plus your birthday and the week between the holidays.",
    icon: "plane",
  },
  {
    title: "Remote-friendly setup",
    description: "Work from an office or home, with a home-office budget and the laptop you choose.",
    icon: "laptop",
  },
  {
    title: "Real ownership",
    description: "Small teams, clear goals and the freedom to decide how to reach them.",
    icon: "target",
  },
] as const satisfies readonly CareerFeature[];

/** The hiring process shown on /career. */
export const hiringSteps = [
  { title: "Apply", description: "Send your CV or portfolio. A person reads every application within a week." },
  { title: "Intro call", description: "A 30-minute chat with the hiring manager about the role and your goals." },
  { title: "Work sample", description: "A short, paid task close to the real job, reviewed together with you." },
  { title: "Meet the team", description: "Meet future teammates, ask anything, and get an offer within days." },
] as const;
