import type { CareerFeature } from "./types";

/*
 * The jobs themselves are Markdown files in content/careers/ (app/content/collections/). The
 * values a job's `type`, `employmentType` and salary `unit` may take are the lists below, the
 * one source the frontmatter schema and content/README.md share (a unit test compares).
 */

/** What the job list shows as the job's type. */
export const jobTypes = ["Full-Time", "Remote"] as const;
/** schema.org's employment types, for Google's job listings. */
export const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
/** The period a salary is paid for. */
export const salaryUnits = ["HOUR", "MONTH", "YEAR"] as const;

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
