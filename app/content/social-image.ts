import type { Picture } from "./types";

/**
 * The social image of an item: a JPEG drawn from its cover photo, else the PNG card drawn for it.
 * A module of its own, apart from the drawings' palettes and motifs (app/content/pictures.ts), so
 * a page whose head names a social image but that draws nothing (a role's page) does not carry them.
 */
export function itemSocialImage(collection: string, slug: string, cover?: Picture): string {
  const fromPhoto = typeof cover === "object" && "src" in cover && cover.widths.length > 0;
  // .jpeg, not .jpg: feed libraries name an enclosure's type after its extension (Atom's
  // `image/jpg` is no media type; `image/jpeg` is).
  return `/og/${collection}/${slug}.${fromPhoto ? "jpeg" : "png"}`;
}
