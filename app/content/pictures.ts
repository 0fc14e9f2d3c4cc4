import { categoryPalettes } from "./covers";
import { drawnPortrait, type Portrait, type PortraitChoices } from "./portraits";
import type { BlogCategory, PortfolioTag } from "./types";

/**
 * What each item shows as its picture, the one place that decides it: the picture its file
 * names, else one drawn for it. Every optional picture field of content/ (a post's or project's
 * `cover`, a gallery's `image`, a member's `portrait`) goes through here, so an editor never
 * has to supply one and never has to edit code to add an item.
 */

/** A post's or project's cover: the one named, else a drawing in its category's colours, seeded by its slug. */
export function coverOf(item: { cover?: string; slug: string; category: BlogCategory | PortfolioTag }): string {
  return item.cover ?? `cover-${categoryPalettes[item.category]}-${item.slug}`;
}

/** A project's gallery: the pictures listed, else its cover with its title as the caption. */
export function galleryOf(
  project: { gallery?: { image: string; caption: string }[]; title: string },
  cover: string,
): { image: string; caption: string }[] {
  return project.gallery ?? [{ image: cover, caption: project.title }];
}

/** A person's portrait: drawn from their name, with the parts their file chooses. */
export function portraitOf(person: { name: string; portrait?: PortraitChoices }): Portrait {
  return drawnPortrait(person.name, person.portrait);
}
