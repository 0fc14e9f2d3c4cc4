import type { FeatureCard } from "../types";

/** Spec §3: the six feature cards of the finance home. */
export const featureCards = [
  {
    title: "Finanzplanung",
    icon: "piggy-bank",
    description:
      "Legen Sie Budgets und Ziele fest – Ihr Plan passt sich an, wenn sich Ihre Einnahmen und Ausgaben ändern.",
  },
  {
    title: "Sicherheitsfunktionen",
    icon: "shield",
    description:
      "Verschlüsselung im Ruhezustand und bei der Übertragung, Zwei-Faktor-Anmeldung und Warnmeldungen bei jeder ungewöhnlichen Zahlung.",
  },
  {
    title: "Steuervorbereitung",
    icon: "receipt",
    description:
      "Kategorisierte Transaktionen und fertige Berichte machen aus der Steuerzeit eine kurze Checkliste.",
  },
  {
    title: "Offline-Zugriff",
    icon: "wifi-off",
    description:
      "Erfassen Sie Ausgaben im Flugzeug oder im Keller – alles wird synchronisiert, sobald Sie wieder online sind.",
  },
  {
    title: "Währungsumrechnung",
    icon: "globe",
    description:
      "Halten, verfolgen und tauschen Sie Geld in über 150 Währungen – zu transparenten Live-Kursen.",
  },
  {
    title: "Integrationssupport",
    icon: "plug",
    description:
      "Verknüpfen Sie Banken, Karten und Ihre gewohnten Tools – so aktualisieren sich Ihre Zahlen von selbst.",
  },
] as const satisfies readonly FeatureCard[];

/** The finance home accordion (spec §2): the first item is open by default. */
export const moneySteps = [
  {
    question: "Kostenlos registrieren",
    answer:
      "Erstellen Sie Ihr Konto in weniger als einer Minute – Sie brauchen nur eine E-Mail-Adresse. Ihre 34-tägige Testphase beginnt sofort und braucht keine Kreditkarte.",
  },
  {
    question: "Einen Finanzplan erstellen",
    answer:
      "Verknüpfen Sie Ihre Bankkonten und Karten, wählen Sie ein paar Ziele, und Finlo schlägt Ihnen Monatsbudgets vor, die zu Ihren tatsächlichen Ausgaben passen.",
  },
  {
    question: "Entspannter leben",
    answer:
      "Freundliche Hinweise halten Sie auf Kurs, Rechnungen überraschen Sie nicht mehr, und Ihr Bonitätsscore und Ihre Ersparnisse wachsen sichtbar.",
  },
] as const;
