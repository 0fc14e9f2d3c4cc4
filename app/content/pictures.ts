import { categoryPalettes } from "./covers";
import { drawnPortrait, type Portrait, type PortraitChoices } from "./portraits";
import type { BlogCategory, Photo, Picture, PortfolioTag } from "./types";

/**
 * What each item shows as its picture, the one place that decides it: the photo its file names
 * (content/media/, resolved by the content layer at build time), else the drawing its file
 * names, else one drawn for it. Every optional picture field of content/ (a post's or project's
 * `cover`, a gallery's `image`, a member's `portrait`) goes through here, so an editor never
 * has to supply one and never has to edit code to add an item.
 */

/**
 * A post's or project's cover: its photo, else the drawn cover named, else a drawing in its
 * category's colours, seeded by its slug.
 */
export function coverOf(
  item: { cover?: string; slug: string; category: BlogCategory | PortfolioTag },
  photo?: Photo,
): Picture {
  if (photo) return photo;
  return item.cover && !item.cover.startsWith("/") ? item.cover : `cover-${categoryPalettes[item.category]}-${item.slug}`;
}

/**
 * A project's gallery: the pictures listed (each its photo, else the drawn cover named), else
 * its cover with its title as the caption.
 */
export function galleryOf(
  project: { gallery?: { image: string; caption?: string }[]; title: string },
  cover: Picture,
  photos: (Photo | undefined)[] = [],
): { image: Picture; caption?: string }[] {
  return (
    project.gallery?.map(({ image, caption }, i) => ({
      image: photos[i] ?? image,
      ...(caption ? { caption } : {}),
    })) ?? [
      { image: cover, caption: project.title },
    ]
  );
}

/** A person's portrait: their photo, else drawn from their name with the parts their file chooses. */
export function portraitOf(
  person: { name: string; portrait?: PortraitChoices | string },
  photo?: Photo,
): Portrait | Photo {
  if (photo) return photo;
  return drawnPortrait(person.name, typeof person.portrait === "object" ? person.portrait : undefined);
}

export const isPhoto = (picture: Picture | Portrait | Photo): picture is Photo =>
  typeof picture === "object" && "src" in picture;

/**
 * A photo's candidates, as `srcset` lists: AVIF and WebP at every width, and the fallback's
 * address. The page's <picture> (app/components/ui/photo.tsx) and Markdown figures
 * (app/content/markdown.server.ts) both write them from here.
 */
export function photoSources(photo: Photo): { avif: string; webp: string; fallback: string; largest: string } {
  if (!photo.widths.length) return { avif: "", webp: "", fallback: photo.src, largest: photo.src };
  const list = (ext: string) => photo.widths.map((w) => `${photo.src}-${w}.${ext} ${w}w`).join(", ");
  return {
    avif: list("avif"),
    webp: list("webp"),
    fallback: `${photo.src}-${photo.fallback ?? `${photo.widths[0]}.jpg`}`,
    largest: `${photo.src}-${photo.widths.at(-1)}.webp`,
  };
}
