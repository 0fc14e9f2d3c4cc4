// The colour tokens of app/styles/app.css (`--color-<name>: #hex;` in its @theme block), for the
// build scripts that draw with them (social images, icons, manifest). app.css stays the one place
// where raw colours are written.
import { readFileSync } from "node:fs";

const css = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8");

/** `{ ink: "#0e1526", violet: "#5b3df5", … }` */
export const palette = Object.fromEntries(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\b/gi)].map(([, name, hex]) => [name, hex.toLowerCase()]),
);

for (const name of ["ink", "violet", "mint", "sun", "surface", "muted"]) {
  if (!palette[name]) throw new Error(`scripts/palette.mjs: app/styles/app.css has no --color-${name}`);
}
