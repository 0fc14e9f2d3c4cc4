/**
 * The photo fields of content/ (a post's or project's `cover`, a gallery's `image`, a member's
 * `portrait`): each resolved against the media library (app/content/media.server.ts) into what a
 * page shows, or a problem naming the file and field (no such file, a file the pipeline refused,
 * a photo without alt text). Advice names a photo smaller than the largest place it is shown.
 */
import { photo as resolvePhoto, type MediaFile } from "../media.server";
import type { Photo } from "../types";
import type { Entry, Problem } from "./load.server";
import { fieldName } from "./validate";

/** The widest a field's picture is shown, in CSS pixels, and where (for the advice). */
export const photoSlots = {
  postCover: { width: 1152, where: "a post's cover is shown up to 1,152 px wide above the post" },
  projectCover: { width: 1200, where: "a project's cover becomes its 1,200 px wide social image" },
  gallery: { width: 976, where: "a gallery picture is shown up to 976 px wide on tablets" },
  portrait: { width: 160, where: "a portrait is shown up to 160 px wide on the person's page" },
  figure: { width: 760, where: "a picture in the text is shown up to 760 px wide" },
} as const;

export type PhotoSlot = keyof typeof photoSlots;

/** A photo content shows, and where: the advice checks it is large enough. */
export type PhotoUse = {
  file: string;
  field?: string;
  src: string;
  width: number;
  slot: PhotoSlot;
};

const isPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/");

/** Resolves the photo fields of the entries it is given, collecting problems and uses. */
export function photoFields(library: Map<string, MediaFile>) {
  const problems: Problem[] = [];
  const uses: PhotoUse[] = [];
  const resolve = (
    e: Entry,
    field: string,
    src: string,
    slot: PhotoSlot,
    alt: { text?: string; decorative?: boolean; field: string; optional?: boolean },
    focus?: string,
  ): Photo | undefined => {
    if (alt.text === undefined && !alt.decorative && !alt.optional) {
      problems.push({
        file: e.file,
        field: alt.field,
        message: `missing: ${src} needs alt text, what the photo shows for people who cannot see it${
          alt.field === "coverAlt" ? " (or coverDecorative: true when the title says it all)" : ""
        }`,
      });
      return undefined;
    }
    const found = resolvePhoto(library, src, alt.text ?? "", focus);
    if ("error" in found) {
      problems.push({ file: e.file, field, message: found.error });
      return undefined;
    }
    uses.push({ file: e.file, field, src, width: found.width, slot });
    return found;
  };
  return {
    problems,
    uses,
    cover(e: Entry<"blog"> | Entry<"portfolio">): Photo | undefined {
      const { cover, coverAlt, coverDecorative, coverFocus } = e.data;
      if (!isPath(cover)) return undefined;
      return resolve(
        e,
        "cover",
        cover,
        e.collection === "blog" ? "postCover" : "projectCover",
        { text: coverDecorative ? "" : coverAlt, decorative: coverDecorative, field: "coverAlt" },
        coverFocus,
      );
    },
    portrait(e: Entry<"team">): Photo | undefined {
      const { portrait, portraitAlt, portraitFocus } = e.data;
      if (!isPath(portrait)) return undefined;
      return resolve(
        e,
        "portrait",
        portrait,
        "portrait",
        { text: portraitAlt, field: "portraitAlt", optional: true },
        portraitFocus,
      );
    },
    gallery(e: Entry<"portfolio">): (Photo | undefined)[] {
      return (e.data.gallery ?? []).map((item, i) =>
        isPath(item.image)
          ? resolve(
              e,
              fieldName(["gallery", i, "image"]),
              item.image,
              "gallery",
              { text: item.alt, field: fieldName(["gallery", i, "alt"]) },
              item.focus,
            )
          : undefined,
      );
    },
  };
}

/** Photos smaller than the widest place they are shown: they look soft there. */
export function photoAdvice(uses: readonly PhotoUse[]): Problem[] {
  return (
    uses
      // A drawing (SVG) is sharp at any size.
      .filter(
        (use) => !use.src.toLowerCase().endsWith(".svg") && use.width < photoSlots[use.slot].width,
      )
      .map((use) => {
        const { width, where } = photoSlots[use.slot];
        return {
          file: use.file,
          ...(use.field ? { field: use.field } : {}),
          message: `${use.src} is ${use.width} px wide and ${where}: upload one at least ${width.toLocaleString("en-US")} px wide (${(2 * width).toLocaleString("en-US")} for sharp screens), or it looks soft`,
        };
      })
  );
}

/**
 * Files of the media library the pipeline refused and no content names (where content names one,
 * that is an error of the file naming it): they are not published.
 */
export function unusableMedia(
  library: Map<string, MediaFile>,
  named: ReadonlySet<string>,
): Problem[] {
  return [...library.values()].flatMap((f) =>
    "error" in f.meta && !named.has(f.src)
      ? [{ file: f.file, message: `not published: ${f.meta.error.replace(`${f.file} `, "it ")}` }]
      : [],
  );
}
