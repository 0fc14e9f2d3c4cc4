// The words each route module passes to its sections. Edit them here; the route only arranges them.

/** "Nine", "Ten": a count the content decides, as a word at the start of a sentence. */
const countWord = (count: number) =>
  ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"][count] ??
  String(count);

/** The words of app/routes/about-us.tsx (route /about-us). */
export const aboutUsCopy = {
  teamEyebrow: "Our team",
  weBuildCalmClear:
    "We build calm, clear software for the money, customers and growth of small and mid-sized businesses.",
  finloInNumbers: "Finlo in numbers",
  fifteenYearsOfMaking: "Fifteen years of making money simpler",
  meetThePeopleWho: "Meet the people who lead Finlo",
  aSmallLeadershipTeam:
    "A small leadership team with long careers in banking, design and software.",
  joinOurTeam: "Join Our Team",
  theQuestionsNewCustomers: "The questions new customers ask us most often, answered plainly.",
} as const;

/** The words of app/routes/blog-column-one.tsx (route /blog-column-one). */
export const blogColumnOneCopy = {
  fourMoreReadsOn:
    "Four more reads on running the money side of a business, from cash flow to campaigns.",
} as const;

/** The words of app/routes/blog-column-two.tsx (route /blog-column-two). */
export const blogColumnTwoCopy = {
  ourThreeNewestArticles:
    "Our three newest articles, with a short reading list for when you have a few more minutes.",
} as const;

/** The words of app/routes/blog.tsx (route /blog). */
export const blogCopy = {
  practicalIdeasOnBusiness:
    "Practical ideas on business finance, technology, marketing and management from the Finlo team.",
} as const;

/** The words of app/routes/career.tsx (route /career). */
export const careerCopy = {
  jobsEyebrow: "Open positions",
  openRoles: (count: number) =>
    count === 0
      ? "No open roles right now"
      : `${count} open ${count === 1 ? "role" : "roles"}, in the office or remote`,
  noOpenRoles:
    "We are not hiring at the moment. New roles appear here first; until then, a note through our contact page reaches the team.",
  helpThousandsOfBusinesses:
    "Help thousands of businesses feel calm about money. We hire kind, curious people and give them real ownership.",
  everyRoleListsIts:
    "Every role lists its salary range up front. Pick one that fits and read what the work is really like.",
  finloInNumbers: "Finlo in numbers",
  aSmallTeamWith: "A small team with a big reach",
  whatTheWorkOf: "What the work of forty people adds up to for the businesses that rely on us.",
} as const;

/** The words of app/routes/contact-us.tsx (route /contact-us). */
export const contactUsCopy = {
  questionsAboutFinloPricing:
    "Questions about Finlo, pricing or a partnership? We reply within one business day.",
  quickAnswersToWhat:
    "Quick answers to what people ask us most. Anything else, just send us a message.",
} as const;

/** The words of app/routes/faq.tsx (route /faq). */
export const faqCopy = {
  freeTrialsBillingSecurity:
    "Free trials, billing, security and integrations: the answers people look for most.",
  answersToCommonQuestions: "Answers to common questions",
  canTFindWhat: "Can’t find what you are looking for? Our team is one message away.",
} as const;

/** The words of app/routes/integrations.tsx (route /integrations). */
export const integrationsCopy = {
  eyebrow: "Integrations",
  finloWorksWithThe:
    "Finlo works with the apps your team already uses, so numbers, customers and conversations stay in sync.",
  nineToolsOneCalm: "Nine tools, one calm workspace",
  connectInAFew:
    "Connect in a few clicks, no code needed. Each integration syncs both ways and can be switched off at any time.",
} as const;

/** The words of app/routes/portfolio-classic.tsx (route /portfolio-classic). */
export const portfolioClassicCopy = {
  listTitle: "Case studies",
  fourProjectsFourDisciplines:
    "Four projects, four disciplines: how we helped clients sell more, look sharper and ship faster.",
} as const;

/** The words of app/routes/portfolio-grid.tsx (route /portfolio-grid). */
export const portfolioGridCopy = {
  listTitle: "Projects",
  brandSystemsProductDesign:
    "Brand systems, product design and websites we have shipped for finance and SaaS teams.",
} as const;

/** The words of app/routes/pricing.tsx (route /pricing). */
export const pricingCopy = {
  simplePlansThatGrow: "Simple plans that grow with you. Start free, switch or cancel at any time.",
  chooseThePlanThat: "Choose the plan that fits your business",
  pricesInUsDollars: "Prices in US dollars per month. Save with annual billing.",
  everyFeatureSideBy: "Every feature, side by side",
  whatEachPlanIncludes: "What each plan includes, from users and storage to support.",
} as const;

/** The words of app/routes/service.tsx (route /service). */
export const serviceCopy = {
  softwareAndPeopleFor:
    "Software and people for the parts of your company that keep everything else running.",
  whatWeDo: "What we do",
  servicesTitle: (count: number) =>
    `${countWord(count)} ${count === 1 ? "service" : "services"} to run your company with less effort`,
  pickOneOrCombine:
    "Pick one or combine them. Every service shares the same data, so your teams always see the same numbers.",
} as const;

/** The words of app/routes/single-career.tsx (route /single-career). */
export const singleCareerCopy = {
  otherOpenRoles: "Other open roles",
} as const;

/** The words of app/routes/single-team.tsx (route /single-team). */
export const singleTeamCopy = {
  meetTheRestOf: "Meet the rest of the team",
} as const;

/** The words of app/routes/team.tsx (route /team). */
export const teamCopy = {
  membersEyebrow: "Our people",
  designersEngineersAndFinance:
    "Designers, engineers and finance experts who build Finlo together, and answer your emails too.",
  thePeopleBehindFinlo: "The people behind Finlo",
  intro: (count: number) =>
    `${countWord(count)} ${count === 1 ? "lead" : "leads"}, one shared goal: make business money simple, clear and calm for everyone who uses it.`,
} as const;

/** The words of app/routes/testimonials.tsx (route /testimonials). */
export const testimonialsCopy = {
  eyebrow: "Testimonials",
  intro:
    "Finance leads, founders and sales teams on what changed after they moved to Finlo.",
  title: "Trusted by teams who count every dollar",
} as const;
