/**
 * Our files where Decap expects its own layout. Decap's "multiple_folders" i18n keeps each
 * language in a folder of the collection (content/blog/en/<slug>.md, content/blog/de/<slug>.md);
 * ours keeps English where every other tool reads it (content/blog/<slug>.md) and a translation
 * under its language (content/de/blog/<slug>.md). A backend wrapped by `mappedBackend` shows
 * Decap its layout and reads and writes ours, for the local proxy and for GitHub and GitLab
 * alike. Media (content/media/) is the same in both.
 */
import { baseLocale, locales } from "~/content/locales";
import { collectionNames, type CollectionName } from "~/content/collections/schemas.server";
import { translatedOnly } from "~/content/collections/validate";
import { parse, stringify } from "yaml";
import { caller, overriding, type Backend, type Overrides } from "./backends";
import { isEmptyTranslation, mergeFile, mergeYamlFile, splitFile } from "./files";

const collections = collectionNames.join("|");
const languages = locales.join("|");
const cmsEntry = new RegExp(`^content/(${collections})/(${languages})(/.*)?$`);
const translated = new RegExp(`^content/(${languages})/(${collections})(/.*)?$`);
const english = new RegExp(`^content/(${collections})(/.*)?$`);

/** Decap's path of an entry (content/blog/de/x.md) → the file we keep (content/de/blog/x.md). */
export function toDisk(path: string): string {
  const match = cmsEntry.exec(path);
  if (!match) return path;
  const [, collection, locale, rest = ""] = match;
  return locale === baseLocale
    ? `content/${collection}${rest}`
    : `content/${locale}/${collection}${rest}`;
}

/** The language of an entry's path as Decap writes it. */
export const localeOf = (path: string) => cmsEntry.exec(path)?.[2];

/**
 * A translation's file as Decap wrote it (`content/blog/de/x.md`) with only what a translation
 * may set (translatedOnly); any other file as it is.
 */
export function translationFile(path: string, raw: string): string {
  const match = cmsEntry.exec(path);
  if (!match || match[2] === baseLocale) return raw;
  const { front, body } = splitFile(raw);
  const data = translatedOnly(match[1] as CollectionName, parse(front) ?? {});
  return `---\n${Object.keys(data).length ? stringify(data, { lineWidth: 0 }) : ""}---\n${body}`;
}

/** The file we keep → Decap's path of it. */
export function toCms(path: string): string {
  const other = translated.exec(path);
  if (other) return `content/${other[2]}/${other[1]}${other[3] ?? ""}`;
  const base = english.exec(path);
  if (base) return `content/${base[1]}/${baseLocale}${base[2] ?? ""}`;
  return path;
}

/** A collection's folder as Decap lists it (content/blog) → the folders it is kept in. */
export function foldersOnDisk(folder: string): { folder: string; locale: string }[] | undefined {
  if (!new RegExp(`^content/(${collections})$`).test(folder)) return undefined;
  const collection = folder.slice("content/".length);
  return locales.map((locale) => ({
    locale,
    folder: locale === baseLocale ? folder : `content/${locale}/${collection}`,
  }));
}

type FileEntry = { file: { path: string; [key: string]: unknown }; [key: string]: unknown };
type DataFile = { path: string; newPath?: string; raw: string; [key: string]: unknown };

const mapEntries = <T extends FileEntry>(entries: T[]) =>
  entries.map((entry) => ({ ...entry, file: { ...entry.file, path: toCms(entry.file.path) } }));

/**
 * A Decap backend that reads and writes our layout: every method that takes or returns an
 * entry's path maps it; the others (login, media, the editorial workflow's status) pass through.
 */
export function mappedBackend<B extends Backend>(inner: B): B {
  const call = caller(inner);
  const listed = async (name: string, folder: string, ...rest: unknown[]) => {
    const folders = foldersOnDisk(folder);
    if (!folders) return call(name, folder, ...rest);
    // Decap asks one level deeper for the language folders; ours are one level each.
    const [extension, depth, ...more] = rest as [string, number, ...unknown[]];
    const lists = await Promise.all(
      folders.map(({ folder: dir }) => call(name, dir, extension, Math.max(1, depth - 1), ...more)),
    );
    return mapEntries((lists as FileEntry[][]).flat());
  };
  const overrides: Overrides = {
    getEntry: (path: string) =>
      call("getEntry", toDisk(path)).then((e) => e && mapEntries([e as FileEntry])[0]),
    entriesByFolder: (folder: string, ...rest: unknown[]) =>
      listed("entriesByFolder", folder, ...rest),
    allEntriesByFolder: (folder: string, ...rest: unknown[]) =>
      listed("allEntriesByFolder", folder, ...rest),
    entriesByFiles: (files: { path: string }[]) =>
      call(
        "entriesByFiles",
        files.map((f) => ({ ...f, path: toDisk(f.path) })),
      ).then((entries) => mapEntries(entries as FileEntry[])),
    persistEntry: async (entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown) => {
      const dataFiles = await Promise.all(
        entry.dataFiles
          .map((file) => ({ ...file, raw: translationFile(file.path, file.raw) }))
          .filter(
            (file) =>
              (localeOf(file.path) ?? baseLocale) === baseLocale || !isEmptyTranslation(file.raw),
          )
          .map(async (file) => {
            const path = toDisk(file.path);
            const previous = (await call("getEntry", path).catch(() => undefined)) as
              { data?: string | null } | undefined;
            return {
              ...file,
              path,
              // A Markdown entry, or a data file (content/redirects.yaml, the editor's "Moved pages").
              raw: /\.ya?ml$/.test(path)
                ? mergeYamlFile(previous?.data ?? undefined, file.raw)
                : mergeFile(previous?.data ?? undefined, file.raw),
              ...(file.newPath && { newPath: toDisk(file.newPath) }),
            };
          }),
      );
      return call("persistEntry", { ...entry, dataFiles }, options);
    },
    deleteFiles: (paths: string[], message: string) =>
      call("deleteFiles", paths.map(toDisk), message),
    deleteFile: (path: string, message: string) => call("deleteFile", toDisk(path), message),
    unpublishedEntryDataFile: (collection: string, slug: string, path: string, id: string) =>
      call("unpublishedEntryDataFile", collection, slug, toDisk(path), id),
    unpublishedEntry: (args: unknown) =>
      call("unpublishedEntry", args).then((entry) => {
        const e = entry as { diffs?: { path: string; newFile: boolean }[] } | undefined;
        return e?.diffs ? { ...e, diffs: e.diffs.map((d) => ({ ...d, path: toCms(d.path) })) } : e;
      }),
  };
  return overriding(inner, overrides);
}
