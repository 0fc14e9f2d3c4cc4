// The route paths, read from app/routes.ts without compiling TypeScript (for Node scripts).
import { readFileSync } from "node:fs";

const source = readFileSync(new URL("../app/routes.ts", import.meta.url), "utf8");
export const pages = [
  ...(source.includes('index("routes/') ? ["/"] : []),
  ...[...source.matchAll(/route\("([^"*]+)",/g)].map((m) => `/${m[1]}`),
];
