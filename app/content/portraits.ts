import type { Portrait } from "./types";

/**
 * The illustrated portraits of the people the site names (team, customers, commenters), drawn
 * inline by <Avatar> (app/components/ui/picture.tsx): a tinted background, a shirt, skin, and one
 * of four hairstyles. Inline SVG, not image files: a portrait is ~30 bytes of HTML once compressed
 * and needs no request, so a face in the first view never waits on the network.
 */
export const portraits = {
  "amara-okafor": { background: "#E3F9EF", shirt: "#FFB547", skin: "#C98B62", hair: "#6B4A2E", hairStyle: 0 },
  "lucas-meyer": { background: "#EEEBFE", shirt: "#E4468B", skin: "#C98B62", hair: "#8A8F99", hairStyle: 1 },
  "priya-raman": { background: "#FDE8EF", shirt: "#E4468B", skin: "#A0694A", hair: "#6B4A2E", hairStyle: 3 },
  "tomas-novak": { background: "#FDE8EF", shirt: "#1C3D8F", skin: "#A0694A", hair: "#6B4A2E", hairStyle: 0 },
  "hana-sato": { background: "#FFF1DB", shirt: "#5B3DF5", skin: "#A0694A", hair: "#8A8F99", hairStyle: 1 },
  "elijah-grant": { background: "#E6F0FF", shirt: "#0E1526", skin: "#7A4B32", hair: "#1F1A17", hairStyle: 0 },
  "maya-chen": { background: "#E6F0FF", shirt: "#0E1526", skin: "#C98B62", hair: "#8A8F99", hairStyle: 0 },
  "daniel-brooks": { background: "#FDE8EF", shirt: "#E4468B", skin: "#7A4B32", hair: "#6B4A2E", hairStyle: 1 },
  "sofia-alvarez": { background: "#EEF1F6", shirt: "#3DDC97", skin: "#E8B48F", hair: "#1F1A17", hairStyle: 1 },
  "kwame-mensah": { background: "#EEF1F6", shirt: "#E4468B", skin: "#C98B62", hair: "#1F1A17", hairStyle: 2 },
  "grace-liu": { background: "#E6F0FF", shirt: "#3DDC97", skin: "#7A4B32", hair: "#1F1A17", hairStyle: 2 },
  "omar-haddad": { background: "#EEF1F6", shirt: "#E4468B", skin: "#F6D3B3", hair: "#8A8F99", hairStyle: 0 },
} as const satisfies Record<string, Portrait>;

export type PortraitName = keyof typeof portraits;

export function portrait(name: string): Portrait {
  const found = (portraits as Record<string, Portrait>)[name];
  if (!found) throw new Error(`No portrait named "${name}" in app/content/portraits.ts`);
  return found;
}

/** A person's portrait name from their display name: "Grace Liu" → "grace-liu". */
export const portraitNameOf = (person: string) => person.toLowerCase().replace(/[^a-z]+/g, "-");
