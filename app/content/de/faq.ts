import type { FaqItem } from "../types";

/** The FAQ shown on /home-3, /about-us, /contact-us and /faq. */
export const faqs = [
  {
    question: "Wie lange kann ich kostenlos testen – und brauche ich eine Kreditkarte?",
    answer:
      "Die Finanz-App können Sie 34 Tage lang testen, die Start-up-Tarife 7 Tage. Für beide brauchen Sie keine Kreditkarte, und Ihre Daten behalten Sie auch dann, wenn Sie nicht weitermachen.",
  },
  {
    question: "Kann ich zwischen monatlicher und jährlicher Abrechnung wechseln?",
    answer:
      "Ja, jederzeit in Ihren Abrechnungseinstellungen. Mit der jährlichen Abrechnung sinkt der Monatspreis sofort, und nicht genutzte Tage schreiben wir Ihnen gut.",
  },
  {
    question: "Wie schützen Sie meine Finanzdaten?",
    answer:
      "Ihre Daten werden bei der Übertragung und im Ruhezustand verschlüsselt, die Anmeldung unterstützt Zwei-Faktor-Authentifizierung, und Bankverbindungen haben nur Lesezugriff. Wir verkaufen Ihre Daten nie und geben sie nicht weiter.",
  },
  {
    question: "Welche Banken und Tools kann ich verbinden?",
    answer:
      "Tausende Banken in Nordamerika und Europa, dazu Google, Slack, Mailchimp, Zapier und mehr. Die vollständige Liste finden Sie auf der Integrationsseite.",
  },
  {
    question: "Kann mein ganzes Team ein Konto nutzen?",
    answer:
      "Jeder kostenpflichtige Tarif enthält Nutzerplätze mit Rollen. So sehen Inhaber:innen, Buchhaltung und Vertrieb jeweils genau das, was sie brauchen – und nicht mehr.",
  },
  {
    question: "Was passiert, wenn ich kündige?",
    answer:
      "Ihr Tarif bleibt bis zum Ende des Abrechnungszeitraums aktiv. Sie können jederzeit alles als CSV oder PDF exportieren – vor und nach der Kündigung.",
  },
] as const satisfies readonly FaqItem[];
