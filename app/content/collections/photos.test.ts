// @vitest-environment node
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentAdvice } from "./advice.server";
import { loadCollections, type Collections } from "./load.server";
import { mediaFiles, socialCards } from "./outputs.server";
import { listPosts, listProjects, listTeam, projectDetail } from "./queries.server";
import { fixtureProject, fixtures, problemsOf } from "./testing/fixture-project";

/**
 * Photos in content: a field names a file of content/media/ as /media/<path>; the content layer
 * checks it and gives the pages what they need. The pictures are made here, with sharp.
 */
const photo = (width: number, height: number, background = "#5b3df5") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

let wide: Buffer;
let square: Buffer;
let small: Buffer;
beforeAll(async () => {
  [wide, square, small] = await Promise.all([
    photo(1800, 1000),
    photo(600, 600, "#3ddc97"),
    photo(400, 250, "#ffb547"),
  ]);
});


const coverPost = (cover: string, extra = "") =>
  fixtures.post("A post with a photo", "2026-03-01", `cover: ${cover}\n${extra}`);

describe("a photo in a field", () => {
  let c: Collections;
  let root: string;
  beforeAll(() => {
    root = fixtureProject({
      "content/media/blog/harbour.jpg": wide,
      "content/media/team/ada.jpg": square,
      "content/blog/with-photo.md": coverPost(
        "/media/blog/harbour.jpg",
        'coverAlt: "Boats in a harbour at dawn"\ncoverFocus: "30% 60%"\n',
      ),
      "content/team/ada-lovelace.md": fixtures.member(
        "Ada Lovelace",
        1,
        "portrait: /media/team/ada.jpg\n",
      ),
    });
    c = loadCollections({ projectRoot: root, today: "2026-06-01" });
  });

  it("gives the page its sizes, upright size, placeholder, alt text and crop", () => {
    const post = listPosts(c).find((p) => p.slug === "with-photo")!;
    expect(post.image).toEqual({
      src: expect.stringMatching(/^\/assets\/media\/blog\/harbour-[0-9a-f]{10}$/),
      width: 1800,
      height: 1000,
      widths: [160, 320, 640, 960, 1280, 1600],
      fallback: "960.jpg",
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      alt: "Boats in a harbour at dawn",
      focus: "30% 60%",
    });
    // The placeholder is the photo's colour.
    const color = (listPosts(c).find((p) => p.slug === "with-photo")!.image as { color: string })
      .color;
    const channels = (hex: string) =>
      [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    channels(color).forEach((v, i) =>
      expect(Math.abs(v - channels("#5b3df5")[i]!)).toBeLessThan(16),
    );
    // A portrait's alt text is optional: the name is always beside it.
    expect(listTeam(c)[0]!.portrait).toMatchObject({ widths: [160, 320, 600], alt: "" });
    // Posts without one keep their drawn cover.
    expect(typeof listPosts(c).find((p) => p.slug === "first-post")!.image).toBe("string");
  });

  it("serves every variant of every file, never the original", () => {
    const files = mediaFiles(c);
    const post = listPosts(c).find((p) => p.slug === "with-photo")!.image as { src: string };
    expect(files.map(([address]) => address)).toEqual(
      expect.arrayContaining([
        `${post.src}-160.avif`,
        `${post.src}-1600.webp`,
        `${post.src}-960.jpg`,
      ]),
    );
    for (const [address, cached] of files) {
      expect(address).toMatch(/^\/assets\/media\//);
      expect(statSync(cached).size).toBeGreaterThan(0);
      expect(readFileSync(cached).equals(wide)).toBe(false);
    }
  });

  it("gives an item with a cover photo a JPEG social image drawn from the photo", () => {
    const card = socialCards(c).find((card) => card.path.startsWith("og/blog/with-photo"))!;
    expect(card.path).toBe("og/blog/with-photo.jpeg");
    expect(card.photo).toMatchObject({
      file: join(root, "content/media/blog/harbour.jpg"),
      focus: "30% 60%",
    });
    expect(
      socialCards(c).find((card) => card.path.startsWith("og/blog/first-post"))!,
    ).toMatchObject({
      path: "og/blog/first-post.png",
    });
  });

  it("encodes a file once: another project with the same picture reuses it", () => {
    const dir = (listPosts(c).find((p) => p.slug === "with-photo")!.image as { src: string }).src;
    const cached = mediaFiles(c).find(([address]) => address.startsWith(dir))![1];
    const before = statSync(cached).mtimeMs;
    const again = loadCollections({
      projectRoot: fixtureProject({
        "content/media/other/name.jpg": wide,
        "content/blog/with-photo.md": coverPost("/media/other/name.jpg", "coverDecorative: true\n"),
      }),
      today: "2026-06-01",
    });
    const reused = mediaFiles(again).find(([address]) => address.includes("/other/name-"))![1];
    expect(reused).toBe(cached);
    expect(statSync(cached).mtimeMs).toBe(before);
    // Decorative: no alt text, said so in the file.
    expect(listPosts(again).find((p) => p.slug === "with-photo")!.image).toMatchObject({ alt: "" });
  });
});

describe("what a photo field refuses, naming the file and field", () => {
  it("a photo without alt text, unless the file says it only decorates", () => {
    expect(
      problemsOf({ "content/media/a.jpg": wide, "content/blog/p.md": coverPost("/media/a.jpg") }),
    ).toEqual([
      'content/blog/p.md: field "coverAlt": missing: /media/a.jpg needs alt text, what the photo shows for people who cannot see it (or coverDecorative: true when the title says it all)',
    ]);
  });

  it("a path that is not in the media folder's form, or a file that is not there", () => {
    expect(
      problemsOf({
        "content/media/a.jpg": wide,
        "content/blog/p.md": coverPost("media/a.jpg", 'coverAlt: "A"\n'),
        "content/blog/q.md": coverPost("/media/missing.jpg", 'coverAlt: "A"\n'),
        "content/blog/r.md": coverPost("/media/a.gif", 'coverAlt: "A"\n'),
        "content/blog/s.md": coverPost("/images/a.jpg", 'coverAlt: "A"\n'),
      }),
    ).toEqual([
      'content/blog/p.md: field "cover": write a photo as its path in the media folder, starting with /media/: /media/a.jpg for content/media/a.jpg',
      'content/blog/r.md: field "cover": /media/a.gif: a picture must be a JPEG, PNG, WebP, AVIF or SVG file (.jpg, .png, .webp, .avif or .svg)',
      'content/blog/s.md: field "cover": write a photo as its path in the media folder, starting with /media/: /media/images/a.jpg for content/media/images/a.jpg',
      'content/blog/q.md: field "cover": /media/missing.jpg: no such file in content/media/ (names are case-sensitive; upload it there, or fix the path)',
    ]);
  });

  it("a file the pipeline refuses: damaged, or not what its name says", async () => {
    const cut = wide.subarray(0, Math.floor(wide.length / 2));
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const problems = problemsOf({
      "content/media/cut.jpg": cut,
      "content/media/moving.png": gif,
      "content/blog/p.md": coverPost("/media/cut.jpg", 'coverAlt: "A"\n'),
      "content/team/ben-okri.md": fixtures.member("Ben Okri", 2, "portrait: /media/moving.png\n"),
    });
    expect(problems).toEqual([
      'content/team/ben-okri.md: field "portrait": content/media/moving.png is a GIF file, which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF',
      expect.stringMatching(
        /^content\/blog\/p\.md: field "cover": content\/media\/cut\.jpg cannot be decoded: the file is damaged or cut short/,
      ),
    ]);
  });

  it("a gallery photo without alt text; a drawn portrait's parts as before", () => {
    expect(
      problemsOf({
        "content/media/a.jpg": wide,
        "content/portfolio/corner-shop.md": readFileSync(
          join(fixtureProject(), "content/portfolio/corner-shop.md"),
          "utf8",
        ).replace(
          "results:",
          'gallery:\n  - { image: /media/a.jpg, caption: "The shop" }\nresults:',
        ),
        "content/team/ben-okri.md": fixtures.member(
          "Ben Okri",
          2,
          "portrait: { hairStyle: afro }\n",
        ),
      }),
    ).toEqual([
      'content/team/ben-okri.md: field "portrait.hairStyle": expected one of "short"|"long"|"bun"|"crop"',
      'content/portfolio/corner-shop.md: field "gallery (item 1).alt": missing: /media/a.jpg needs alt text, what the photo shows for people who cannot see it',
    ]);
  });
});

describe("photos in the text", () => {
  it("become a <picture> linking to the largest size; a photo in public/ or elsewhere is refused", () => {
    const c = loadCollections({
      projectRoot: fixtureProject({
        "content/media/chart.jpg": wide,
        "content/blog/with-figure.md": fixtures.post(
          "A figure",
          "2026-03-01",
          "",
          "## A\n\n![A chart of cash by week](/media/chart.jpg)\n",
        ),
      }),
      today: "2026-06-01",
    });
    const html = c.bySlug.blog.get("with-figure")!.html;
    expect(html).toMatch(
      /<a href="\/assets\/media\/chart-[0-9a-f]{10}-1600\.webp" class="prose-figure"><picture><source type="image\/avif" srcset="[^"]+-160\.avif 160w, [^"]+" sizes="[^"]+" class="hidden"><source type="image\/webp" srcset="[^"]+"[^>]*><img src="\/assets\/media\/chart-[0-9a-f]{10}-960\.jpg" alt="A chart of cash by week" width="1800" height="1000" style="background-color:#[0-9a-f]{6}" loading="lazy" decoding="async"><\/picture><\/a>/,
    );
    expect(
      problemsOf({
        "public/images/photo.jpg": wide,
        "content/blog/a.md": fixtures.post(
          "A",
          "2026-03-01",
          "",
          "![A photo](/images/photo.jpg)\n",
        ),
        "content/blog/b.md": fixtures.post(
          "B",
          "2026-03-01",
          "",
          "![A photo](https://example.com/photo.jpg)\n",
        ),
        "content/blog/c.md": fixtures.post("C", "2026-03-01", "", "![A photo](/media/nope.jpg)\n"),
      }),
    ).toEqual([
      "content/blog/a.md: image /images/photo.jpg: photos and screenshots go in content/media/ (write /media/…), where the build sizes them and strips their metadata; public/ is for drawings (SVG)",
      "content/blog/b.md: image https://example.com/photo.jpg: pictures are files of the site: put it in content/media/ and write /media/<file>",
      "content/blog/c.md: image /media/nope.jpg: no such file in content/media/ (names are case-sensitive; upload it there, or fix the path)",
    ]);
  });
});

describe("advice on photos", () => {
  it("names a photo smaller than its largest slot, a refused file no content names, and alt text for a drawing", async () => {
    const c = loadCollections({
      projectRoot: fixtureProject({
        "content/media/small.jpg": small,
        "content/media/draft.jpg": small.subarray(0, 100),
        "content/blog/p.md": coverPost("/media/small.jpg", 'coverAlt: "A small photo"\n'),
        "content/blog/q.md": coverPost("cover-finance-2", 'coverAlt: "Not a photo"\n'),
      }),
      today: "2026-06-01",
    });
    const advice = contentAdvice(c).map(
      (a) => `${a.file}${a.field ? ` ${a.field}` : ""}: ${a.message}`,
    );
    expect(advice).toEqual(
      expect.arrayContaining([
        "content/blog/p.md cover: /media/small.jpg is 400 px wide and a post's cover is shown up to 1,152 px wide above the post: upload one at least 1,152 px wide (2,304 for sharp screens), or it looks soft",
        "content/blog/q.md coverAlt: is for a cover photo; this file's cover is drawn, so it is not used",
        expect.stringMatching(/^content\/media\/draft\.jpg: not published: it cannot be decoded/),
      ]),
    );
    // The project's gallery falls back to its cover photo.
    expect(projectDetail("corner-shop", c)!.gallery).toHaveLength(1);
    expect(listProjects(c)).toHaveLength(1);
  });
});
