/** Copy and sample mock-up data of the CRM demo (/home-2). Mock-up figures are sample data. */
import type { FeatureRow } from "../home";
import type { FeatureListItem, Tool } from "../crm";

export const crmHero = {
  eyebrow: "Finlo CRM",
  intro:
    "Erfassen Sie jeden Lead, geben Sie jedem Deal eine zuständige Person und einen nächsten Schritt, und sehen Sie Ihre ganze Pipeline auf einem Board. Weniger Verwaltung, mehr Abschlüsse.",
  primary: { label: "Kostenlos starten", href: "/sign-up" },
  secondary: { label: "Preise ansehen", href: "#pricing" },
  notes: ["34-tägige kostenlose Testphase", "Kontakte in Minuten importieren"],
} as const;

export const pipelineMockup = {
  title: "Vertriebspipeline",
  total: "482.900\u00a0$",
  stages: [
    {
      name: "Neue Leads",
      amount: "96.400\u00a0$",
      deals: [
        { company: "Lumora", value: "18.200\u00a0$", owner: "MC", due: "Heute" },
        { company: "Parcelo", value: "9.800\u00a0$", owner: "DB", due: "Fr" },
      ],
    },
    {
      name: "Qualifiziert",
      amount: "142.500\u00a0$",
      deals: [
        { company: "Tidewell", value: "42.000\u00a0$", owner: "SA", due: "Mo" },
        { company: "Kestrel", value: "21.500\u00a0$", owner: "KM", due: "Mi" },
      ],
    },
    {
      name: "Angebot",
      amount: "164.000\u00a0$",
      deals: [{ company: "Vantafield", value: "64.000\u00a0$", owner: "MC", due: "Di" }],
    },
    {
      name: "Gewonnen",
      amount: "80.000\u00a0$",
      deals: [{ company: "Orbitly", value: "38.000\u00a0$", owner: "DB", due: "Abgeschlossen" }],
    },
  ],
  lead: {
    name: "Jordan Reyes",
    role: "Head of Ops, Quillstone",
    score: 92,
    tags: ["Heißer Lead", "Enterprise"],
    next: "Demo-Termin · Do, 10:00 Uhr",
  },
} as const;

export const crmCountersSection = {
  eyebrow: "Ergebnisse",
  title: "Mit Finlo CRM verkaufen Teams schneller – und ihre Kunden sind zufriedener",
  intro: "Gemessen bei Kunden in ihrem ersten Jahr mit Finlo CRM.",
} as const;

export const crmFeatureRows = [
  {
    id: "lead-management",
    eyebrow: "Lead-Management",
    title: "Kein Lead geht mehr verloren – vom ersten Klick bis zum ersten Gespräch",
    intro:
      "Webformulare, E-Mails und Importe landen in einem Posteingang. Finlo bewertet jeden Lead, leitet ihn an die richtige Person im Vertrieb weiter und erinnert sie ans Nachfassen.",
    points: [
      {
        icon: "target",
        title: "Lead-Scoring",
        text: "Erkennen Sie an der Aktivität, wer kaufbereit ist.",
      },
      {
        icon: "zap",
        title: "Sofortiges Routing",
        text: "Reihum oder nach Region, Gebiet und Unternehmensgröße.",
      },
      {
        icon: "mail",
        title: "Follow-up-Erinnerungen",
        text: "Kein Lead wartet länger als einen Tag auf Antwort.",
      },
    ],
  },
  {
    id: "team-management",
    eyebrow: "Team-Management",
    title: "Klare Prioritäten für alle im Vertrieb, klarer Überblick für jede Führungskraft",
    intro:
      "Gemeinsame Pipelines, zugewiesene Aufgaben und Ziele pro Person sorgen dafür, dass das ganze Team an einem Strang zieht – im Büro oder remote.",
    points: [
      {
        icon: "users",
        title: "Rollen und Gebiete",
        text: "Alle sehen genau die Deals, für die sie zuständig sind.",
      },
      {
        icon: "line-chart",
        title: "Live-Ranglisten",
        text: "Ziele und Fortschritt, aktualisiert mit jedem Deal.",
      },
      {
        icon: "kanban",
        title: "Gemeinsame Aufgaben",
        text: "Übergaben zwischen Vertrieb und Support, protokolliert.",
      },
    ],
  },
  {
    id: "online-marketing",
    eyebrow: "Online-Marketing",
    title: "Machen Sie aus CRM-Daten Kampagnen, die konvertieren",
    intro:
      "Bilden Sie Zielgruppen aus aktuellen Pipeline-Daten, versenden Sie E-Mail- und Social-Media-Kampagnen und sehen Sie, welche davon Umsatz gebracht haben – nicht nur Klicks.",
    points: [
      {
        icon: "sparkles",
        title: "Dynamische Segmente",
        text: "Zielgruppen, die Ihrer Pipeline folgen.",
      },
      {
        icon: "globe",
        title: "E-Mail und Social Media",
        text: "Planen, veröffentlichen und messen – in einem Kalender.",
      },
      {
        icon: "coins",
        title: "Umsatzzuordnung",
        text: "Jeder Deal lässt sich auf seine Kampagne zurückführen.",
      },
    ],
  },
] as const satisfies readonly FeatureRow[];

