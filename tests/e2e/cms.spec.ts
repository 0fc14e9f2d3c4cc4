import { expect, test, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import exifReader from "exif-reader";
import sharp from "sharp";
import { parse } from "yaml";
import { frontmatterProblems } from "../../app/content/collections/validate";
import { itemBase } from "../../app/content/collections/schemas.server";
import { axeViolations, tabTo } from "./a11y-helpers";

/**
 * The browser editor (docs/cms.md), end to end: `npm run cms` on a throw-away copy of the
 * project, Decap CMS in Chromium writing through decap-server into the copy's content/, and one
 * production build of the copy serving what was written.
 */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_CMS_PORT || Number(process.env.E2E_PORT || 4310) + 8);
const cmsPort = Number(process.env.CMS_PORT || 8081);
const editor = `http://127.0.0.1:${port}/admin`;

/** A copy of the working tree (tracked and new files), node_modules linked, with its own git history. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "finlo-cms-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: projectRoot,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(projectRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(dir, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"));
  // The compiled messages, made from the same message files (git ignores them): the copy's build
  // finds them current by their stamp and skips the compile.
  if (existsSync(join(projectRoot, "app/paraglide")))
    cpSync(join(projectRoot, "app/paraglide"), join(dir, "app/paraglide"), { recursive: true });
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  execFileSync(
    "git",
    ["-c", "user.name=e2e", "-c", "user.email=e2e@example.com", "commit", "-qm", "copy"],
    { cwd: dir },
  );
  return dir;
}

async function waitFor(url: string, timeout: number) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${timeout / 1000}s`);
}

const frontmatter = (text: string) =>
  parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>;
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, "");

let dir: string;
let cms: ChildProcess | undefined;
/** The project the editor removed: the build has no page for it. */
let removed: string | undefined;
const read = (file: string) => readFileSync(join(dir, file), "utf8");

/**
 * The file once the editor's save has written it whole: decap-server truncates, then writes, so a
 * read in between sees an empty or partial file. Waits until it holds `expected`, its
 * frontmatter is closed, and a second read a moment later finds the same bytes.
 */
