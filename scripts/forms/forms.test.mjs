// @vitest-environment node
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./export.mjs";
import { createReceiver, loadedCookie } from "./receiver.mjs";
import { openStore, pragmaValue, SCHEMA_VERSION } from "./store.mjs";
import { createForwarder } from "./webhook.mjs";

const cleanup = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()();
});

describe("store", () => {
  it("creates the schema by migration, in WAL mode, and keeps rows across reopening", () => {
    const dir = mkdtempSync(join(tmpdir(), "forms-store-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "forms.sqlite");
    const store = openStore(file);
    expect(pragmaValue(store.db, "journal_mode")).toBe("wal");
    expect(pragmaValue(store.db, "synchronous")).toBe(2); // FULL
    expect(pragmaValue(store.db, "user_version")).toBe(SCHEMA_VERSION);
    const id = store.add({ form: "contact", page: "/contact-us", fields: { name: "Ada" } });
    store.close();
    const again = openStore(file); // migrations are not run twice
    expect(again.list({ form: "contact" })).toMatchObject([{ id, fields: { name: "Ada" } }]);
    expect(again.list({ since: "2999-01-01T00:00:00.000Z" })).toEqual([]);
    again.close();
  });

  it("opens read-only for the export: an existing file only, and writes are refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "forms-store-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "forms.sqlite");
    expect(() => openStore(file, { readonly: true })).toThrow(file);
    const writer = openStore(file);
    writer.add({ form: "newsletter", fields: { email: "a@example.com" } });
    writer.close();
    const reader = openStore(file, { readonly: true });
    expect(reader.count()).toBe(1);
    expect(reader.list()).toMatchObject([
      { form: "newsletter", fields: { email: "a@example.com" } },
    ]);
    expect(() => reader.add({ form: "newsletter", fields: {} })).toThrow(/readonly|read-only/i);
    reader.close();
  });
});

describe("receiver", () => {
  /** The receiver on a port of its own; `breakWrite` makes the first answer's writeHead throw. */
  async function serve({ breakWrite = false, ...options } = {}) {
    const store = openStore(":memory:");
    const forms = { subscribe: [{ name: "email", label: "Email", type: "email", required: true }] };
    const logged = [];
    const handle = createReceiver({ store, forms, log: (line) => logged.push(line), ...options });
    const server = createServer((req, res) => {
      if (breakWrite) {
        breakWrite = false;
        const writeHead = res.writeHead;
        res.writeHead = () => {
          res.writeHead = writeHead;
          throw new TypeError("Invalid character in header content");
        };
      }
      handle(req, res);
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", r));
    cleanup.push(
      () => new Promise((r) => server.close(r)),
      () => store.close(),
    );
    const post = (body, headers = {}) =>
      fetch(`http://127.0.0.1:${server.address().port}/api/forms/subscribe`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: loadedCookie(Date.now() - 60_000).split(";")[0],
          ...headers,
        },
        body,
      });
    return { store, post, logged };
  }

  it("sends a plain post back to its page, whatever the page's characters", async () => {
    const { store, post } = await serve();
    const sent = await post("email=a%40example.com&_page=%2F%E2%82%AC");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/%E2%82%AC#form-sent-subscribe");
    expect((await post("email=a%40example.com&_page=%2F%00")).headers.get("location")).toBe(
      "/#form-sent-subscribe",
    );
    expect(store.count()).toBe(2);
  });

  it("reads X-Real-IP only when told it sits behind a proxy (TRUST_PROXY=1)", async () => {
    // One post a minute: a second one from "another visitor" is only another visitor behind a proxy.
    for (const trustProxy of [false, true]) {
      const { post } = await serve({ rateLimit: 1, trustProxy });
      expect((await post("email=a%40example.com", { "x-real-ip": "10.0.0.1" })).status).toBe(303);
      expect((await post("email=b%40example.com", { "x-real-ip": "10.0.0.2" })).status).toBe(
        trustProxy ? 303 : 429,
      );
    }
  });

  it("will not start with a form whose longest valid post exceeds the body limit", () => {
    const store = openStore(":memory:");
    cleanup.push(() => store.close());
    const forms = {
      essay: [{ name: "text", label: "Text", type: "textarea", maxLength: 100_000 }],
    };
    expect(() => createReceiver({ store, forms })).toThrow(/"essay".*body limit/);
  });

  it("answers 500, and keeps serving, when writing its answer throws", async () => {
    const { post, logged } = await serve({ breakWrite: true });
    expect((await post("email=a%40example.com")).status).toBe(500);
    expect(logged.join("\n")).toContain("Invalid character");
    expect((await post("email=b%40example.com")).status).toBe(303);
  });
});

describe("webhook forwarder", () => {
  it("retries with backoff until the webhook takes it, and marks it delivered", async () => {
    const received = [];
    let answers = [500, 503, 200];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.statusCode = answers.shift() ?? 200;
        res.end();
      });
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", r));
    cleanup.push(() => new Promise((r) => server.close(r)));
    const store = openStore(":memory:");
    const forwarder = createForwarder({
      store,
      url: `http://127.0.0.1:${server.address().port}/hook`,
      baseDelayMs: 20,
    });
    cleanup.push(() => forwarder.stop());
    const id = store.add({ form: "notify", fields: { email: "a@b.co" }, webhook: true });
    forwarder.kick();
    await expect
      .poll(() => store.list()[0].delivery, { timeout: 5000, interval: 20 })
      .toBe("delivered");
    expect(received).toHaveLength(3);
    expect(received[2]).toMatchObject({ id, form: "notify", fields: { email: "a@b.co" } });
    expect(store.list()[0].attempts).toBe(3);
    expect(store.list({ undelivered: true })).toEqual([]);
  });

  it("keeps what a dead webhook could not take, for the export and the next start", async () => {
    const store = openStore(":memory:");
    const forwarder = createForwarder({ store, url: "http://127.0.0.1:9/", baseDelayMs: 60_000 });
    cleanup.push(() => forwarder.stop());
    store.add({ form: "contact", fields: { name: "Ada" }, webhook: true });
    forwarder.kick();
    await expect.poll(() => store.list()[0].attempts, { timeout: 5000 }).toBe(1);
    const [row] = store.list({ undelivered: true });
    expect(row.delivery).toBe("pending");
    expect(row.last_error).toBeTruthy();
  });
});

describe("export", () => {
  it("quotes CSV and defuses spreadsheet formulas", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(
      toCsv([{ id: 1, form: "contact", created_at: "t", page: "/", fields: { name: "Ada" } }]),
    ).toBe(
      "\uFEFFid,form,created_at,page,delivery,attempts,last_error,name\r\n1,contact,t,/,,,,Ada\r\n",
    );
  });

  it("starts CSV with a byte-order mark, so Excel reads it as UTF-8", () => {
    const csv = toCsv([{ id: 1, form: "contact", fields: { name: "Jürgen Müßig" } }]);
    expect([...Buffer.from(csv, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toContain("Jürgen Müßig");
    expect(toCsv([]).startsWith("\uFEFFid,")).toBe(true);
  });
});
