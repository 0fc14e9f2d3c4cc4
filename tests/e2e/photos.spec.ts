import { expect, test, type Browser, type Page } from "./fixtures";
import { collections } from "../../app/content/collections/load.server";
import { isPhoto } from "../../app/content/pictures";
import { projectDetail } from "../../app/content/collections/queries.server";
import sharp from "sharp";

/**
 * The owners' photos (content/media/, served from /assets/media/): a post's cover, a person's
 * portrait and a project's pictures, each a <picture> of AVIF, WebP and a fallback. Checked on
 * the content's own items that have one: the browser fetches a size that fits the slot, nothing
 * moves when they arrive, and photos out of view wait until the visitor scrolls to them.
 */
const c = collections();
const raster = (picture: unknown) =>
  isPhoto(picture as never) && (picture as { widths: number[] }).widths.length > 0;
/** A post with a photo in its text. */
const figurePost = c.entries.blog.find((e) =>
  e.images.some((image) => image.src.startsWith("/media/")),
);
const photoPages = [
  { kind: "post", path: c.posts.find((p) => raster(p.image))?.href, first: "cover" },
  { kind: "post with a photo in its text", path: figurePost && `/blog/${figurePost.slug}` },
  { kind: "person", path: c.team.find((m) => raster(m.portrait))?.href, first: "portrait" },
  {
    kind: "project",
    // One whose gallery has photos, else one with a cover photo (its cards and gallery show it).
    path: (
      c.projects.find((p) =>
        c.media.galleries.get(p.slug)?.some((photo) => photo && raster(photo)),
      ) ?? c.projects.find((p) => raster(p.image))
    )?.href,
  },
];

/** Every photo of the page's main content, as the browser has it once each has loaded. */
async function loadedPhotos(page: Page) {
  const photos = page.locator("main picture img");
  const count = await photos.count();
  for (let i = 0; i < count; i++) {
    const img = photos.nth(i);
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
  }
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("main picture img")]
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => ({
        current: img.currentSrc,
        slot: img.getBoundingClientRect().width,
        dpr: devicePixelRatio,
        widths: [
          ...(img.parentElement?.querySelector("source")?.srcset.matchAll(/ (\d+)w/g) ?? []),
        ].map((m) => Number(m[1])),
      })),
  );
}

async function open(browser: Browser, path: string, width: number, deviceScaleFactor: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

for (const { kind, path, first } of photoPages) {
  test.describe(`a ${kind}${kind.includes("photo") ? "" : " with photos"}`, () => {
    test.skip(!path, `content/ has no ${kind} with a photo`);

    test("is a <picture> of AVIF, WebP and a fallback, sized, in the HTML itself", async ({
      request,
    }) => {
      const html = await (await request.get(path!)).text();
      const pictures = [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => m[1]!);
      expect(pictures.length).toBeGreaterThan(0);
      const imgs = pictures.map((p) => /<img [^>]*>/i.exec(p)![0]);
      pictures.forEach((picture, i) => {
        for (const type of ["avif", "webp"])
          expect(picture).toMatch(
            new RegExp(
              `<source type="image/${type}" srcset="(/assets/media/[^" ]+-\\d+\\.${type} \\d+w(, )?)+" sizes="[^"]+"`,
              "i",
            ),
          );
        for (const attribute of [
          / src="\/assets\/media\/[^"]+\.(jpg|png)"/,
          / alt="[^"]*"/,
          / width="\d+"/,
          / height="\d+"/,
        ])
          expect(imgs[i]).toMatch(attribute);
      });
      // The page's own picture is in its first view: fetched at once, first. Every other waits.
      if (first) {
        expect(imgs[0]).toMatch(/ fetchpriority="high"/i);
        expect(imgs[0]).not.toContain("loading=");
      }
      for (const img of first ? imgs.slice(1) : imgs) expect(img).toContain('loading="lazy"');
    });

    for (const [width, dpr] of [
      [390, 3],
      [1440, 1],
    ] as const) {
      test(`at ${width} px (${dpr}×) the browser fetches a size that fits each slot, and nothing moves`, async ({
        browser,
      }) => {
        const { page, context } = await open(browser, path!, width, dpr);
        await page.evaluate(() => {
          (window as unknown as { __shifts: unknown[] }).__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              sources: { node?: Node }[];
            }[])
              (window as unknown as { __shifts: unknown[] }).__shifts.push({
                value: entry.value,
                nodes: entry.sources.map(
                  (s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "",
                ),
              });
          }).observe({ type: "layout-shift", buffered: true });
        });
        // Each photo's box as laid out before it arrives (the lazy ones have not been fetched).
        const boxes = () =>
          page.evaluate(() =>
            [...document.querySelectorAll("main picture img")].map((img) => {
              const { width, height } = img.getBoundingClientRect();
              return `${Math.round(width)}×${Math.round(height)}`;
            }),
          );
        const before = await boxes();
        const photos = await loadedPhotos(page);
        expect(await boxes(), "the same boxes once every photo has arrived").toEqual(before);
        expect(photos.length).toBeGreaterThan(0);
        for (const photo of photos) {
          const chosen = Number(/-(\d+)\.(avif|webp|jpg|png)$/.exec(photo.current)?.[1]);
          expect(photo.current, "AVIF, the first format the browser takes").toMatch(/\.avif$/);
          const needed = photo.slot * photo.dpr;
          expect(
            chosen,
            `${photo.current} for a ${photo.slot} px slot at ${photo.dpr}×`,
          ).toBeLessThanOrEqual(2 * needed);
          // And not much less than the slot needs, unless it is the largest there is.
          if (chosen < Math.max(...photo.widths))
            expect(
              chosen,
              `${photo.current} for a ${photo.slot} px slot at ${photo.dpr}×`,
            ).toBeGreaterThanOrEqual(needed / 2);
        }
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
        );
        expect(shifts.filter((s) => s.nodes.some((n) => /^<(img|picture)/.test(n)))).toEqual([]);
        expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.01);
        await context.close();
      });
    }
  });
}

