import type { Testimonial } from "../types";
import { testimonials as english } from "../testimonials";

/** The same person's drawn portrait as on the English page. */
const portraitOf = (id: string) => english.find((t) => t.id === id)!.author.portrait;

/** Spec §3: four testimonials, all rated 5. Portraits are those of the English testimonials (<Avatar>, app/content/portraits.ts). */
export const testimonials = [
  {
    id: "maya-chen",
    rating: 5,
    title: "Monatsabschluss in Stunden statt Tagen",
    quote:
      "Früher sind wir jeden Monat eine Woche lang Belegen hinterhergelaufen. Mit Finlo wird jede Kartenzahlung sofort zugeordnet. Unser Abschluss dauert jetzt einen Nachmittag, und niemand muss länger bleiben.",
    author: {
      name: "Maya Chen",
      role: "Leiterin Finanzen, Northwind Studio",
      portrait: portraitOf("maya-chen"),
    },
  },
  {
    id: "daniel-brooks",
    rating: 5,
    title: "Unsere Pipeline sagt endlich die Wahrheit",
    quote:
      "Vor Finlo CRM war unsere Prognose ein Ratespiel. Heute hat jeder Deal einen nächsten Schritt und eine zuständige Person, und wir schließen schneller ab, weil zwischen Vertrieb und Support nichts mehr untergeht.",
    author: {
      name: "Daniel Brooks",
      role: "Head of Sales, Brightpath",
      portrait: portraitOf("daniel-brooks"),
    },
  },
  {
    id: "sofia-alvarez",
    rating: 5,
    title: "Die entspannteste Steuerzeit, die wir je hatten",
    quote:
      "Kategorien, Rechnungen und Umsatzsteuer lagen an einem Ort, als unsere Steuerberatung danach fragte. Zum ersten Mal haben wir früh abgegeben, und die gesparten Stunden haben die App längst bezahlt.",
    author: {
      name: "Sofia Alvarez",
      role: "Gründerin, Alvarez & Co.",
      portrait: portraitOf("sofia-alvarez"),
    },
  },
  {
    id: "kwame-mensah",
    rating: 5,
    title: "Am Vormittag eingerichtet, jeden Tag im Einsatz",
    quote:
      "Bank, Slack und Mailchimp waren vor dem Mittagessen verbunden. Das Team kam ohne Schulung zurecht – das sagt alles darüber, wie klar das Produkt ist.",
    author: { name: "Kwame Mensah", role: "COO, Lumen Labs", portrait: portraitOf("kwame-mensah") },
  },
] as const satisfies readonly Testimonial[];

/** The heading above the finance blog teaser and testimonials claims this average. */
export const averageRating = 4.8;
