// The sample's pictures, all our own: Chromium screenshots of this very site (its pages and its
// product mock-ups) for the portfolio projects and two posts, a team member's portrait rendered
// from the site's own drawing, and one drawn SVG mark. Written as source files into
// content/media/ (committed; docs/assets.md lists each), where the photo pipeline takes them as
// it takes any owner's upload.
//
//   npm run build && node scripts/sample-pictures.mjs [file …]
//
// It serves build/ itself (scripts/serve.mjs on PORT, default 4399). Give file names (as in the
// list below) to redo only those. Sources are at most 2,400 px wide: JPEG for screenshots, PNG
// where a picture has transparency.
import { spawn } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { runnerImport } from "vite";
import { projectRoot } from "./build-dir.mjs";

const port = Number(process.env.PORT || 4399);
const base = `http://127.0.0.1:${port}`;
const out = join(projectRoot, "content/media");
const MAX_WIDTH = 2400;

/**
 * What each picture is: a page's first view (`path` at `width` × `height`), or one of its product
 * mock-ups (`mockup`: the start of its accessible name), in the light or dark theme.
 */
const pictures = [
  {
    file: "portfolio/budget-dashboard-budgets.jpg",
    path: "/",
    mockup: "Preview of Finlo's budgets",
  },
  {
    file: "portfolio/budget-dashboard-spending.jpg",
    path: "/",
    mockup: "Preview of Finlo's spending breakdown",
    scheme: "dark",
  },
  { file: "portfolio/creative-work-phones.png", phones: ["/", "/pricing", "/blog"] },
  {
    file: "portfolio/development-analytics.jpg",
    path: "/home-3",
    mockup: "Preview of the Finlo analytics dashboard",
  },
  {
    file: "portfolio/digital-art-about.jpg",
    path: "/about-us",
    width: 1440,
    height: 900,
    scheme: "dark",
  },
  { file: "portfolio/e-commerce-system-pricing.jpg", path: "/pricing", width: 1440, height: 900 },
  {
    file: "portfolio/fintech-app-kit-sign-up.jpg",
    path: "/sign-up",
    width: 1440,
    height: 900,
    scheme: "dark",
  },
  { file: "portfolio/ledger-rebrand-team.jpg", path: "/team", width: 1440, height: 900 },
  { file: "portfolio/ledger-rebrand-mark.svg", svg: ledgerMark },
  { file: "portfolio/saas-launch-site-home.jpg", path: "/home-3", width: 1440, height: 900 },
  {
    file: "blog/crm-pipeline-board.jpg",
    path: "/home-2",
    mockup: "Preview of the Finlo CRM pipeline board",
  },
  {
    file: "blog/spending-by-category.jpg",
    path: "/",
    mockup: "Preview of Finlo's spending breakdown",
  },
  {
    file: "team/lucas-meyer.jpg",
    portrait: "Lucas Meyer",
    parts: {
      background: "tint-violet",
      shirt: "accent-navy",
      skin: "skin-2",
      hair: "hair-grey",
      hairStyle: "short",
    },
  },
];

