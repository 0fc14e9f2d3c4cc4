// `npm run start:cloudflare`: the build served by Cloudflare's own runtime on this machine,
// `wrangler pages dev` (workerd, installed from npm; offline), on HOST:PORT (127.0.0.1:8788).
// It reads build/client/_headers as Cloudflare Pages does, answers addresses as Pages does, and, in
// a FORMS=cloudflare build, runs the forms' Pages Function (client/_worker.js) with a local D1
// database: the migrations in scripts/forms/migrations/ are applied to it first. The database
// lives in FORMS_D1_STATE (default data/cloudflare); `npm run forms:export -- --d1 local` reads it.
// deploy/cloudflare/wrangler.json names the database and pins the compatibility date.
// Builds first when there is no build. docs/hosting.md, docs/forms.md.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { buildDir, projectRoot } from "./build-dir.mjs";

export const WRANGLER_CONFIG = join(projectRoot, "deploy", "cloudflare", "wrangler.json");

/** The wrangler CLI of node_modules, run with this Node (no npx shell between us and it). */
export function wranglerCommand() {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("wrangler/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  return [process.execPath, join(dirname(manifest), typeof bin === "string" ? bin : bin.wrangler)];
}

/** Never ask the network or a person anything. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CI: process.env.CI ?? "true",
};

export function wranglerConfig() {
  const config = JSON.parse(readFileSync(WRANGLER_CONFIG, "utf8"));
  const d1 = config.d1_databases.find((db) => db.binding === "FORMS_DB");
  return { compatibilityDate: config.compatibility_date, database: d1 };
}

/** Where the local D1 lives: FORMS_D1_STATE (relative to the project), or data/cloudflare. */
export function d1State(value = process.env.FORMS_D1_STATE) {
  return resolve(projectRoot, value || "data/cloudflare");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 8788);
  const inspector = Number(process.env.WRANGLER_INSPECTOR_PORT || port + 1);
  const client = join(buildDir, "client");
  if (!existsSync(join(client, "index.html")) || !existsSync(join(client, "_headers"))) {
    console.log("No build found: running `npm run build` first…");
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const [node, wrangler] = wranglerCommand();
  const { compatibilityDate, database } = wranglerConfig();
  const state = d1State();
  const withForms = existsSync(join(client, "_worker.js"));
  // wrangler keeps its scratch files (.wrangler/) in its working directory: the build's.
  const options = { cwd: buildDir, env: wranglerEnv };
  if (withForms) {
    const migrate = spawnSync(
      node,
      [wrangler, "d1", "migrations", "apply", database.database_name, "--local"].concat([
        "--persist-to",
        state,
        "-c",
        WRANGLER_CONFIG,
      ]),
      { ...options, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (migrate.status !== 0) process.exit(migrate.status ?? 1);
  }
  const bindings = ["FORMS_MIN_FILL_SECONDS", "FORMS_RATE_LIMIT", "FORMS_ORIGIN"]
    .filter((name) => process.env[name])
    .flatMap((name) => ["--binding", `${name}=${process.env[name]}`]);
  const args = [
    wrangler,
    ...["pages", "dev", client, "--ip", host, "--port", String(port)],
    ...["--inspector-port", String(inspector), "--compatibility-date", compatibilityDate],
    ...["--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "warn"],
    ...(withForms ? ["--d1", `FORMS_DB=${database.database_id}`, ...bindings] : []),
  ];
  const child = spawn(node, args, { ...options, stdio: "inherit" });
  console.log(
    `wrangler pages dev serving ${client} on http://${host}:${port}` +
      (withForms ? ` with its forms Function and the local D1 in ${state}` : ""),
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
