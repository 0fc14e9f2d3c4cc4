// `npm run bench:scale -- 100 1000 3000`: how the build grows with the blog. In a throw-away copy
// of the project (the working tree, uncommitted changes included), it adds N posts (copies of
// the sample posts with new slugs, titles and dates), then builds twice: cold (empty build
// cache) and warm (nothing changed). It first builds the copy as it is (N = 0), so the cost of
// each added post is (cold build with N - cold build with 0) / N. Prints wall seconds and the peak
// memory of the whole build (every process of it, summed), sampled every 200 ms.
// KEEP=1 keeps the copies and their build logs. See docs/performance.md for results.
//
// `--photos` also builds each N with a cover photo on every added post (a 2,400 × 1,500 JPEG of
// its own, made from the sample's screenshots before the build is timed), the copies with and
// without photos built in turn; `--rounds=2` repeats that, so a busy spell of the machine lands
// on both. The photo builds print how many pictures their warm build encoded (none, when the
// cache works).
import { spawn, execFileSync } from "node:child_process";
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
import { projectRoot } from "./build-dir.mjs";

const args = process.argv.slice(2);
const counts = args.map(Number).filter((n) => Number.isInteger(n) && n >= 0);
if (!counts.length) counts.push(1000);
const withPhotos = args.includes("--photos");
const rounds = Number(args.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 1);

/** A copy of the working tree (tracked and new files, not ignored ones), node_modules linked. */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), "finlo-scale-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(projectRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(dir, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"));
  // The git history gives members, services and projects their sitemap dates.
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "bench"], {
    cwd: dir,
  });
  return dir;
}

/**
 * N posts: the sample posts in turn, each with a new slug, a numbered title and an earlier date;
 * with `photos`, each with a cover photo of its own in content/media/bench/.
 */
async function addPosts(dir, n, photos = false) {
  const blog = join(dir, "content/blog");
  const samples = readdirSync(blog)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ slug: name.slice(0, -3), text: readFileSync(join(blog, name), "utf8") }));
  if (photos) await benchPhotos(dir, n);
  for (let i = 1; i <= n; i++) {
    const { slug, text } = samples[i % samples.length];
    const date = new Date(Date.UTC(2026, 9, 28) - i * 86400000).toISOString().slice(0, 10);
    let post = text
      .replace(/^title: "(.*)"$/m, (_, title) => `title: "${title} (${i})"`)
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^updated: .*\n/m, "")
      .replace(/^featured: true\n/m, "");
    if (photos)
      post = post
        .replace(/^cover(Alt|Focus|Decorative)?: .*\n/gm, "")
        .replace(/^---\n([\s\S]*?)\n---/, (_, front) => `---\n${front}\ncover: /media/bench/post-${i}.jpg\ncoverAlt: "Bench picture ${i}"\n---`);
    writeFileSync(join(blog, `${slug}-${i}.md`), post);
  }
}

/**
 * N different 2,400 × 1,500 JPEGs (what content/README.md asks owners to upload), each a
 * screenshot of the sample's with its colours turned, so that no two share a cache entry.
 */
async function benchPhotos(dir, n) {
  const { default: sharp } = await import("sharp");
  const media = join(dir, "content/media");
  const sources = readdirSync(media, { recursive: true })
    .filter((name) => /\.jpe?g$/.test(name))
    .map((name) => join(media, name));
  mkdirSync(join(media, "bench"), { recursive: true });
  const bases = await Promise.all(
    sources.map((file) => sharp(file).resize(2400, 1500, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true })),
  );
  const queue = Array.from({ length: n }, (_, i) => i + 1);
  const worker = async () => {
    for (let i = queue.shift(); i; i = queue.shift()) {
      const { data, info } = bases[i % bases.length];
      await sharp(data, { raw: info })
        .modulate({ hue: (i * 7) % 360, brightness: 0.9 + ((i * 13) % 20) / 100 })
        .jpeg({ quality: 85 })
        .toFile(join(media, "bench", `post-${i}.jpg`));
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Every process under `root` (itself included), from /proc. */
function tree(root) {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []));
  return all;
}

const rssBytes = (pid) => {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096;
  } catch {
    return 0;
  }
};

/**
 * The build's steps, by the line each prints last (postbuild runs from seo-files to the end).
 * React Router prerenders inside its server bundle's build, so the two are one step.
 */
