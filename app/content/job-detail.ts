import { jobs } from "./careers";

/**
 * The job shown on /single-career (the first opening) and the copy the spec leaves open:
 * what the role is, what the person does, brings and gets.
 */
export const featuredJob = jobs[0];

export const jobDetail = {
  slug: featuredJob.slug,
  posted: "2026-03-02",
  team: "Product Design, 6 people",
  reportsTo: "Priya Raman, Head of Product Design",
  overview: [
    "Finlo helps more than 2,000 companies see where their money goes. As a senior product designer you will own whole journeys in the finance app, such as linking a bank, closing the month or preparing a tax report, and make them feel calm and obvious.",
    "You will work in a small team with a product manager and four engineers, talk to customers every week, and take your work from first sketch to the detail that ships.",
  ],
  responsibilities: [
    "Lead the design of end-to-end journeys in the finance app, from research to release.",
    "Turn complex money tasks into clear flows, screens and microcopy.",
    "Prototype quickly and test ideas with customers before they are built.",
    "Grow and maintain our design system together with front-end engineers.",
    "Review work with other designers and give thoughtful, specific feedback.",
  ],
  requirements: [
    "Five or more years designing digital products, ideally in fintech or SaaS.",
    "A portfolio that shows your process, not only polished final screens.",
    "Strong interaction and visual design skills, and a care for accessibility.",
    "Comfort with Figma, prototypes and working closely with engineers.",
    "Clear written English; German is a plus, not a requirement.",
  ],
  benefits: [
    "Salary of $95K – $120K plus stock options.",
    "Thirty days of holiday, plus your birthday off.",
    "$2,000 a year to spend on learning and conferences.",
    "A home-office budget and the laptop of your choice.",
  ],
} as const;
