/**
 * Die gemeinsamen Teile der drei Demo-Startseiten auf Deutsch (englisches Original: app/content/home.ts):
 * die Wortmarken „Vertrauen uns“, das E-Mail-Feld der Formulare und das Demo-Video.
 */
import type { Wordmark } from "../home";

export const trustedBy = {
  label: "Teams in schnell wachsenden Unternehmen vertrauen Finlo",
  companies: [
    { name: "Lumora", glyph: "orbit" },
    { name: "Quillstone", glyph: "stack" },
    { name: "Fernhill", glyph: "leaf" },
    { name: "Orbitly", glyph: "arc" },
    { name: "Kestrel", glyph: "spark" },
    { name: "Tidewell", glyph: "wave" },
    { name: "Vantafield", glyph: "hex" },
    { name: "Parcelo", glyph: "grid" },
    { name: "Cobalt Ridge", glyph: "arc" },
    { name: "Brightpath", glyph: "spark" },
  ],
} as const satisfies { label: string; companies: readonly Wordmark[] };

/** The one email field of the hero and call-to-action forms (spec §5 placeholder). */
export const emailField = {
  name: "email",
  label: "Geschäftliche E-Mail-Adresse",
  type: "email",
  required: true,
  placeholder: "E-Mail-Adresse eingeben",
  autoComplete: "email",
  hideLabel: true,
} as const;

/** The product demo behind every "Watch A Demo" button (privacy-enhanced YouTube embed). */
export const demoVideo = { id: "aqz-KE-bpKQ", title: "Finlo-Produkttour" } as const;
