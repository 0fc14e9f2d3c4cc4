// The fixed words of the company sections (app/components/sections/company/). Edit them here.

/** The words of the section in app/components/sections/company/about-journey.tsx. */
export const aboutJourneyCopy = {
  eyebrow: "Unser Weg",
  title: "Von der geteilten Tabelle zu zweitausend Unternehmen",
  story:
    "Finlo begann als Freundschaftsdienst: eine Budgettabelle für Menschen mit kleinen Läden. Sie verbreitete sich, weil sie eine Sache gut machte: Geld fühlte sich weniger stressig an.",
  storyToday:
    "Fünfzehn Jahre später bauen wir noch immer für dieselben Menschen, nach derselben Regel: Braucht eine Ansicht eine Anleitung, sind wir mit dem Design noch nicht fertig.",
} as const;

/** The words of the section in app/components/sections/company/about-values.tsx. */
export const aboutValuesCopy = {
  eyebrow: "Unsere Werte",
  title: "Was uns wichtig ist, auch wenn niemand hinschaut",
  intro:
    "Vier Grundsätze leiten jede unserer Entscheidungen – vom Produkt, das wir ausliefern, bis zur Auswahl neuer Teammitglieder.",
} as const;

/** The words of the section in app/components/sections/company/contact-channels.tsx. */
export const contactChannelsCopy = {
  otherWaysToReach: "Weitere Kontaktwege",
  preferToTalkWe: "Lieber persönlich? Wir sind für Sie da",
  callWriteOrDrop:
    "Rufen Sie an, schreiben Sie uns oder kommen Sie im Büro vorbei. Bei uns antwortet immer ein echter Mensch aus dem Team.",
} as const;

/** The words of the section in app/components/sections/company/contact-form.tsx. */
export const contactFormCopy = {
  sendUsAMessage: "Schreiben Sie uns",
  ourOfficeLocation: "Unser Büro",
} as const;

/** The words of /integrations' closing band (app/components/sections/shared/cta-band.tsx). */
export const integrationsRequestCopy = {
  title: "Fehlt ein Tool, auf das Ihr Team setzt?",
  text:
    "Sagen Sie uns, was wir als Nächstes anbinden sollen. Die meisten Wünsche setzen wir innerhalb eines Quartals um – bis dahin deckt Zapier den Rest ab.",
  action: "Integration anfragen",
} as const;

/** The words of the section in app/components/sections/company/pricing-table.tsx. */
export const pricingTableCopy = {
  swipeSidewaysToCompare: "Wischen Sie seitlich, um alle Tarife zu vergleichen.",
} as const;

/** The words of the section in app/components/sections/company/team-join-cta.tsx. */
export const teamJoinCtaCopy = {
  eyebrow: "Wir stellen ein",
  title: "Möchten Sie mit uns Finanz-Tools bauen, die für mehr Gelassenheit sorgen?",
  text:
    "Wir sind ein kleines Team, das sorgfältig arbeitet – im Büro oder von zu Hause aus. Wenn Ihnen klare Produkte und eine freundliche Zusammenarbeit wichtig sind, lernen wir Sie gern kennen.",
  joinAction: "Teil des Teams werden",
  rolesAction: "Offene Stellen ansehen",
} as const;