test("a photo far down a page is not fetched until the visitor scrolls to it", async ({
  browser,
}) => {
  test.skip(!figurePost, "content/ has no post with a photo in its text");
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/media/")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`/blog/${figurePost!.slug}`);
  await page.waitForLoadState("networkidle");
  const figure = page.locator("main .prose picture img").first();
  const { top, stem } = await figure.evaluate((img: HTMLImageElement) => ({
    top: img.getBoundingClientRect().top,
    stem: img.getAttribute("src")!.replace(/-\d+\.(jpg|png)$/, ""),
  }));
  // Further than Chromium's lazy-loading distance (up to 2,500 px on slow connections).
  expect(top).toBeGreaterThan(3 * 844);
  expect(fetched.filter((url) => url.startsWith(stem))).toEqual([]);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveJSProperty("complete", true);
  expect(fetched.filter((url) => url.startsWith(stem)).length).toBeGreaterThan(0);
  await context.close();
});

/** A project whose gallery has a photo with alt text (the sidebar's pictures, not its text's). */
const galleryProject = c.projects
  .map((p) => projectDetail(p.slug, c))
  .find((detail) =>
    detail?.gallery.some(
      (f) => typeof f.image !== "string" && f.image.widths.length && f.image.alt,
    ),
  );

test("a project's gallery photos open at their largest size, named by what they show", async ({
  page,
  request,
}) => {
  test.skip(!galleryProject, "content/ has no project with a photo in its gallery");
  await page.goto(galleryProject!.href);
  const figures = page.getByRole("main").locator("figure:not(.prose figure)");
  await expect(figures).toHaveCount(galleryProject!.gallery.length);
  for (const [index, { image }] of galleryProject!.gallery.entries()) {
    const link = figures.nth(index).getByRole("link");
    if (typeof image === "string" || !image.alt) {
      await expect(link, "a drawing, or a photo without alt text, opens nothing").toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAccessibleName(image.alt);
    const answer = await request.get((await link.getAttribute("href"))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^image\//);
    const { width } = await sharp(await answer.body()).metadata();
    expect(width, "the largest size the build made of it").toBe(Math.max(...image.widths));
    expect(width).toBeLessThanOrEqual(image.width);
  }
});

// A photo stands where a drawn portrait or cover would: in a grid of portraits (the team page's
// hiring band) or a row with gaps (a byline), its <source>s take no cell and no gap of their own.
test("a photo's <source>s take no place in the layout around it", async ({ page }) => {
  const paths = [...new Set([...photoPages.map((p) => p.path), "/team"].filter(Boolean))];
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of paths) {
    await page.goto(path!);
    const laidOut = await page.evaluate(() =>
      [...document.querySelectorAll("picture > source")]
        .filter((source) => source.getClientRects().length > 0)
        .map((source) => `${source.parentElement?.parentElement?.className}`),
    );
    expect(laidOut, `${path}: <source>s with a box of their own`).toEqual([]);
  }
});
