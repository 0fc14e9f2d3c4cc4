import { seededRandom } from "./seed";

/**
 * The illustrated portraits of the people the site names (team, customers, commenters), drawn
 * inline by <Avatar> (app/components/ui/avatar.tsx): a tinted background, a shirt, skin, and a
 * hairstyle. Inline SVG, not image files: a portrait is ~30 bytes of HTML once compressed and
 * needs no request, so a face in the first view never waits on the network.
 *
 * The parts each person may have, the one list of them: colours are names of app.css tokens
 * (`--color-<name>`, in its `@theme static` block), hairstyles the drawings <Avatar> knows.
 * content/README.md lists them (a unit test compares the two).
 */
export const portraitParts = {
  background: ["tint-mint", "tint-violet", "tint-rose", "tint-sun", "tint-sky", "tint-mist"],
  shirt: ["shirt-ink", "shirt-violet", "shirt-mint", "shirt-sun", "accent-rose", "accent-navy"],
  skin: ["skin-1", "skin-2", "skin-3", "skin-4", "skin-5"],
  hair: ["hair-black", "hair-brown", "hair-grey"],
  hairStyle: ["short", "long", "bun", "crop"],
} as const;

type Parts = typeof portraitParts;
export type Portrait = { [Part in keyof Parts]: Parts[Part][number] };
/** What an editor may set of a portrait; every part left out is picked from the person's name. */
export type PortraitChoices = Partial<Portrait>;

/**
 * The drawn portrait of `name`: the parts chosen, the others picked from the name, so a new
 * person gets a portrait of their own without anyone drawing it, the same on every build.
 */
export function drawnPortrait(name: string, chosen: PortraitChoices = {}): Portrait {
  const next = seededRandom(name);
  const pick = <Part extends keyof Parts>(part: Part): Parts[Part][number] => {
    const options = portraitParts[part];
    // Every part draws from the generator, chosen or not, so one choice leaves the others alone.
    const drawn = options[Math.floor(next() * options.length)] as Parts[Part][number];
    return chosen[part] ?? drawn;
  };
  return {
    background: pick("background"),
    shirt: pick("shirt"),
    skin: pick("skin"),
    hair: pick("hair"),
    hairStyle: pick("hairStyle"),
  };
}
