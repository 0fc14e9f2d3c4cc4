/**
 * The German of app/content/pages.ts: each route's h1, breadcrumb label, title and description,
 * read by route loaders through app/content/localized.server.ts (docs/i18n.md).
 */
import { NOT_FOUND, type PageInfo } from "../pages";

export type { PageInfo };

export const pages = [
  {
    path: "/",
    heading: "Behalten Sie Ihr Geld im Griff – alles in einer App",
    label: "Finanz-App",
    title: "Finlo – Die Finanz-App für Privatleute und Unternehmen",
    description:
      "Erfassen Sie Einnahmen und Ausgaben, planen Sie Budgets und Ziele, verknüpfen Sie Ihre Konten und bereiten Sie Steuern vor. 34 Tage kostenlos, ohne Kreditkarte.",
    section: "home",
  },
  {
    path: "/home-2",
    heading: "Das CRM, mit dem Ihr Team Deals schneller abschließt",
    label: "CRM-Plattform",
    title: "Finlo CRM – Leads, Teams und Kampagnen steuern",
    description:
      "Finlo CRM vereint Lead-Management, Team-Management und Online-Marketing – damit Ihr Team Deals 3,5-mal schneller abschließt.",
    section: "home",
  },
  {
    path: "/home-3",
    heading: "Starten und skalieren Sie Ihr SaaS-Unternehmen mit Zuversicht",
    label: "SaaS-Start-ups",
    title: "Finlo für Start-ups – SaaS starten und skalieren",
    description:
      "Alles, was ein SaaS-Start-up zum Starten, Wachsen und schlanken Arbeiten braucht: Leistungen, Integrationen, faire Preise. 7 Tage gratis, ohne Kreditkarte.",
    section: "home",
  },
  {
    path: "/about-us",
    heading: "Über uns",
    label: "Über uns",
    title: "Über uns – Unsere Geschichte, Werte und Menschen",
    description:
      "Lernen Sie die Menschen hinter Finlo kennen: wie alles begann, nach welchen Werten wir arbeiten und wer einfachere Finanz-, CRM- und Start-up-Software baut.",
    section: "company",
  },
  {
    path: "/pricing",
    heading: "Unsere Preise",
    label: "Preise",
    title: "Preise – Einfache Tarife, die mit Ihnen wachsen",
    description:
      "Vergleichen Sie die Finlo-Tarife Basic, Standard und Enterprise, monatlich oder jährlich abgerechnet – mit Nutzerzahl, Speicher und Dateilimit je Tarif.",
    section: "product",
  },
  {
    path: "/blog",
    heading: "Unser Blog",
    label: "Blog",
    title: "Blog – Ideen zu Geld, Wachstum und Teams",
    description:
      "Praxisnahe Artikel des Finlo-Teams zu Unternehmensfinanzen, Technologie, Marketing und Management. Jede Woche neue Beiträge, kostenlos zu lesen.",
    section: "blog",
  },
  {
    path: "/blog-column-one",
    heading: "Blog in einer Spalte",
    label: "Blog, einspaltig",
    title: "Blog – Alle Artikel in einer Spalte",
    description:
      "Alle Finlo-Artikel in einer Lesespalte: Leitfäden zu Budgetplanung, Steuerzeit, CRM-Gewohnheiten und dem Aufbau eines gesunden Start-ups.",
    section: "blog",
  },
  {
    path: "/blog-column-two",
    heading: "Blog in zwei Spalten",
    label: "Blog, zweispaltig",
    title: "Blog – Neueste Artikel und Leseliste",
    description:
      "Die neuesten Artikel aus dem Finlo-Blog neben einer kurzen Leseliste – zu Finanzen, Technologie, Marketing und Management.",
    section: "blog",
  },
  {
    path: "/single-blog",
    heading: "Sieben Budget-Gewohnheiten für gelassene Kleinunternehmen",
    label: "Blogartikel",
    title: "Sieben Budget-Gewohnheiten für gelassene Kleinunternehmen",
    description:
      "Sieben einfache Budget-Gewohnheiten, mit denen Inhaber:innen kleiner Unternehmen den Cashflow planen, Steuer-Überraschungen vermeiden und ruhiger schlafen.",
    section: "blog",
  },
  {
    path: "/service",
    heading: "Unsere Leistungen",
    label: "Leistungen",
    title: "Leistungen – Support, Projekte, Finanzen, Sicherheit",
    description:
      "Neun Leistungen für Ihr Unternehmen: Kundensupport, Projektmanagement, E-Mail-Marketing, Personalwesen, Buchhaltung, Cybersicherheit und mehr.",
    section: "product",
  },
  {
    path: "/single-service",
    heading: "Buchhaltung und Finanzen",
    label: "Leistung im Detail",
    title: "Service für Buchhaltung und Finanzen – Finlo",
    description:
      "Buchhaltung, Rechnungen, Berichte und steuerfertige Unterlagen an einem Ort. So unterstützt der Finlo-Service für Buchhaltung und Finanzen Ihr Team.",
    section: "product",
  },
  {
    path: "/team",
    heading: "Unser Team",
    label: "Team",
    title: "Unser Team – Die Menschen hinter Finlo",
    description:
      "Lernen Sie die Designer:innen, Entwickler:innen und Finanzfachleute kennen, die Finlo bauen – und erfahren Sie, wie Sie Teil eines kleinen, sorgfältigen Teams werden.",
    section: "company",
  },
  {
    path: "/single-team",
    heading: "Amara Okafor",
    label: "Teammitglied",
    title: "Amara Okafor, Chief Executive Officer – Finlo",
    description:
      "Amara Okafor leitet Finlo als CEO. Lesen Sie mehr über ihren Werdegang im Fintech-Bereich, ihre aktuellen Projekte und wie Sie sie erreichen.",
    section: "company",
  },
  {
    path: "/career",
    heading: "Werden Sie Teil unseres Teams",
    label: "Karriere",
    title: "Karriere – Offene Stellen bei Finlo",
    description:
      "Offene Stellen bei Finlo in Engineering, Design, Vertrieb und Support – mit Gehältern, Standorten und unserem Bewerbungsprozess in vier Schritten.",
    section: "company",
  },
  {
    path: "/single-career",
    heading: "Senior Product Designer (m/w/d)",
    label: "Stellenanzeige",
    title: "Senior Product Designer (m/w/d) – Karriere bei Finlo",
    description:
      "Gestalten Sie ruhige, präzise Finanz-Tools für Tausende Unternehmen. Vollzeit in Berlin – mit Gehaltsspanne, Aufgaben und allem zur Bewerbung.",
    section: "company",
  },
  {
    path: "/portfolio-grid",
    heading: "Portfolio-Raster",
    label: "Portfolio-Raster",
    title: "Portfolio – Branding, UI/UX und Websites",
    description:
      "Ein filterbares Raster aktueller Kundenprojekte von Finlo: Markensysteme, Produkt-UI und -UX sowie Marketing-Websites für Finanz- und SaaS-Teams.",
    section: "work",
  },
  {
    path: "/portfolio-classic",
    heading: "Unsere erfolgreichen Projekte",
    label: "Portfolio klassisch",
    title: "Portfolio – Unsere erfolgreichen Projekte",
    description:
      "Fallstudien aus unserem Studio: ein E-Commerce-System, digitale Kunst, kreative Arbeit und Entwicklungsprojekte – mit den Ergebnissen, die sie erzielt haben.",
    section: "work",
  },
  {
    path: "/single-portfolio",
    heading: "E-Commerce-System",
    label: "Fallstudie",
    title: "E-Commerce-System – Fallstudie",
    description:
      "Wie wir das E-Commerce-System eines Händlers in zwei Wochen neu gebaut haben: das Briefing, der Umsetzungsplan in sechs Schritten und die Ergebnisse.",
    section: "work",
  },
  {
    path: "/contact-us",
    heading: "Kontakt",
    label: "Kontakt",
    title: "Kontakt – Sprechen Sie mit dem Finlo-Team",
    description:
      "Fragen zu Finlo, zu Preisen oder zu einer Partnerschaft? Schreiben Sie uns, rufen Sie an oder besuchen Sie unser Büro. Wir antworten innerhalb eines Werktags.",
    section: "company",
  },
  {
    path: "/faq",
    heading: "Häufig gestellte Fragen",
    label: "FAQ",
    title: "FAQ – Antworten zu Finlo, Tarifen und Sicherheit",
    description:
      "Antworten auf häufige Fragen zu Finlo: kostenlose Testphasen, Abrechnung, Datensicherheit, Bankverbindungen, Integrationen und Kündigung.",
    section: "product",
  },
  {
    path: "/integrations",
    heading: "Ihre Lieblings-Tools, nahtlos verbunden",
    label: "Integrationen",
    title: "Integrationen – Finlo mit Ihren Tools verbinden",
    description:
      "Verbinden Sie Finlo mit Google, Mailchimp, Slack, Zapier, Discord, LinkedIn, Facebook, Twitter und YouTube – damit Ihre Arbeit synchron bleibt.",
    section: "product",
  },
  {
    path: "/testimonials",
    heading: "Das sagen unsere Kunden",
    label: "Kundenstimmen",
    title: "Kundenstimmen – Das sagen unsere Kunden",
    description:
      "Lesen Sie, was Finanzverantwortliche, Gründer:innen und Vertriebsteams über ihren Alltag mit Finlo sagen – von echten Kunden mit fünf von fünf Sternen bewertet.",
    section: "company",
  },
  {
    path: "/sign-in",
    heading: "Willkommen zurück",
    label: "Anmelden",
    title: "Anmelden – Finlo",
    description:
      "Melden Sie sich bei Ihrem Finlo-Konto an und sehen Sie Kontostände, Budgets, Deals und Berichte. Mit E-Mail und Passwort oder weiter mit Google.",
    noindex: true,
    section: "account",
  },
  {
    path: "/sign-up",
    heading: "Konto erstellen",
    label: "Registrieren",
    title: "Konto erstellen – Finlo",
    description:
      "Erstellen Sie in einer Minute ein Finlo-Konto und starten Sie Ihre kostenlose Testphase. Ohne Kreditkarte, jederzeit kündbar – Ihre Daten behalten Sie.",
    noindex: true,
    section: "account",
  },
  {
    path: "/reset-password",
    heading: "Passwort zurücksetzen",
    label: "Passwort zurücksetzen",
    title: "Passwort zurücksetzen – Finlo",
    description:
      "Finlo-Passwort vergessen? Geben Sie Ihre E-Mail-Adresse und ein neues Passwort ein, um wieder in Ihr Konto zu kommen. Wir senden Ihnen einen Link.",
    noindex: true,
    section: "account",
  },
  {
    path: "/coming-soon",
    heading: "Bald kommt etwas Großartiges!",
    label: "Demnächst",
    title: "Demnächst – Finlo",
    description:
      "Bei Finlo ist etwas Neues in Arbeit. Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald es startet. Garantiert ohne Spam.",
    noindex: true,
    section: "account",
  },
  {
    path: "/errors-404",
    heading: "Hoppla! Da sind Sie wohl falsch abgebogen",
    label: "404-Seite",
    title: "Seite nicht gefunden – Finlo",
    description:
      "Die gesuchte Seite ist umgezogen oder hat nie existiert. Zurück zur Finlo-Startseite oder über das Menü weiter zum Ziel.",
    noindex: true,
    section: "account",
  },
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof pages)[number]["path"];

/** The not-found screen's address and kind: the same in every language (../pages.ts). */
export { NOT_FOUND };

/** The not-found screen (any unknown address): the same words as /errors-404, its own address. */
export const notFoundPage: PageInfo = {
  ...pages.find((page) => page.path === "/errors-404")!,
  ...NOT_FOUND,
  label: "Seite nicht gefunden",
};

export function getPage(path: PagePath): PageInfo {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}
