import type { Portrait } from "./types";

/**
 * The illustrated portraits of the people the site names (team, customers, commenters), drawn
 * inline by <Avatar> (app/components/ui/avatar.tsx): a tinted background, a shirt, skin, and one
 * of four hairstyles. Colours are names of app.css tokens (`--color-<name>`). Inline SVG, not image files: a portrait is ~30 bytes of HTML once compressed
 * and needs no request, so a face in the first view never waits on the network.
 */
export const portraits = {
  "amara-okafor": { background: "tint-mint", shirt: "shirt-sun", skin: "skin-3", hair: "hair-brown", hairStyle: 1 },
  "lucas-meyer": { background: "tint-violet", shirt: "accent-navy", skin: "skin-2", hair: "hair-grey", hairStyle: 0 },
  "priya-raman": { background: "tint-rose", shirt: "accent-rose", skin: "skin-4", hair: "hair-black", hairStyle: 2 },
  "tomas-novak": { background: "tint-rose", shirt: "accent-navy", skin: "skin-4", hair: "hair-brown", hairStyle: 0 },
  "hana-sato": { background: "tint-sun", shirt: "shirt-violet", skin: "skin-4", hair: "hair-grey", hairStyle: 1 },
  "elijah-grant": { background: "tint-sky", shirt: "shirt-ink", skin: "skin-5", hair: "hair-black", hairStyle: 0 },
  "maya-chen": { background: "tint-sky", shirt: "shirt-ink", skin: "skin-2", hair: "hair-black", hairStyle: 1 },
  "daniel-brooks": { background: "tint-rose", shirt: "accent-navy", skin: "skin-5", hair: "hair-black", hairStyle: 3 },
  "sofia-alvarez": { background: "tint-mist", shirt: "shirt-mint", skin: "skin-2", hair: "hair-black", hairStyle: 1 },
  "kwame-mensah": { background: "tint-mist", shirt: "shirt-violet", skin: "skin-4", hair: "hair-black", hairStyle: 3 },
  "grace-liu": { background: "tint-sky", shirt: "shirt-mint", skin: "skin-5", hair: "hair-black", hairStyle: 2 },
  "omar-haddad": { background: "tint-mist", shirt: "accent-rose", skin: "skin-1", hair: "hair-grey", hairStyle: 0 },
} as const satisfies Record<string, Portrait>;

export type PortraitName = keyof typeof portraits;

export function portrait(name: string): Portrait {
  const found = (portraits as Record<string, Portrait>)[name];
  if (!found) throw new Error(`No portrait named "${name}" in app/content/portraits.ts`);
  return found;
}
