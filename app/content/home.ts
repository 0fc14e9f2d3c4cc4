/**
 * The pieces the three home demos share: the "trusted by" wordmarks, the email field of their
 * sign-up forms and the demo video. Each demo's own copy is in finance.ts (/), crm.ts (/home-2)
 * and saas.ts (/home-3), so a demo's script carries only its own words.
 */
import type { IconName } from "./icons";

export type HeroCopy = {
  eyebrow: string;
  intro: string;
  primary: { label: string; href: string };
  notes: readonly string[];
};

export type FeatureRow = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly { icon: IconName; title: string; text: string }[];
};

/** Fictional companies for the logo marquee: invented names, drawn as simple wordmarks. */
export type Wordmark = { name: string; glyph: "orbit" | "leaf" | "stack" | "spark" | "wave" | "hex" | "arc" | "grid" };

export const trustedBy = {
  label: "Trusted by teams at fast-growing companies",
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
  label: "Work email",
  type: "email",
  required: true,
  placeholder: "Enter your e-mail address",
  autoComplete: "email",
  hideLabel: true,
} as const;

/** The product demo behind every "Watch A Demo" button (privacy-enhanced YouTube embed). */
export const demoVideo = { id: "aqz-KE-bpKQ", title: "Finlo product tour" } as const;
