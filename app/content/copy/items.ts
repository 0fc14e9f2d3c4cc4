// The fixed words of the collection item pages (/blog/<slug>, /career/<slug>, /team/<slug>,
// /service/<slug>, /portfolio/<slug>) and the blog's category, tag and page lists. Edit them here.

export const postPageCopy = {
  inThisArticle: "In this article",
  previousPost: "Previous post",
  nextPost: "Next post",
  postNavigation: "More posts",
  relatedTitle: "Related articles",
  relatedEyebrow: "Keep reading",
  updated: "Updated",
} as const;

export const blogListCopy = {
  categoryHeading: (name: string) => `Category: ${name}`,
  categoryIntro: (count: number, name: string) =>
    `${count} ${count === 1 ? "article" : "articles"} filed under ${name}, newest first.`,
  categoryDescription: (name: string) =>
    `Every Finlo blog article on ${name.toLowerCase()}: practical guides from the team that builds the finance app and CRM.`,
  tagHeading: (name: string) => `Tagged: ${name}`,
  tagIntro: (count: number, name: string) =>
    `${count} ${count === 1 ? "article" : "articles"} tagged ${name}, newest first.`,
  tagDescription: (name: string) =>
    `Finlo blog articles tagged ${name}: practical guides on money, growth and teams from the people who build Finlo.`,
  listTitle: "Articles",
  pageHeading: (n: number) => `Our Blog, page ${n}`,
  pageIntro: (n: number, of: number) => `Older articles, page ${n} of ${of}.`,
  pageDescription: (n: number) =>
    `Page ${n} of the Finlo blog: practical articles on business finance, technology, marketing and management, newest first.`,
  pageTitle: (n: number) => `Blog, page ${n} – Ideas on money and growth`,
} as const;

export const jobPageCopy = {
  applyNow: "Apply Now",
  closedTitle: "This role is closed",
  closedText:
    "We are no longer taking applications for this role. The open positions are listed on our careers page.",
  seeOpenRoles: "See open roles",
  factsTitle: "About the role",
  department: "Department",
  location: "Location",
  type: "Job type",
  salary: "Salary",
  posted: "Posted",
  applyBy: "Apply by",
  applyNote: "Apply with a short note and your CV; a person reads every application within a week.",
  otherRoles: "Other open roles",
  openPositions: "Open positions",
} as const;

export const memberPageCopy = {
  factsTitle: "Profile",
  location: "Based in",
  joined: "At Finlo since",
  email: "Email",
  expertise: "Expertise",
  postsTitle: (name: string) => `Articles by ${name}`,
  postsEyebrow: "On the blog",
  moreTitle: "Meet the rest of the team",
  moreEyebrow: "Our people",
  allMembers: "See the whole team",
} as const;

export const servicePageCopy = {
  outcomesTitle: "What you can expect",
  projectsTitle: "Work that used this service",
  projectsEyebrow: "Case studies",
} as const;

export const projectPageCopy = {
  client: "Client",
  services: "Services",
  year: "Year",
  duration: "Duration",
  numbersTitle: "In numbers",
  nextTitle: "More case studies",
  nextEyebrow: "Portfolio",
} as const;

export const applyPageCopy = {
  heading: (role: string) => `Apply: ${role}`,
  intro:
    "Tell us a little about yourself in the message, with a link to your CV or portfolio. The subject line already names the role.",
  subject: (role: string) => `Application: ${role}`,
  description: (role: string) =>
    `Apply for the ${role} role at Finlo: send a short note and a link to your CV or portfolio through our contact form.`,
} as const;
