// The words each route module passes to its sections. Edit them here; the route only arranges them.

/** "Neun", "Zehn": a count the content decides, as a word at the start of a sentence. */
const countWord = (count: number) =>
  ["Keine", "Eine", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn", "Elf", "Zwölf"][count] ??
  String(count);

/** The words of app/routes/about-us.tsx (route /about-us). */
export const aboutUsCopy = {
  teamEyebrow: "Unser Team",
  weBuildCalmClear:
    "Wir entwickeln klare, unaufgeregte Software für die Finanzen, die Kunden und das Wachstum kleiner und mittlerer Unternehmen.",
  finloInNumbers: "Finlo in Zahlen",
  fifteenYearsOfMaking: "Seit fünfzehn Jahren machen wir Finanzen einfacher",
  meetThePeopleWho: "Die Menschen, die Finlo leiten",
  aSmallLeadershipTeam:
    "Ein kleines Führungsteam mit langer Erfahrung in Banking, Design und Software.",
  joinOurTeam: "Teil des Teams werden",
  theQuestionsNewCustomers: "Die Fragen, die uns neue Kunden am häufigsten stellen – klar beantwortet.",
} as const;

/** The words of app/routes/blog-column-one.tsx (route /blog-column-one). */
export const blogColumnOneCopy = {
  fourMoreReadsOn:
    "Vier weitere Artikel über die Finanzseite eines Unternehmens – vom Cashflow bis zu Kampagnen.",
} as const;

/** The words of app/routes/blog-column-two.tsx (route /blog-column-two). */
export const blogColumnTwoCopy = {
  ourThreeNewestArticles:
    "Unsere drei neuesten Artikel – und eine kurze Leseliste, falls Sie noch ein paar Minuten haben.",
} as const;

/** The words of app/routes/blog.tsx (route /blog). */
export const blogCopy = {
  practicalIdeasOnBusiness:
    "Praxisnahe Ideen des Finlo-Teams zu Unternehmensfinanzen, Technologie, Marketing und Management.",
} as const;

/** The words of app/routes/career.tsx (route /career). */
export const careerCopy = {
  jobsEyebrow: "Offene Stellen",
  openRoles: (count: number) =>
    count === 0
      ? "Zurzeit keine offenen Stellen"
      : `${count} ${count === 1 ? "offene Stelle" : "offene Stellen"}, im Büro oder remote`,
  noOpenRoles:
    "Im Moment stellen wir nicht ein. Neue Stellen erscheinen zuerst hier; bis dahin erreichen Sie das Team über unsere Kontaktseite.",
  helpThousandsOfBusinesses:
    "Helfen Sie Tausenden Unternehmen, entspannt mit Geld umzugehen. Wir stellen freundliche, neugierige Menschen ein und geben ihnen echte Verantwortung.",
  everyRoleListsIts:
    "Jede Stelle nennt ihre Gehaltsspanne gleich zu Beginn. Wählen Sie eine passende aus und lesen Sie, wie die Arbeit wirklich aussieht.",
  finloInNumbers: "Finlo in Zahlen",
  aSmallTeamWith: "Ein kleines Team mit großer Reichweite",
  whatTheWorkOf: "Was die Arbeit von vierzig Menschen für die Unternehmen bewirkt, die sich auf uns verlassen.",
} as const;

/** The words of app/routes/contact-us.tsx (route /contact-us). */
export const contactUsCopy = {
  questionsAboutFinloPricing:
    "Fragen zu Finlo, zu Preisen oder zu einer Partnerschaft? Wir antworten innerhalb eines Werktags.",
  quickAnswersToWhat:
    "Schnelle Antworten auf das, was uns am häufigsten gefragt wird. Für alles andere schreiben Sie uns einfach.",
} as const;

/** The words of app/routes/faq.tsx (route /faq). */
export const faqCopy = {
  freeTrialsBillingSecurity:
    "Testphasen, Abrechnung, Sicherheit und Integrationen: die Antworten, nach denen am häufigsten gesucht wird.",
  answersToCommonQuestions: "Antworten auf häufige Fragen",
  canTFindWhat: "Nicht gefunden, was Sie suchen? Unser Team ist nur eine Nachricht entfernt.",
} as const;

/** The words of app/routes/integrations.tsx (route /integrations). */
export const integrationsCopy = {
  eyebrow: "Integrationen",
  finloWorksWithThe:
    "Finlo arbeitet mit den Apps, die Ihr Team schon nutzt – so bleiben Zahlen, Kunden und Gespräche synchron.",
  nineToolsOneCalm: "Neun Tools, ein übersichtlicher Workspace",
  connectInAFew:
    "Mit wenigen Klicks verbunden, ganz ohne Code. Jede Integration synchronisiert in beide Richtungen und lässt sich jederzeit abschalten.",
} as const;

/** The words of app/routes/portfolio-classic.tsx (route /portfolio-classic). */
export const portfolioClassicCopy = {
  listTitle: "Fallstudien",
  fourProjectsFourDisciplines:
    "Vier Projekte, vier Disziplinen: wie wir Kunden geholfen haben, mehr zu verkaufen, stärker aufzutreten und schneller zu liefern.",
} as const;

/** The words of app/routes/portfolio-grid.tsx (route /portfolio-grid). */
export const portfolioGridCopy = {
  listTitle: "Projekte",
  brandSystemsProductDesign:
    "Markensysteme, Produktdesign und Websites, die wir für Finanz- und SaaS-Teams umgesetzt haben.",
} as const;

/** The words of app/routes/pricing.tsx (route /pricing). */
export const pricingCopy = {
  simplePlansThatGrow: "Einfache Tarife, die mit Ihnen wachsen. Kostenlos starten, jederzeit wechseln oder kündigen.",
  chooseThePlanThat: "Wählen Sie den Tarif, der zu Ihrem Unternehmen passt",
  pricesInUsDollars: "Preise in US-Dollar pro Monat. Mit jährlicher Abrechnung sparen Sie.",
  everyFeatureSideBy: "Alle Funktionen im direkten Vergleich",
  whatEachPlanIncludes: "Was jeder Tarif enthält – von Nutzerzahl und Speicherplatz bis zum Support.",
} as const;

/** The words of app/routes/service.tsx (route /service). */
export const serviceCopy = {
  softwareAndPeopleFor:
    "Software und Menschen für die Bereiche Ihres Unternehmens, die alles andere am Laufen halten.",
  whatWeDo: "Was wir tun",
  servicesTitle: (count: number) =>
    count === 1
      ? "Eine Leistung, mit der Sie Ihr Unternehmen leichter führen"
      : `${countWord(count)} Leistungen, mit denen Sie Ihr Unternehmen leichter führen`,
  pickOneOrCombine:
    "Wählen Sie eine aus oder kombinieren Sie mehrere. Alle Leistungen greifen auf dieselben Daten zu, damit Ihre Teams immer dieselben Zahlen sehen.",
} as const;

/** The words of app/routes/single-career.tsx (route /single-career). */
export const singleCareerCopy = {
  otherOpenRoles: "Weitere offene Stellen",
} as const;

/** The words of app/routes/single-service.tsx (route /single-service). */
export const singleServiceCopy = {
  bookkeepingInvoicingAndTax:
    "Buchhaltung, Rechnungen und steuerfertige Berichte – immer aktuell, während Sie arbeiten.",
} as const;

/** The words of app/routes/single-team.tsx (route /single-team). */
export const singleTeamCopy = {
  meetTheRestOf: "Lernen Sie weitere Teammitglieder kennen",
} as const;

/** The words of app/routes/team.tsx (route /team). */
export const teamCopy = {
  membersEyebrow: "Wer wir sind",
  designersEngineersAndFinance:
    "Designer:innen, Entwickler:innen und Finanzfachleute, die Finlo gemeinsam bauen – und auch Ihre E-Mails beantworten.",
  thePeopleBehindFinlo: "Die Menschen hinter Finlo",
  intro: (count: number) =>
    `${count === 1 ? "Eine Führungskraft" : `${countWord(count)} Führungskräfte`}, ein gemeinsames Ziel: Unternehmensfinanzen einfach, klar und entspannt machen – für alle, die Finlo nutzen.`,
} as const;

/** The words of app/routes/testimonials.tsx (route /testimonials). */
export const testimonialsCopy = {
  eyebrow: "Kundenstimmen",
  intro:
    "Finanzverantwortliche, Gründer:innen und Vertriebsteams erzählen, was sich mit Finlo verändert hat.",
  title: "Teams, die jeden Dollar zählen, vertrauen uns",
} as const;
