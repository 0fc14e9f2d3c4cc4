// End-to-end tests drive Debian's Chromium (no browser downloads here). Install it when missing.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROME_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

console.log(`Chromium not found at ${path}; installing Debian's chromium package…`);
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const apt = (args) => spawnSync(asRoot ? "apt-get" : "sudo", asRoot ? args : ["-n", "apt-get", ...args], { stdio: "inherit" });

let ok = apt(["update", "-qq"]).status === 0;
ok = ok && apt(["install", "-y", "-qq", "chromium"]).status === 0;
if (!ok || !existsSync(path)) {
  console.error(
    [
      "Could not install Chromium automatically.",
      "Install it yourself and run the tests again:",
      "  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROME_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(execFileSync(path, ["--version"]).toString().trim());
