// @vitest-environment node
// Every package the site ships (production dependencies, all levels) has a permissive licence.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { projectRoot } from "./build-dir.mjs";

const PERMISSIVE = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "CC0-1.0",
  "0BSD",
  "BlueOak-1.0.0",
  "Unlicense",
  "Zlib",
  "Python-2.0",
  "CC-BY-4.0",
]);
/** Fonts: the SIL Open Font License lets the site embed and ship them; only for font packages. */
const FONT_LICENCES = new Set(["OFL-1.1"]);

/** Accepts an SPDX expression when one alternative (OR) consists only of allowed licences (AND). */
export function isPermissive(expression, name = "") {
  const allowed = (id) =>
    PERMISSIVE.has(id) || (FONT_LICENCES.has(id) && /^@fontsource/.test(name));
  return expression
    .replace(/[()]/g, " ")
    .split(/\s+OR\s+/i)
    .some((alternative) =>
      alternative
        .trim()
        .split(/\s+AND\s+/i)
        .every((id) => allowed(id.trim())),
    );
}

function productionPackages() {
  const tree = JSON.parse(
    execFileSync("npm", ["ls", "--omit=dev", "--all", "--long", "--json"], {
      cwd: projectRoot,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    }),
  );
  const found = new Map();
  const walk = (dependencies = {}) => {
    for (const [name, dep] of Object.entries(dependencies)) {
      const key = `${name}@${dep.version}`;
      if (found.has(key) || !dep.path) continue;
      const manifest = JSON.parse(readFileSync(join(dep.path, "package.json"), "utf8"));
      const licence =
        typeof manifest.license === "string"
          ? manifest.license
          : (manifest.licenses ?? []).map((l) => l.type ?? l).join(" OR ") || "UNKNOWN";
      found.set(key, { name, version: dep.version, licence });
      walk(dep.dependencies);
    }
  };
  walk(tree.dependencies);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe("licences", () => {
  test("the SPDX check accepts permissive expressions and rejects the rest", () => {
    expect(isPermissive("MIT")).toBe(true);
    expect(isPermissive("(MIT OR GPL-3.0)")).toBe(true);
    expect(isPermissive("MIT AND Apache-2.0")).toBe(true);
    expect(isPermissive("MIT AND GPL-3.0")).toBe(false);
    expect(isPermissive("GPL-3.0-only")).toBe(false);
    expect(isPermissive("SEE LICENSE IN LICENSE.md")).toBe(false);
    expect(isPermissive("UNKNOWN")).toBe(false);
    expect(isPermissive("OFL-1.1", "@fontsource-variable/inter")).toBe(true);
    expect(isPermissive("OFL-1.1", "some-lib")).toBe(false);
  });

  test("every production dependency has a permissive licence", { timeout: 60_000 }, () => {
    const packages = productionPackages();
    expect(packages.length).toBeGreaterThan(10);
    console.log(
      `Production dependencies and their licences (${packages.length}):\n` +
        packages.map((p) => `  ${p.name}@${p.version}  ${p.licence}`).join("\n"),
    );
    const refused = packages.filter((p) => !isPermissive(p.licence, p.name));
    expect(refused.map((p) => `${p.name}@${p.version}: ${p.licence}`)).toEqual([]);
  });
});
