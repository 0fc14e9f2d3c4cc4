// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cmsProxy, rewriteBody } from "./cms-proxy.mjs";
import { MediaError } from "./media-encode.mjs";
import { mediaPlugin } from "./media-plugin.ts";
import {
  privacyAdvice,
  privacyReport,
  privateMetadata,
  stripFiles,
  stripImage,
} from "./media-strip.mjs";

const SERIAL = "SN-12345678";
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "52/1 31/1 0/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "13/1 24/1 0/1",
};

/**
 * A phone's photo as stored: 300 × 200 on its side (EXIF orientation 6), a red band along its
 * left edge (the top once upright), GPS, a serial, a Display P3 profile.
 */
async function cameraPhoto() {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#1d4ed8" } })
    .composite([
      {
        input: await sharp({
          create: { width: 60, height: 200, channels: 3, background: "#dc2626" },
        })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "ExampleCam", Model: "X100" },
      IFD2: { BodySerialNumber: SERIAL, DateTimeOriginal: "2026:07:01 10:00:00" },
      IFD3: GPS,
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .toBuffer();
}

const clean = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#3ddc97" } })
    .jpeg()
    .toBuffer();

describe("an upload without its metadata", { timeout: 30_000 }, () => {
  it("turns a GPS photo upright, with no EXIF, GPS or serial, its colour profile kept, not resized", async () => {
    const photo = await cameraPhoto();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(privateMetadata(before)).toEqual(["a GPS position", "a camera serial number"]);

    const { bytes, changed, format } = await stripImage(photo, "content/media/blog/trip.jpg");
    expect(changed).toBe(true);
    expect(format).toBe("jpeg");
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(privateMetadata(after)).toEqual([]);
    expect(bytes.includes(Buffer.from(SERIAL))).toBe(false);
    expect(bytes.includes(Buffer.from("ExampleCam"))).toBe(false);
    // The profile is the source's, byte for byte: colours are not converted.
    expect(after.icc).toEqual(before.icc);
    // Upright: the red band is at the top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x, y) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    expect(at(100, 5)[0]).toBeGreaterThan(180);
    expect(at(100, 5)[2]).toBeLessThan(90);
    expect(at(100, 290)[2]).toBeGreaterThan(150);
  });

  it("keeps a PNG's transparency, and keeps a file without metadata byte for byte", async () => {
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 100, height: 100, channels: 4, background: "#5b3df5" },
          })
            .png()
            .toBuffer(),
          left: 100,
          top: 0,
        },
      ])
      .png()
      .withExif({ IFD3: GPS })
      .toBuffer();
    expect(privateMetadata(await sharp(logo).metadata())).toEqual(["a GPS position"]);
    const { bytes, changed } = await stripImage(logo, "content/media/logo.png");
    expect(changed).toBe(true);
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height, after.hasAlpha]).toEqual([
      "png",
      200,
      100,
      true,
    ]);
    expect(after.exif).toBeUndefined();
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[(50 * 200 + 50) * 4 + 3]).toBe(0);
    expect(data[(50 * 200 + 150) * 4 + 3]).toBe(255);

    // A 16-bit PNG keeps its 16 bits.
    const deep = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#336699" },
    })
      .toColourspace("rgb16")
      .png()
      .withExif({ IFD3: GPS })
      .toBuffer();
    const deepOut = await sharp(
      (await stripImage(deep, "content/media/deep.png")).bytes,
    ).metadata();
    expect([deepOut.depth, deepOut.exif]).toEqual(["ushort", undefined]);

    const plain = await clean();
    const kept = await stripImage(plain, "content/media/plain.jpg");
    expect(kept.changed).toBe(false);
    expect(kept.bytes).toBe(plain);
  });

  it("refuses a truncated file, and a HEIC or GIF, with a message naming it", async () => {
    const photo = await cameraPhoto();
    const plain = await clean();
    // A cut photo with metadata (re-encoded) and one without (kept as it is, once it decodes).
    for (const cut of [
      photo.subarray(0, Math.floor(photo.length * 0.6)),
      plain.subarray(0, plain.length - 40),
    ])
      await expect(stripImage(cut, "content/media/blog/cut.jpg")).rejects.toThrow(
        /^content\/media\/blog\/cut\.jpg cannot be decoded: the file is damaged or cut short/,
      );
    await expect(stripImage(Buffer.from("not an image"), "content/media/x.jpg")).rejects.toThrow(
      /^content\/media\/x\.jpg is not an image/,
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(stripImage(gif, "content/media/a.gif")).rejects.toThrow(
      "content/media/a.gif is a GIF file, which browsers cannot all show",
    );
    // A file that is no picture by name or content (a PDF) is not the proxy's to judge.
    const pdf = Buffer.from("%PDF-1.7\n…");
    expect(await stripImage(pdf, "content/media/menu.pdf")).toEqual({ bytes: pdf, changed: false });
  });
});

