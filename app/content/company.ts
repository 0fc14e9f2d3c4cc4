/** About page: the company journey and core values. */
export const journey = [
  { year: "2011", title: "A spreadsheet that got out of hand", description: "Our founders built a budgeting sheet for friends who ran small shops. Within a year, two hundred businesses used it." },
  { year: "2016", title: "The first Finlo app", description: "The sheet became an app that linked bank accounts, matched receipts and prepared tax reports automatically." },
  { year: "2021", title: "Customers, not just money", description: "We added Finlo CRM, so the same team could see a deal, its invoice and the payment in one place." },
  { year: "2026", title: "Two thousand companies later", description: "Today, over 2,000 businesses and 30,000 people plan, sell and grow with Finlo in 55 countries." },
] as const;

export const coreValues = [
  { title: "Clarity over cleverness", description: "Money is stressful enough. Every screen, email and invoice we make should be easy to understand at a glance.", icon: "lightbulb" },
  { title: "Earn trust daily", description: "We protect customer data as if it were our own and tell people plainly what we do with it.", icon: "badge-check" },
  { title: "Small teams, big ownership", description: "People closest to a problem decide how to solve it, and we give them the time to do it well.", icon: "users" },
  { title: "Fast is a feature", description: "Quick apps respect people's time. We measure speed and treat a slow page as a bug.", icon: "zap" },
] as const;
