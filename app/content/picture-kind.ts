import type { Portrait } from "./portraits";
import type { Photo, Picture } from "./types";

/**
 * Whether a picture is a photo, and the social image that follows from it: apart from the
 * drawings' palettes and motifs (app/content/pictures.ts), so a page whose head names a social
 * image but that draws nothing (a role's page) does not carry them.
 */
export const isPhoto = (picture: Picture | Portrait | Photo): picture is Photo =>
  typeof picture === "object" && "src" in picture;

/** The social image of an item: a JPEG drawn from its cover photo, else the PNG card drawn for it. */
export function itemSocialImage(collection: string, slug: string, cover?: Picture): string {
  const fromPhoto = cover !== undefined && isPhoto(cover) && cover.widths.length > 0;
  return `/og/${collection}/${slug}.${fromPhoto ? "jpg" : "png"}`;
}