const STEPS = {
  "icons+font": /^font: /m,
  "bundles+prerender": /built in/,
  "seo-files": /^seo-files: /m,
};

/** `npm run build` in `dir`: wall seconds and the peak summed memory of its processes. */
function build(dir, cache, log) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "build"], {
      cwd: dir,
      env: { ...process.env, BUILD_CACHE: cache, BUILD_DIR: "build" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let encoded = 0;
    // When each step's first and last line appeared, for the breakdown.
    const marks = {};
    const mark = (chunk) => {
      output += chunk;
      const at = (performance.now() - started) / 1000;
      for (const [step, pattern] of Object.entries(STEPS))
        if (pattern.test(chunk)) (marks[step] ??= [at, at])[1] = at;
    };
    child.stdout.on("data", mark);
    child.stderr.on("data", mark);
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, tree(child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0));
    }, 200);
    child.on("close", (code) => {
      clearInterval(timer);
      writeFileSync(log, output);
      if (code !== 0) return reject(new Error(`the build failed (${log})`));
      // What the photo pipeline encoded (nothing, when every picture is in the cache).
      for (const m of output.matchAll(/^media: (\d+) pictures? encoded/gm)) encoded += Number(m[1]);
      const seconds = (performance.now() - started) / 1000;
      // Each step from the previous one's last line to its own last line.
      const ends = [0, ...Object.keys(STEPS).map((step) => marks[step]?.[1] ?? 0), seconds];
      const steps = Object.fromEntries(
        [...Object.keys(STEPS), "postbuild"].map((step, i) => [step, Math.max(0, ends[i + 1] - ends[i])]),
      );
      resolve({ seconds, peakMB: peak / 1e6, steps, encoded });
    });
  });
}

const fmt = (n, digits = 1) => n.toFixed(digits);
console.log(
  `bench:scale ${counts.join(", ")} posts${withPhotos ? ", without and with a cover photo each" : ""}, plus the sample as it is (cold: empty build cache)`,
);
const rows = [];
let base;
const runs = [{ n: 0, photos: false }];
for (const n of counts.filter((n) => n > 0))
  for (let round = 0; round < rounds; round++)
    runs.push({ n, photos: false }, ...(withPhotos ? [{ n, photos: true }] : []));
for (const { n, photos } of runs) {
  const dir = copyProject();
  await addPosts(dir, n, photos);
  const cache = join(dir, ".build-cache");
  const cold = await build(dir, cache, join(dir, "build-cold.log"));
  const warm = await build(dir, cache, join(dir, "build-warm.log"));
  const pages = readFileSync(join(dir, "build-cold.log"), "utf8").match(/Prerender \(html\)/g)?.length ?? 0;
  if (n === 0) base = cold;
  const perPost = n ? (cold.seconds - base.seconds) / n : undefined;
  rows.push({ n, photos, pages, cold, warm, perPost });
  console.log(
    `${String(n).padStart(5)} posts${photos ? " with photos" : ""}, ${pages} pages: cold ${fmt(cold.seconds)} s (peak ${fmt(cold.peakMB, 0)} MB), ` +
      `warm ${fmt(warm.seconds)} s (peak ${fmt(warm.peakMB, 0)} MB)` +
      (perPost === undefined ? "" : `, ${fmt(perPost, 3)} s per added post cold, ${fmt(cold.seconds / n, 3)} s per post overall`) +
      `; pictures encoded: ${cold.encoded} cold, ${warm.encoded} warm`,
  );
  for (const [name, run] of [["cold", cold], ["warm", warm]])
    console.log(
      `        ${name}: ${Object.entries(run.steps).map(([step, t]) => `${step} ${fmt(t)} s`).join(", ")}`,
    );
  if (process.env.KEEP) console.log(`  kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

console.log("\n| posts | photos | pages | cold s | warm s | s per added post (cold) | peak MB (cold) | peak MB (warm) | encoded cold / warm |");
console.log("| ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const { n, photos, pages, cold, warm, perPost } of rows)
  console.log(
    `| ${n} | ${photos ? "yes" : "no"} | ${pages} | ${fmt(cold.seconds)} | ${fmt(warm.seconds)} | ${perPost === undefined ? "–" : fmt(perPost, 3)} | ${fmt(cold.peakMB, 0)} | ${fmt(warm.peakMB, 0)} | ${cold.encoded} / ${warm.encoded} |`,
  );