describe("the editor's proxy in front of decap-server", { timeout: 30_000 }, () => {
  /** A stand-in for decap-server: records each body it gets and answers like it. */
  const received = [];
  let upstream;
  let proxy;
  let url;
  const logs = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        received.push(Buffer.concat(chunks));
        res.writeHead(200, { "Content-Type": "application/json", "X-Upstream": "decap" });
        res.end('{"ok":true}');
      });
    });
    await new Promise((done) => upstream.listen(0, "127.0.0.1", done));
    proxy = cmsProxy({
      target: `http://127.0.0.1:${upstream.address().port}`,
      log: (line) => logs.push(line),
    });
    await new Promise((done) => proxy.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${proxy.address().port}/api/v1`;
  });
  afterAll(() => {
    proxy?.close();
    upstream?.close();
  });
  const post = (body) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });

  it("passes every other action through byte for byte, and the answer back", async () => {
    // Spacing and escapes that a parse and stringify would change.
    const body = Buffer.from(
      '{ "action":"persistEntry", "params": {"entry":{"path":"content/blog/a.md","raw":"---\\ntitle: \\u00e9t\\u00e9\\n---\\n"},"assets":[],"options":{"commitMessage":"x"}}}',
    );
    for (const sent of [
      Buffer.from(
        '{"action":"entriesByFolder","params":{"folder":"content/blog","extension":"md","depth":1}}',
      ),
      body,
      Buffer.from("not json at all"),
    ]) {
      const reply = await post(sent);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("x-upstream")).toBe("decap");
      expect(await reply.json()).toEqual({ ok: true });
      expect(received.at(-1)).toEqual(sent);
    }
  });

  it("strips a persistMedia upload (and an entry's assets) before decap-server writes it", async () => {
    const photo = await cameraPhoto();
    const asset = (path) => ({ path, content: photo.toString("base64"), encoding: "base64" });
    for (const payload of [
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: asset("content/media/blog/trip.jpg"),
          options: { commitMessage: "m" },
        },
      },
      {
        action: "persistEntry",
        params: {
          entry: { path: "content/blog/a.md", raw: "x" },
          assets: [asset("content/media/blog/trip.jpg")],
          options: { commitMessage: "m" },
        },
      },
    ]) {
      const reply = await post(JSON.stringify(payload));
      expect(reply.status).toBe(200);
      const forwarded = JSON.parse(received.at(-1).toString());
      const saved = forwarded.params.asset ?? forwarded.params.assets[0];
      const bytes = Buffer.from(saved.content, "base64");
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([200, 300]);
      expect(saved.path).toBe("content/media/blog/trip.jpg");
      expect(forwarded.params.options).toEqual({ commitMessage: "m" });
    }
    expect(logs.at(-1)).toMatch(/content\/media\/blog\/trip\.jpg: metadata removed/);
  });

  it("refuses a truncated upload with a message the editor shows, and writes nothing", async () => {
    const photo = await cameraPhoto();
    const count = received.length;
    const reply = await post(
      JSON.stringify({
        action: "persistMedia",
        params: {
          asset: {
            path: "content/media/blog/cut.jpg",
            content: photo.subarray(0, 900).toString("base64"),
            encoding: "base64",
          },
          options: { commitMessage: "m" },
        },
      }),
    );
    expect(reply.status).toBe(422);
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect((await reply.json()).error).toMatch(
      /^content\/media\/blog\/cut\.jpg cannot be decoded: the file is damaged or cut short/,
    );
    expect(received.length).toBe(count);
    await expect(
      rewriteBody(
        Buffer.from(
          JSON.stringify({
            action: "persistMedia",
            params: { asset: { path: "content/media/x.png", content: "AAAA", encoding: "base64" } },
          }),
        ),
        () => {},
      ),
    ).rejects.toBeInstanceOf(MediaError);
  });
});

describe("the advice about originals in the repository", { timeout: 30_000 }, () => {
  it("names a GPS original and not a clean one, from a cache once read, and media:strip fixes it", async () => {
    const root = mkdtempSync(join(tmpdir(), "media-strip-"));
    const cache = join(root, "cache");
    mkdirSync(join(root, "content/media/blog"), { recursive: true });
    writeFileSync(join(root, "content/media/blog/trip.jpg"), await cameraPhoto());
    writeFileSync(join(root, "content/media/blog/clean.jpg"), await clean());
    writeFileSync(join(root, "content/media/blog/broken.jpg"), Buffer.from("not a photo"));
    const advice = await privacyAdvice(root, cache);
    expect(advice).toEqual([
      {
        file: "content/media/blog/trip.jpg",
        message: "carries a GPS position and a camera serial number in its metadata",
      },
    ]);
    expect(privacyReport(advice)).toMatch(
      /warning content\/media\/blog\/trip\.jpg: carries a GPS position[\s\S]*fix: npm run media:strip/,
    );
    expect(privacyReport([])).toBe("");

    // A second read answers from the cache (same size and time): the file is not opened.
    const cached = JSON.parse(readFileSync(join(cache, "media-privacy.json"), "utf8"));
    cached.files["content/media/blog/clean.jpg"].found = ["a GPS position"];
    writeFileSync(join(cache, "media-privacy.json"), JSON.stringify(cached));
    expect((await privacyAdvice(root, cache)).map((a) => a.file)).toContain(
      "content/media/blog/clean.jpg",
    );
    // A changed file is read again.
    utimesSync(join(root, "content/media/blog/clean.jpg"), new Date(), new Date(Date.now() + 5000));
    expect((await privacyAdvice(root, cache)).map((a) => a.file)).toEqual([
      "content/media/blog/trip.jpg",
    ]);

    const { failed } = await stripFiles(root, ["content/media/blog/trip.jpg"]);
    expect(failed).toBe(0);
    expect(await privacyAdvice(root, cache)).toEqual([]);
    const stripped = await sharp(join(root, "content/media/blog/trip.jpg")).metadata();
    expect([stripped.width, stripped.height, stripped.exif]).toEqual([200, 300, undefined]);
  });

  it("is printed by the build once per process, however often the config is loaded", async () => {
    const root = mkdtempSync(join(tmpdir(), "media-plugin-"));
    mkdirSync(join(root, "content/media"), { recursive: true });
    writeFileSync(join(root, "content/media/trip.jpg"), await cameraPhoto());
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i++) {
        const plugin = mediaPlugin();
        plugin.configResolved({ root });
        await plugin.buildStart();
      }
      const printed = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith("media:"));
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(
        /warning content\/media\/trip\.jpg: carries a GPS position and a camera serial number[\s\S]*npm run media:strip/,
      );
    } finally {
      log.mockRestore();
    }
  });
});
