import { describe, expect, it } from "vitest";
import { isEmptyTranslation } from "./files";
import { foldersOnDisk, mappedBackend, toCms, toDisk, translationFile } from "./paths";

describe("Decap's i18n paths and our files", () => {
  it("keeps English at content/<collection>/ and a translation under its language", () => {
    expect(toDisk("content/blog/en/a-post.md")).toBe("content/blog/a-post.md");
    expect(toDisk("content/blog/de/a-post.md")).toBe("content/de/blog/a-post.md");
    expect(toCms("content/blog/a-post.md")).toBe("content/blog/en/a-post.md");
    expect(toCms("content/de/team/ana.md")).toBe("content/team/de/ana.md");
  });

  it("writes only what a translation may set into its file (Decap writes a post's author there too)", () => {
    const german =
      "---\ntitle: Ein Beitrag\nauthor: priya-raman\ntags:\n  - planung\n---\n\nText.\n";
    expect(translationFile("content/blog/de/a-post.md", german)).toBe(
      "---\ntitle: Ein Beitrag\ntags:\n  - planung\n---\n\nText.\n",
    );
    // A gallery item keeps its caption, not its image; a project's services are the original's.
    const project =
      "---\nservices:\n  - bookkeeping\ngallery:\n  - image: /media/portfolio/a.jpg\n    caption: Die Übersicht\n  - image: /media/portfolio/b.jpg\n---\n";
    expect(translationFile("content/portfolio/de/a.md", project)).toBe(
      "---\ngallery:\n  - caption: Die Übersicht\n  - {}\n---\n",
    );
    // Nothing of its own left: no German file is written.
    expect(
      isEmptyTranslation(
        translationFile("content/blog/de/b.md", "---\nauthor: priya-raman\n---\n"),
      ),
    ).toBe(true);
    // English files are written as they are.
    const english = "---\ntitle: A post\nauthor: priya-raman\n---\n";
    expect(translationFile("content/blog/en/a-post.md", english)).toBe(english);
  });

  it("leaves media and anything else alone", () => {
    for (const path of ["content/media/blog/x.jpg", "content/README.md", "public/x.png"]) {
      expect(toDisk(path)).toBe(path);
      expect(toCms(path)).toBe(path);
    }
  });

  it("lists a collection from both of its folders", () => {
    expect(foldersOnDisk("content/careers")).toEqual([
      { locale: "en", folder: "content/careers" },
      { locale: "de", folder: "content/de/careers" },
    ]);
  });
});

describe("a backend wrapped to our layout", () => {
  it("reads and writes our paths and writes no empty translation", async () => {
    const written: unknown[] = [];
    const inner = {
      files: {
        "content/blog/a.md": "---\ntitle: A\n---\n\nBody\n",
        "content/de/blog/a.md": "---\ntitle: B\n---\n",
      } as Record<string, string>,
      async entriesByFolder(folder: string, ..._rest: unknown[]) {
        return Object.keys(this.files)
          .filter(
            (path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/"),
          )
          .map((path) => ({ data: this.files[path], file: { path } }));
      },
      async getEntry(path: string) {
        return { data: this.files[path] ?? null, file: { path } };
      },
      async persistEntry(entry: unknown) {
        written.push(entry);
      },
    };
    const backend = mappedBackend(inner);
    const listed = await backend.entriesByFolder("content/blog", "md", 2);
    expect(listed.map((e: { file: { path: string } }) => e.file.path).sort()).toEqual([
      "content/blog/de/a.md",
      "content/blog/en/a.md",
    ]);
    await backend.persistEntry({
      dataFiles: [
        { path: "content/blog/en/a.md", slug: "a", raw: "---\ntitle: A2\n---\nBody\n" },
        { path: "content/blog/de/b.md", slug: "b", raw: '---\ntitle: ""\n---\n' },
      ],
      assets: [],
    });
    expect(written).toEqual([
      {
        dataFiles: [{ path: "content/blog/a.md", slug: "a", raw: "---\ntitle: A2\n---\n\nBody\n" }],
        assets: [],
      },
    ]);
  });
});
