// The tests and the bench drive Debian's Chromium (no browser downloads here): the end-to-end
// tests its headless shell (lighter: what Playwright itself runs headless), Lighthouse the full
// browser. Install whichever is missing.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = [
  { path: "/usr/bin/chromium", pkg: "chromium" },
  { path: "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
];
const missing = wanted.filter(({ path }) => !existsSync(path));
if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) process.exit(0);
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg);
console.log(`Not found: ${missing.map(({ path }) => path).join(", ")}; installing ${packages.join(" ")}…`);
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const apt = (args) => spawnSync(asRoot ? "apt-get" : "sudo", asRoot ? args : ["-n", "apt-get", ...args], { stdio: "inherit" });

let ok = apt(["update", "-qq"]).status === 0;
ok = ok && apt(["install", "-y", "-qq", ...packages]).status === 0;
if (!ok || missing.some(({ path }) => !existsSync(path))) {
  console.error(
    [
      "Could not install Chromium automatically.",
      "Install it yourself and run the tests again:",
      `  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
      "or point CHROME_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
for (const { path } of missing) console.log(execFileSync(path, ["--version"]).toString().trim());