async function saved(file: string, expected: string, before?: string) {
  let text = "";
  await expect
    .poll(
      async () => {
        if (!existsSync(join(dir, file))) return false;
        text = read(file);
        if (text === before || !text.includes(expected) || !/^---\n[\s\S]*?\n---\n/.test(text))
          return false;
        await new Promise((resolve) => setTimeout(resolve, 250));
        return read(file) === text;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

async function openEditor(page: Page, hash: string) {
  await page.goto(editor);
  // The local backend has no account: Login once; the editor remembers it in this browser.
  const login = page.getByRole("button", { name: "Login" });
  await login
    .or(page.getByRole("link", { name: "Blog posts" }))
    .first()
    .waitFor();
  if (await login.isVisible()) await login.click();
  await page.goto(`${editor}${hash}`);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test.describe.configure({ mode: "serial" });
test.describe("the browser editor on a copy of the project", () => {
  test.skip(({ browserName }) => browserName !== "chromium");

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    dir = copyProject();
    cms = spawn(process.execPath, ["scripts/cms.mjs"], {
      cwd: dir,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, PORT: String(port), CMS_PORT: String(cmsPort) },
    });
    await waitFor(`http://127.0.0.1:${port}/admin`, 300_000);
    await waitFor(`http://127.0.0.1:${port}/`, 120_000);
  });

  test.afterAll(() => {
    if (cms?.pid)
      try {
        process.kill(-cms.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("the local backend listens on 127.0.0.1 only", async () => {
    // ss: "LISTEN 0 511 127.0.0.1:8081 0.0.0.0:*"; the fourth column is the address it listens on.
    const listening = execFileSync("ss", ["-ltnH", `sport = :${cmsPort}`], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/)[3]);
    expect(listening).toEqual([`127.0.0.1:${cmsPort}`]);
  });

  test("creates a post with a cover photo and alt text, which passes the content rules", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // As content/README.md says: the collection, then its New button.
    await openEditor(page, "#/collections/blog");
    const newPost = page.getByRole("link", { name: "New Blog post", exact: true });
    await expect(newPost).toHaveText("New Blog post");
    await newPost.click();
    const title = "Planning a quarter in one afternoon";
    await page.getByLabel("Title", { exact: true }).first().fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .first()
      .fill("A short routine for the next ninety days.");
    await page.getByLabel("Date", { exact: true }).first().fill("2026-11-20");
    await page.getByLabel("Author", { exact: true }).first().click();
    await page.keyboard.type("Priya");
    await page.getByText("Priya Raman", { exact: true }).last().click();
    await page.getByLabel("Category", { exact: true }).first().click();
    await page.keyboard.press("Enter");
    await page
      .getByRole("button", { name: /Add tags/i })
      .first()
      .click();
    await page.getByLabel("Tags", { exact: true }).first().fill("planning");

    // The cover: a photo uploaded into the media library, then its alt text. It comes as a phone
    // writes it: lying on its side (EXIF orientation 6), with a GPS position and the camera's name.
    const upload = join(dir, "quarter-planning.jpg");
    const source = await sharp(join(dir, "content/media/blog/spending-by-category.jpg")).metadata();
    await sharp(join(dir, "content/media/blog/spending-by-category.jpg"))
      .withExif({
        IFD0: { Make: "Finlo Test", Model: "Phone 1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toFile(upload);
    expect(exifReader((await sharp(upload).metadata()).exif!).GPSInfo).toBeTruthy();
    // What leaves the browser: on the live site these bytes go to GitHub's or GitLab's API as they
    // are, so they must already be stripped (admin/strip.ts); here they go to the local proxy.
    const sent: Buffer[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().endsWith("/api/v1")) return;
      const { params } = request.postDataJSON() as {
        params?: {
          asset?: { path: string; content: string };
          assets?: { path: string; content: string }[];
        };
      };
      for (const asset of [params?.asset, ...(params?.assets ?? [])])
        if (asset?.path.endsWith("quarter-planning.jpg"))
          sent.push(Buffer.from(asset.content, "base64"));
    });
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page
      .getByLabel("Cover alt (optional)", { exact: true })
      .first()
      .fill("A bar chart of spending by category");

    // The body in Markdown, the editor's first mode: a heading and a link, kept as typed.
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type(
      "Plan once, then adjust.\n\n## Start with cash\n\nSee [our pricing](/pricing) first.",
    );
    // The preview draws the body with the build's rendering: the heading's id and its "#" link.
    if (!(await page.locator("iframe").count()))
      await page.getByRole("button", { name: "Toggle preview" }).first().click();
    await expect(
      page.frameLocator("iframe").first().locator("h2#start-with-cash > a.heading-anchor"),
    ).toHaveCount(1);
    // The author by name, as the post's page shows them, not by their file name.
    await expect(
      page
        .frameLocator("iframe")
        .first()
        .getByText(/ · Priya Raman · /),
    ).toBeVisible();

    await publish(page);
    const file = "content/blog/planning-a-quarter-in-one-afternoon.md";
    const data = frontmatter(await saved(file, title));
    expect(data).toMatchObject({
      title,
      date: "2026-11-20",
      author: "priya-raman",
      tags: ["planning"],
      cover: "/media/blog/quarter-planning.jpg",
      coverAlt: "A bar chart of spending by category",
    });
    expect(data).not.toHaveProperty("updated");
    expect(bodyOf(read(file))).toContain("\n## Start with cash\n");
    expect(existsSync(join(dir, "content/media/blog/quarter-planning.jpg"))).toBe(true);
    // The browser sent it upright, at its full size, with no metadata at all; the proxy then had
    // nothing left to strip and wrote those bytes as they came.
    expect(sent.length).toBeGreaterThan(0);
    for (const bytes of sent) {
      const info = await sharp(bytes).metadata();
      expect(info).toMatchObject({ format: "jpeg", width: source.height, height: source.width });
      expect([info.exif, info.xmp, info.iptc, info.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(
      readFileSync(join(dir, "content/media/blog/quarter-planning.jpg")).equals(sent.at(-1)!),
    ).toBe(true);
    // No translation was written: the German site shows the English post until one is.
    expect(existsSync(join(dir, "content/de/blog/planning-a-quarter-in-one-afternoon.md"))).toBe(
      false,
    );
    // The build's own check of every file.
    execFileSync(process.execPath, ["scripts/content-check.mjs"], { cwd: dir, stdio: "pipe" });

    // Opened again in a new page (nothing in memory), the preview shows the saved photo, read
    // from the repository: the site publishes no original at /media/.
    const again = await page.context().newPage();
    await openEditor(again, "#/collections/blog/entries/planning-a-quarter-in-one-afternoon");
    await again.getByLabel("Title", { exact: true }).first().waitFor();
    if (!(await again.locator("iframe").count()))
      await again.getByRole("button", { name: "Toggle preview" }).first().click();
    const cover = again
      .frameLocator("iframe")
      .first()
      .getByRole("img", { name: "A bar chart of spending by category" });
    await expect(cover).toHaveAttribute("src", /^blob:/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await again.close();
  });

  test("saves a change to an existing post, project and service (relations, an empty optional group)", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const first = (collection: string, skip: (text: string) => boolean = () => false) =>
      readdirSync(join(dir, "content", collection))
        .filter((name) => name.endsWith(".md"))
        .sort()
        .find((name) => !skip(read(`content/${collection}/${name}`)))!
        .slice(0, -3);
    const items = [
      // An author and a project's services are relations, which Decap wrote into every language.
      ["blog", first("blog", (text) => /^draft: true/m.test(text))],
      ["portfolio", first("portfolio", (text) => /^draft: true/m.test(text))],
      // A service without a video: the group's fields were required even when it was left out.
      ["services", first("services", (text) => /^video:/m.test(text))],
    ] as const;
    for (const [collection, slug] of items) {
      const file = `content/${collection}/${slug}.md`;
      const german = `content/de/${collection}/${slug}.md`;
      const before = read(file);
      const germanBefore = existsSync(join(dir, german)) ? read(german) : undefined;
      await openEditor(page, `#/collections/${collection}/entries/${slug}`);
      // Opened and untouched, it has no unsaved changes: a relation, loaded, once set itself in
      // the German column, where it is hidden, and every post and project opened as changed.
      const related = frontmatter(before) as { author?: string; services?: string[] };
      const shown = related.author
        ? frontmatter(read(`content/team/${related.author}.md`)).name
        : related.services
          ? frontmatter(read(`content/services/${related.services[0]}.md`)).title
          : undefined;
      if (shown) await expect(page.getByText(String(shown)).first()).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByText("Unsaved changes")).toHaveCount(0);
      const description = page.getByLabel("Description", { exact: true }).first();
      await description.click();
      await page.keyboard.press("End");
      await page.keyboard.type(" Edited.");
      await publish(page);
      const after = await saved(file, " Edited.", before);
      expect(
        after.split("\n").filter((line, i) => line !== before.split("\n")[i]),
        file,
      ).toHaveLength(1);
      // The translation (or its absence) is as it was: nothing of the original copied into it.
      expect(existsSync(join(dir, german)) ? read(german) : undefined, german).toBe(germanBefore);
      // Saved, it links to its page on the site the editor is served from.
      const live = page.getByRole("link", { name: "View Live" });
      const href = `http://127.0.0.1:${port}${itemBase[collection]}/${slug}`;
      await expect(live).toHaveAttribute("href", href);
      expect((await fetch(href)).status, href).toBe(200);
    }

    // A project removed, opened at its own address after a save (its list never loaded): both
    // languages' files go and the editor returns to the list. It said "Failed to delete entry"
    // and stayed on the project, whose next Publish wrote it back.
    const links = readdirSync(join(dir, "content"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".md") && name !== "README.md")
      .map((name) => read(`content/${name}`))
      .concat(existsSync(join(dir, "content/redirects.yaml")) ? read("content/redirects.yaml") : "")
      .join("\n");
    removed = readdirSync(join(dir, "content/portfolio"))
      .map((name) => name.slice(0, -3))
      .reverse()
      .find(
        (slug) =>
          !new RegExp(`(?<![\\w/-])/portfolio/${slug}(?![\\w-])`).test(links) &&
          !items.some(([, s]) => s === slug),
      );
    expect(removed, "a project no page links to").toBeTruthy();
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${editor}#/collections/portfolio/entries/${removed}`);
    await page.getByRole("button", { name: "Delete entry" }).click();
    await expect(page).toHaveURL(/#\/collections\/portfolio$/);
    await expect(page.getByText(/Failed to delete/)).toHaveCount(0);
    expect(existsSync(join(dir, `content/portfolio/${removed}.md`))).toBe(false);
    expect(existsSync(join(dir, `content/de/portfolio/${removed}.md`))).toBe(false);
  });

  test("changes a job's salary and a person's German role, and nothing else", async ({ page }) => {
    test.setTimeout(120_000);
    const jobFile = "content/careers/account-executive.md";
    const jobBefore = read(jobFile);
    await openEditor(page, "#/collections/careers/entries/account-executive");
    const max = page.getByLabel("Max", { exact: true }).first();
    await max.fill("95000");
    await publish(page);
    const jobAfter = await saved(jobFile, "max: 95000", jobBefore);
    expect(jobAfter.split("\n").filter((line, i) => line !== jobBefore.split("\n")[i])).toEqual([
      "  max: 95000",
    ]);

    const slug = readdirSync(join(dir, "content/de/team"))[0]!.slice(0, -3);
    const german = `content/de/team/${slug}.md`;
    const english = `content/team/${slug}.md`;
    const [germanBefore, englishBefore] = [read(german), read(english)];
    await openEditor(page, `#/collections/team/entries/${slug}`);
    const role = page.getByLabel("Role", { exact: true }).nth(1);
    await role.fill("Leiterin Finanzen");
    await publish(page);
    const germanAfter = await saved(german, "role: Leiterin Finanzen", germanBefore);
    expect(frontmatter(germanAfter)).toEqual({
      ...frontmatter(germanBefore),
      role: "Leiterin Finanzen",
    });
    expect(bodyOf(germanAfter)).toBe(bodyOf(germanBefore));
    expect(
      germanAfter.split("\n").filter((line, i) => line !== germanBefore.split("\n")[i]),
    ).toEqual(["role: Leiterin Finanzen"]);
    expect(read(english)).toBe(englishBefore);
  });

  test("the login and an entry with its preview work with the keyboard alone", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A fresh browser: the login screen first.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(editor);
    const login = page.getByRole("button", { name: "Login" });
    await login.waitFor();
    // The editor's entry page names itself (an h1) and has its main landmark.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/content editor/i);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, login, { max: 10 });
    await page.keyboard.press("Enter");
    const posts = page.getByRole("link", { name: "Blog posts" });
    await tabTo(page, posts, { max: 30 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/collections\/blog$/);
    // The first post in the list, opened with Enter; its title field is reached with Tab; the
    // preview, opened with its button, shows what was typed.
    const entry = page.locator('a[href*="/collections/blog/entries/"]').first();
    await tabTo(page, entry, { max: 60 });
    await page.keyboard.press("Enter");
    const title = page.getByLabel("Title", { exact: true }).first();
    await tabTo(page, title, { max: 40 });
    await page.keyboard.press("End");
    await page.keyboard.type(" (draft)");
    const toggle = page.getByRole("button", { name: "Toggle preview" }).first();
    await tabTo(page, toggle, { max: 60, back: true });
    await page.keyboard.press("Enter");
    await expect(
      page.frameLocator("iframe").first().getByRole("heading", { level: 1 }),
    ).toContainText("(draft)");
    await context.close();
  });

  test("refuses a job that closes before it opens, with the build's message", async ({ page }) => {
    test.setTimeout(120_000);
    const jobFile = "content/careers/account-executive.md";
    const before = read(jobFile);
    await openEditor(page, "#/collections/careers/entries/account-executive");
    await page.getByLabel("Valid through", { exact: true }).first().fill("2026-01-01");
    await publish(page);
    await expect(
      page.getByText(
        'content/careers/account-executive.md: field "validThrough": is before datePosted',
      ),
    ).toBeVisible();
    expect(read(jobFile)).toBe(before);
  });

  test("refuses a picture pasted from another site, in the build's words", async ({ page }) => {
    test.setTimeout(120_000);
    const slug = "planning-a-quarter-in-one-afternoon";
    const file = `content/blog/${slug}.md`;
    const before = read(file);
    await openEditor(page, `#/collections/blog/entries/${slug}`);
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n\n![A chart](https://example.com/chart.png)");
    await publish(page);
    await expect(
      page.getByText(
        `${file}: image https://example.com/chart.png: pictures are files of the site: put it in content/media/`,
      ),
    ).toBeVisible();
    expect(read(file)).toBe(before);
  });

  test("refuses a cut-short photo in the browser, before it is sent anywhere", async ({ page }) => {
    test.setTimeout(120_000);
    const whole = readFileSync(join(dir, "content/media/blog/spending-by-category.jpg"));
    const upload = join(dir, "cut-short.jpg");
    writeFileSync(upload, whole.subarray(0, whole.length >> 1));
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && (request.postData() ?? "").includes("cut-short.jpg"))
        sent.push(request.url());
    });
    // The media library opened from the header uploads at once (in an entry it waits for the save).
    await openEditor(page, "#/collections/blog");
    await page.getByRole("button", { name: "Media" }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    const notice = page.getByText(
      /^Failed to persist media: cut-short\.jpg cannot be decoded: the file is damaged or cut short/,
    );
    await expect(notice).toBeVisible();
    // On top of the media library it was sent from (once it has slid in), not dimmed behind it.
    await expect(async () => {
      const onTop = await notice.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.bottom - 4));
      });
      expect(onTop).toBe(true);
    }).toPass();
    expect(sent).toEqual([]);
    expect(existsSync(join(dir, "content/media/blog/cut-short.jpg"))).toBe(false);
  });

  test("refuses a post without a title, in the build's words", async ({ page }) => {
    test.setTimeout(120_000);
    const before = readdirSync(join(dir, "content/blog")).sort();
    // What the build says of a post file without a title (any post of the copy, title removed).
    const { title: _title, ...untitled } = frontmatter(read(`content/blog/${before[0]}`));
    const build = frontmatterProblems("blog", "content/blog/untitled.md", untitled).problems;
    expect(build.map((p) => p.field)).toEqual(["title"]);
    const [said, what] = /^(\w+) \(the field: (.+)\)$/.exec(build[0]!.message)!.slice(1);

    await openEditor(page, "#/collections/blog/new");
    await page.getByLabel("Description", { exact: true }).first().fill("No title here.");
    await publish(page);
    // The editor says it under the field, whose help text is what the build adds in brackets.
    await expect(page.getByText(said!, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(what!, { exact: true }).first()).toBeVisible();
    expect(readdirSync(join(dir, "content/blog")).sort()).toEqual(before);
  });

  test("adds a moved page, refusing an address the hosts could not match, with the build's words", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const file = "content/redirects.yaml";
    const before = existsSync(join(dir, file)) ? read(file) : "";
    await openEditor(page, "#/collections/redirects/entries/redirects");
    await page.getByRole("button", { name: /^Add moved page/ }).click();
    await page.getByLabel("Old address", { exact: true }).last().fill("/blog/old quarter plan");
    await page
      .getByLabel("New page", { exact: true })
      .last()
      .fill("/blog/planning-a-quarter-in-one-afternoon");
    await publish(page);
    await expect(
      page.getByText(
        'content/redirects.yaml: field "/blog/old quarter plan": from: an old address is a path of this site',
      ),
    ).toBeVisible();
    expect(existsSync(join(dir, file)) ? read(file) : "").toBe(before);

    const old = page.getByLabel("Old address", { exact: true }).last();
    await old.clear();
    await old.fill("/blog/quarter-plan");
    await publish(page);
    await expect
      .poll(() => (existsSync(join(dir, file)) ? read(file) : ""), { timeout: 20_000 })
      .toContain("from: /blog/quarter-plan\n    to: /blog/planning-a-quarter-in-one-afternoon");
    // The lines already there are kept, and the build's own check passes.
    const { redirects } = parse(read(file)) as { redirects: { from: string; to: string }[] };
    for (const line of (parse(before || "redirects: []") as { redirects: unknown[] }).redirects)
      expect(redirects).toContainEqual(line);
    execFileSync(process.execPath, ["scripts/content-check.mjs"], { cwd: dir, stdio: "pipe" });
  });

  test("a build of the copy serves the new post with its photo through the image pipeline", async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    execFileSync("npm", ["run", "build"], {
      cwd: dir,
      stdio: "pipe",
      env: { ...process.env, BUILD_DIR: "build" },
    });
    const server = spawn(process.execPath, ["scripts/serve.mjs"], {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, PORT: String(port + 1), HOST: "127.0.0.1" },
    });
    try {
      const site = `http://127.0.0.1:${port + 1}`;
      await waitFor(`${site}/`, 60_000);
      const page = await browser.newPage();
      await page.goto(`${site}/blog/planning-a-quarter-in-one-afternoon`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Planning a quarter in one afternoon",
      );
      await expect(page.getByRole("heading", { level: 2, name: "Start with cash" })).toBeVisible();
      await expect(page.getByRole("link", { name: "our pricing" })).toHaveAttribute(
        "href",
        "/pricing",
      );
      const cover = page.getByRole("img", { name: "A bar chart of spending by category" });
      await expect(cover).toBeVisible();
      // Encoded by the pipeline: AVIF and WebP sources from /assets/media/, never the upload itself.
      const sources = await page
        .locator("picture source")
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("srcset") ?? ""));
      expect(sources.join(" ")).toMatch(/\/assets\/media\/.*\.avif/);
      expect(await cover.getAttribute("src")).not.toContain("/media/blog/quarter-planning.jpg");
      await page.goto(
        `${site}/de/team/${readdirSync(join(dir, "content/de/team"))[0]!.slice(0, -3)}`,
      );
      await expect(page.getByText("Leiterin Finanzen").first()).toBeVisible();
      await page.close();
      if (removed) expect((await fetch(`${site}/portfolio/${removed}`)).status).toBe(404);
      // The moved page added in the editor answers with a permanent redirect to the new post.
      const moved = await fetch(`${site}/blog/quarter-plan`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/blog/planning-a-quarter-in-one-afternoon");
    } finally {
      server.kill();
    }
  });
});
