// `npm start` (scripts/serve.mjs) on a build of its own, made here: what it does when the build
// changes under it.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A port nothing listens on. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

describe("npm start", () => {
  const dir = mkdtempSync(join(tmpdir(), "serve-"));
  /** @type {import("node:child_process").ChildProcess} */
  let server;
  let base = "";

  beforeAll(async () => {
    mkdirSync(join(dir, "client", "assets"), { recursive: true });
    writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>Home</title><p>Home");
    writeFileSync(join(dir, "client", "404.html"), "<!doctype html><title>Not found</title>");
    writeFileSync(join(dir, "client", "assets", "old-1a2b3c.js"), "console.log(1);\n".repeat(100));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, BUILD_DIR: dir, PORT: String(port), HOST: "127.0.0.1", FORMS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise((resolve, reject) => {
      server.stdout?.on("data", (chunk) => String(chunk).includes("Serving") && resolve(undefined));
      server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });

  afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps serving when a file it indexed is gone (a build written over the one it serves)", async () => {
    expect((await fetch(`${base}/assets/old-1a2b3c.js`)).status).toBe(200);
    rmSync(join(dir, "client", "assets", "old-1a2b3c.js"));
    // That one response cannot be completed: its headers went out before the read failed.
    await expect(fetch(`${base}/assets/old-1a2b3c.js`).then((res) => res.text())).rejects.toThrow();
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Home");
    expect(server.exitCode).toBeNull();
  });
});
