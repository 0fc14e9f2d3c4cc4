import type { TeamMember } from "./types";

/** Spec §3: six team members; the about page shows the first three. Portraits are generated SVG. */
export const team = [
  {
    slug: "amara-okafor",
    name: "Amara Okafor",
    role: "Chief Executive Officer",
    image: "amara-okafor",
    bio: "Amara spent ten years building payment products at two European banks before founding Finlo to make business money simple. She still answers customer emails every Friday.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
  {
    slug: "lucas-meyer",
    name: "Lucas Meyer",
    role: "Chief Technology Officer",
    image: "lucas-meyer",
    bio: "Lucas leads engineering and security. He cares about fast pages, careful data handling and systems that are boring in the best way.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Head of Product Design",
    image: "priya-raman",
    bio: "Priya turns complicated money tasks into calm, clear screens. Before Finlo she designed tools for accountants and small shops.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
  {
    slug: "tomas-novak",
    name: "Tomás Novák",
    role: "Head of Customer Success",
    image: "tomas-novak",
    bio: "Tomás and his team help every new customer get set up and make sure nobody waits long for an answer.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
  {
    slug: "hana-sato",
    name: "Hana Sato",
    role: "Lead Data Engineer",
    image: "hana-sato",
    bio: "Hana builds the pipelines that match transactions, convert currencies and keep reports accurate to the cent.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
  {
    slug: "elijah-grant",
    name: "Elijah Grant",
    role: "Marketing Director",
    image: "elijah-grant",
    bio: "Elijah tells the Finlo story and runs the campaigns that bring in new customers, using the same CRM we sell.",
    social: { twitter: "https://x.com/", facebook: "https://www.facebook.com/", linkedin: "https://www.linkedin.com/" },
  },
] as const satisfies readonly TeamMember[];