export const leadsMockup = {
  title: "Eingehende Leads",
  filter: "Diese Woche",
  leads: [
    { name: "Jordan Reyes", company: "Quillstone", source: "Website", score: 92 },
    { name: "Priya Nair", company: "Fernhill", source: "Webinar", score: 81 },
    { name: "Tom Becker", company: "Cobalt Ridge", source: "Empfehlung", score: 67 },
    { name: "Lena Park", company: "Parcelo", source: "LinkedIn", score: 54 },
  ],
} as const;

export const teamMockup = {
  title: "Teamziele",
  period: "Q4",
  members: [
    { name: "Maya C.", initials: "MC", closed: "128.000\u00a0$", percent: 86 },
    { name: "Daniel B.", initials: "DB", closed: "112.000\u00a0$", percent: 74 },
    { name: "Sofia A.", initials: "SA", closed: "97.000\u00a0$", percent: 65 },
    { name: "Kwame M.", initials: "KM", closed: "81.000\u00a0$", percent: 54 },
  ],
  tasks: [
    { label: "Angebot an Vantafield senden", done: true },
    { label: "Verlängerungsgespräch mit Orbitly", done: false },
  ],
} as const;

export const campaignMockup = {
  title: "Kampagne zum Herbst-Launch",
  stats: [
    { label: "Öffnungsrate", value: "48,6\u00a0%" },
    { label: "Klickrate", value: "12,4\u00a0%" },
    { label: "Umsatz", value: "36.200\u00a0$" },
  ],
  weeks: [24, 38, 31, 52, 47, 66, 72, 64, 81, 90],
  channels: [
    { label: "E-Mail", percent: 54 },
    { label: "LinkedIn", percent: 28 },
    { label: "Anzeigen", percent: 18 },
  ],
} as const;

export const crmFeatureList = {
  eyebrow: "Funktionen",
  title: "Alles, was Ihr Vertriebsteam braucht – und nichts, was es nicht braucht",
  intro:
    "Starten Sie mit dem Wesentlichen und schalten Sie mehr frei, wenn Sie wachsen. Jeder Tarif enthält all diese Funktionen.",
  items: [
    {
      icon: "kanban",
      title: "Visuelle Pipelines",
      text: "Ziehen Sie Deals zwischen Phasen und sehen Sie den Wert jeder Phase.",
    },
    {
      icon: "mail",
      title: "Zwei-Wege-E-Mail-Sync",
      text: "Jede E-Mail mit einem Kontakt landet in seiner Zeitleiste.",
    },
    {
      icon: "zap",
      title: "Workflow-Automatisierung",
      text: "Datensätze zuweisen, Erinnerungen senden, Felder aktualisieren – ganz ohne Handarbeit.",
    },
    {
      icon: "line-chart",
      title: "Prognosen und Berichte",
      text: "Umsatzprognosen, auf die Sie sich verlassen können – bis zur einzelnen Person im Vertrieb.",
    },
    {
      icon: "laptop",
      title: "Funktioniert überall",
      text: "Web-, Desktop- und Mobil-Apps, die immer synchron bleiben.",
    },
    {
      icon: "shield",
      title: "Sicher ab Werk",
      text: "Rollen, Zwei-Faktor-Anmeldung und ein lückenloser Audit-Trail.",
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly FeatureListItem[];
};

export const toolsSection = {
  eyebrow: "Integrationen",
  title: "Verbindet sich mit den Tools, die Ihr Team schon nutzt",
  intro:
    "Kontakte, Kalender und Kampagnen synchronisieren sich in beide Richtungen – ganz ohne Kopieren und Einfügen.",
  cta: { label: "Alle Integrationen ansehen", href: "/integrations" },
  tools: [
    { name: "Google", icon: "google", category: "Kalender und Drive" },
    { name: "Mailchimp", icon: "mailchimp", category: "E-Mail-Kampagnen" },
    { name: "Slack", icon: "slack", category: "Team-Chat" },
    { name: "Zapier", icon: "zapier", category: "Automatisierung" },
    { name: "LinkedIn", icon: "linkedin", category: "Lead-Anreicherung" },
    { name: "Discord", icon: "discord", category: "Community" },
    { name: "YouTube", icon: "youtube", category: "Video" },
    { name: "Facebook", icon: "facebook", category: "Social-Media-Anzeigen" },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  cta: { label: string; href: string };
  tools: readonly Tool[];
};

export const crmPricing = {
  eyebrow: "Preise",
  title: "Einfache Tarife, die mit Ihrem Team wachsen",
  intro:
    "Jeder Tarif beginnt mit einer kostenlosen 34-tägigen Testphase. Mit jährlicher Abrechnung zahlen Sie jeden Monat weniger.",
} as const;

export const crmTestimonials = {
  eyebrow: "Kundenstimmen",
  title: "Vertriebsteams schließen mit Finlo CRM schneller ab",
} as const;

export const crmCta = {
  eyebrow: "Loslegen",
  title: "Holen Sie noch heute Ihre ganze Pipeline an einen Ort",
  intro:
    "Hinterlassen Sie Ihre geschäftliche E-Mail-Adresse, und wir richten Ihren CRM-Workspace ein. Das dauert keine Minute.",
  notes: ["34-tägige kostenlose Testphase", "Keine Kreditkarte nötig", "Jederzeit kündbar"],
  form: {
    name: "crm-cta",
    label: "Mit Finlo CRM starten",
    submitLabel: "Jetzt starten",
    successMessage: "Danke! In Ihrem Posteingang finden Sie einen Link zu Ihrem neuen Workspace.",
  },
} as const;