const only = process.argv.slice(2);
const server = spawn(process.execPath, [join(projectRoot, "scripts/serve.mjs")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => String(d).includes("Serving") && resolve());
  server.on("exit", (code) =>
    reject(new Error(`scripts/serve.mjs exited with ${code}: run npm run build first`)),
  );
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

try {
  for (const picture of pictures) {
    if (only.length && !only.includes(picture.file)) continue;
    const bytes = await make(picture);
    const target = join(out, picture.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    const { width, height } = picture.svg
      ? { width: "svg", height: "" }
      : await sharp(bytes).metadata();
    console.log(
      `content/media/${picture.file}: ${width}${height ? ` × ${height}` : ""}, ${Math.round(statSync(target).size / 1024)} KB`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}

async function make(picture) {
  if (picture.svg) return Buffer.from(picture.svg());
  if (picture.phones) return phones(picture.phones);
  if (picture.portrait) return portrait(picture.portrait, picture.parts);
  const page = await browser.newPage({
    viewport: {
      width: picture.width ?? 1440,
      height: picture.height ?? (picture.mockup ? 1400 : 900),
    },
    // Mock-ups at 3×: a 540 px wide one still makes a cover 1,600 px wide.
    deviceScaleFactor: picture.mockup ? 3 : 2,
    colorScheme: picture.scheme ?? "light",
    reducedMotion: "reduce",
  });
  await page.goto(base + picture.path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  let shot;
  if (picture.mockup) {
    const mockup = page.getByRole("img", { name: picture.mockup }).first();
    // At the top of the view, so the clip around it is on screen whole.
    await mockup.evaluate((el) => scrollBy(0, el.getBoundingClientRect().top - 120));
    // The mock-up with every part that sticks out of it (a tilted card, a floating badge).
    const box = await mockup.evaluate((root) => {
      const rects = [root, ...root.querySelectorAll("*")]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width && r.height);
      const x = Math.min(...rects.map((r) => r.left));
      const y = Math.min(...rects.map((r) => r.top));
      return {
        x,
        y,
        width: Math.max(...rects.map((r) => r.right)) - x,
        height: Math.max(...rects.map((r) => r.bottom)) - y,
      };
    });
    // A margin of the page around the mock-up, so its shadow and tilted parts are whole.
    const margin = 48;
    shot = await page.screenshot({
      clip: {
        x: Math.max(0, box.x - margin),
        y: Math.max(0, box.y - margin),
        width: box.width + 2 * margin,
        height: box.height + 2 * margin,
      },
    });
  } else shot = await page.screenshot();
  await page.close();
  return sharp(shot)
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 84, chromaSubsampling: "4:4:4", mozjpeg: true })
    .toBuffer();
}

/** Three phone-sized screenshots side by side, with rounded corners, on a transparent canvas. */
async function phones(paths) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    reducedMotion: "reduce",
  });
  const shots = [];
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    shots.push(await page.screenshot());
  }
  await page.close();
  const phoneWidth = 560;
  const phoneHeight = Math.round((phoneWidth * 844) / 390);
  const radius = 56;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${phoneWidth}" height="${phoneHeight}"><rect width="${phoneWidth}" height="${phoneHeight}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const rounded = await Promise.all(
    shots.map((shot) =>
      sharp(shot)
        .resize(phoneWidth, phoneHeight)
        .composite([{ input: mask, blend: "dest-in" }])
        .png()
        .toBuffer(),
    ),
  );
  const width = 2000;
  const height = 1500;
  const gap = 80;
  const left = Math.round((width - 3 * phoneWidth - 2 * gap) / 2);
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(
      rounded.map((input, i) => ({
        input,
        left: left + i * (phoneWidth + gap),
        // The middle phone stands higher.
        top: Math.round((height - phoneHeight) / 2) + (i === 1 ? -40 : 40),
      })),
    )
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/**
 * A person's portrait picture: their drawn portrait (the site's own <Avatar>, from their name and
 * the parts their file chose), rendered square at 1,200 px in the site's stylesheet.
 */
async function portrait(name, parts) {
  const { module: react } = await runnerImport(join(projectRoot, "scripts/sample-portrait.tsx"), {
    root: projectRoot,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": join(projectRoot, "app") } },
  });
  const markup = react.portraitMarkup(name, 600, parts);
  const page = await browser.newPage({
    viewport: { width: 600, height: 600 },
    deviceScaleFactor: 2,
  });
  await page.goto(`${base}/404`, { waitUntil: "networkidle" });
  await page.evaluate((html) => {
    document.body.innerHTML = html;
    document.body.style.margin = "0";
    const svg = document.querySelector("svg");
    svg.style.borderRadius = "0";
    svg.style.display = "block";
  }, markup);
  const shot = await page.screenshot();
  await page.close();
  return sharp(shot).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** The mark of Ledger & Lark, the fictional accounting firm of the "Ledger Rebrand" project. */
function ledgerMark() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" width="960" height="600">
  <rect width="960" height="600" fill="#FBF6EE"/>
  <g transform="translate(300 140)">
    <rect width="320" height="320" rx="72" fill="#1F4D3A"/>
    <path d="M96 84v152h128" fill="none" stroke="#FBF6EE" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M150 196c26-52 70-82 118-86-10 46-44 84-96 96" fill="#F2B544"/>
    <circle cx="246" cy="132" r="10" fill="#1F4D3A"/>
  </g>
  <g fill="#1F4D3A">
    <rect x="300" y="492" width="200" height="18" rx="9"/>
    <rect x="520" y="492" width="100" height="18" rx="9" fill="#F2B544"/>
  </g>
</svg>
`;
}
