// `npm run cms`: the browser editor on this computer (docs/cms.md). Starts decap-server, which
// reads and writes content/ on disk and listens on 127.0.0.1 only, and the dev server with the
// editor at /admin. Never part of `npm start`. CMS_PORT (8081) and PORT (5173) override.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { projectRoot } from "./build-dir.mjs";

const require = createRequire(import.meta.url);
const host = "127.0.0.1";
const cmsPort = process.env.CMS_PORT || "8081";
const port = process.env.PORT || "5173";
const proxyUrl = `http://${host}:${cmsPort}/api/v1`;

const children = [
  spawn(process.execPath, [require.resolve("decap-server")], {
    cwd: projectRoot,
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      BIND_HOST: host,
      PORT: cmsPort,
      MODE: "fs",
      GIT_REPO_DIRECTORY: projectRoot,
      LOG_LEVEL: "warn",
    },
  }),
  spawn("npm", ["run", "dev", "--", "--host", host, "--port", port, "--strictPort"], {
    cwd: projectRoot,
    stdio: "inherit",
    detached: true,
    env: { ...process.env, CMS_BACKEND: "local", CMS_PROXY_URL: proxyUrl },
  }),
];
console.log(
  `cms: the editor at http://${host}:${port}/admin, writing content/ through ${proxyUrl}`,
);

const stop = () => {
  // Each child leads its own process group (npm → react-router → vite): end the whole group.
  for (const child of children)
    if (child.exitCode === null)
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
