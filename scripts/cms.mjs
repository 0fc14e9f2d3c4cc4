// `npm run cms`: the browser editor on this computer (docs/cms.md). Starts decap-server, which
// reads and writes content/ on disk and listens on 127.0.0.1 only, and the dev server with the
// editor at /admin. Never part of `npm start`. CMS_PORT (8081) and PORT (5173) override.
// The editor talks to decap-server through scripts/cms-proxy.mjs on CMS_PORT, which removes the
// metadata of every uploaded picture (GPS position, camera) before it is written; decap-server
// itself listens on a free port of 127.0.0.1 that only the proxy uses.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { projectRoot } from "./build-dir.mjs";
import { cmsProxy } from "./cms-proxy.mjs";

const require = createRequire(import.meta.url);
const host = "127.0.0.1";
const cmsPort = process.env.CMS_PORT || "8081";
const port = process.env.PORT || "5173";
const proxyUrl = `http://${host}:${cmsPort}/api/v1`;

/** A port nothing listens on now, for decap-server behind the proxy. */
const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, host, () => {
      const { port: free } = probe.address();
      probe.close(() => done(free));
    });
  });
const decapPort = await freePort();
const proxy = cmsProxy({ target: `http://${host}:${decapPort}` });

const children = [
  spawn(process.execPath, [require.resolve("decap-server")], {
    cwd: projectRoot,
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      BIND_HOST: host,
      PORT: String(decapPort),
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
  proxy.close(() => {});
  proxy.closeAllConnections();
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
proxy.on("error", (error) => {
  console.error(
    `cms: cannot listen on ${host}:${cmsPort} (${error.message}); set CMS_PORT to a free port`,
  );
  stop();
  process.exitCode = 1;
});
proxy.listen(Number(cmsPort), host);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
