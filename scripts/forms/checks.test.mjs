// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  acceptedAnswer,
  checkSubmission,
  loadedCookie,
  refusedAnswer,
  Reject,
  safePage,
  tooLarge,
} from "./checks.mjs";
import { BODY_LIMIT, longestBody } from "./limits.mjs";
import { formFields, localizedFormFields } from "../../app/components/widgets/forms/registry";

// The checks both receivers run (npm start's and the Cloudflare Pages Function), on a request
// as each runtime hands it over.

const forms = {
  contact: [
    { name: "name", label: "Your Name*", type: "text", required: true },
    { name: "email", label: "Email Address*", type: "email", required: true },
    { name: "password", label: "Password", type: "password" },
  ],
  note: [{ name: "message", label: "Message", type: "textarea", maxLength: 20 }],
  // A form's longest fields: a name and a message at their most (MAX_LENGTH's textarea).
  longest: [
    { name: "message", label: "Message", type: "textarea" },
    { name: "name", label: "Name", type: "text", maxLength: 200 },
  ],
};
const presentation = {
  base: { "X-Content-Type-Options": "nosniff" },
  document: { "X-Frame-Options": "DENY" },
  palette: { ink: "#000", surface: "#fff", violet: "#50f" },
};

/** A valid plain post from the site's own page; `change` spoils one thing. */
function request(change = {}) {
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    origin: "https://www.finlo.example",
    "sec-fetch-site": "same-origin",
    cookie: loadedCookie(Date.now() - 60_000).split(";")[0],
    ...change.headers,
  };
  const reads = [];
  return {
    reads,
    method: change.method ?? "POST",
    path: change.path ?? "/api/forms/contact",
    header: (name) => headers[name],
    host: "www.finlo.example",
    client: "10.0.0.1",
    readBody: async (limit) => {
      reads.push(limit);
      const bytes = new TextEncoder().encode(
        change.body ?? "name=+Ada+&email=ada%40example.com&password=secret&_page=%2Fcontact-us",
      );
      // As both receivers read a body: refused past the limit.
      if (bytes.length > limit) throw tooLarge();
      return bytes;
    },
  };
}
const allow = { take: () => 0 };

describe("checkSubmission", () => {
  it("accepts a valid post: trimmed fields, the page it came from, no password", async () => {
    const saved = await checkSubmission(request(), { forms, limiter: allow });
    expect(saved).toEqual({
      form: "contact",
      page: "/contact-us",
      fields: { name: "Ada", email: "ada@example.com" },
    });
  });

  it("refuses what is cheap to check before reading or counting anything", async () => {
    const cases = [
      [{ headers: { origin: "https://evil.example" } }, 403],
      [{ headers: { "sec-fetch-site": "cross-site" } }, 403],
      [{ headers: { "content-length": String(BODY_LIMIT + 1) } }, 413],
      [{ headers: { "content-type": "text/plain" } }, 415],
      [{ path: "/api/forms/payroll" }, 400],
      [{ method: "GET" }, 405],
    ];
    for (const [change, status] of cases) {
      const req = request(change);
      let counted = 0;
      const limiter = { take: () => (counted++, 0) };
      const error = await checkSubmission(req, { forms, limiter }).catch((e) => e);
      expect(error, JSON.stringify(change)).toBeInstanceOf(Reject);
      expect(error.status, JSON.stringify(change)).toBe(status);
      expect(req.reads).toEqual([]);
      expect(counted).toBe(0);
    }
  });

  it("waits the rate limit out, saying for how long, and takes an asynchronous limiter (D1)", async () => {
    const error = await checkSubmission(request(), {
      forms,
      limiter: { take: async () => 42 },
    }).catch((e) => e);
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ "Retry-After": "42" });
  });

  it("refuses a filled honeypot, a post too fast or without the cookie, unknown and invalid fields", async () => {
    const refusal = async (change) =>
      (await checkSubmission(request(change), { forms, limiter: allow }).catch((e) => e)).code;
    expect(await refusal({ body: "name=Ada&email=a%40b.co&_website=x" })).toBe("spam");
    expect(await refusal({ headers: { cookie: loadedCookie().split(";")[0] } })).toBe("too-fast");
    expect(await refusal({ headers: { cookie: "" } })).toBe("too-fast");
    expect(await refusal({ body: "name=Ada&email=a%40b.co&admin=1" })).toBe("unknown-field");
    expect(await refusal({ body: "name=Ada&email=nope" })).toBe("invalid");
    expect(await refusal({ body: "name=Ada&name=Eve&email=a%40b.co" })).toBe("duplicate-field");
    for (const name of ["__proto__", "constructor", "toString"])
      expect(await refusal({ body: `name=Ada&email=a%40b.co&${name}=x` }), name).toBe(
        "unknown-field",
      );
    expect(
      await refusal({
        headers: { "content-type": "application/json" },
        body: '{"fields":{"name":"Ada","email":"a@b.co","__proto__":"x"}}',
      }),
    ).toBe("unknown-field");
  });
});

describe("the page a plain post goes back to", () => {
  it("is URL-safe ASCII, for the Location header: other characters encoded, controls refused", async () => {
    const page = async (value) =>
      (
        await checkSubmission(
          request({ body: `name=Ada&email=a%40b.co&_page=${encodeURIComponent(value)}` }),
          { forms, limiter: allow },
        )
      ).page;
    expect(await page("/€")).toBe("/%E2%82%AC");
    expect(await page("/de/über-uns")).toBe("/de/%C3%BCber-uns");
    expect(await page("/a%20b")).toBe("/a%20b");
    expect(await page("/50%")).toBe("/50%25");
    for (const refused of ["/\0", "/a\nb", "/a b", "//evil.example", "/\\evil", "/a?b", "x"])
      expect(await page(refused), JSON.stringify(refused)).toBe("/");
    const saved = { id: 1, form: "contact", page: await page("/€\u00a0") };
    expect(acceptedAnswer(request(), saved, presentation).headers.Location).toBe(
      "/#form-sent-contact",
    );
    expect(safePage("/\ud800")).toBe("/");
  });
});

describe("the words of a refusal", () => {
  it("shows the braces of the JSON shape it asks for, in either language", async () => {
    const error = await checkSubmission(
      request({ body: "[]", headers: { "content-type": "application/json" } }),
      { forms, limiter: allow },
    ).catch((e) => e);
    expect(error.code).toBe("bad-json");
    expect(error.message).toBe('Send an object: { "form": …, "fields": { … } }.');
    expect(error.say("de")).toBe('Senden Sie ein Objekt: { "form": …, "fields": { … } }.');
  });
});

describe("line breaks", () => {
  it("counts and stores CRLF (a plain post's textarea) as one LF, like the enhanced form", async () => {
    const message = "line one\nline two\nen"; // 20 characters with LF, 22 with CRLF
    for (const [body, type] of [
      [`message=${encodeURIComponent(message.replace(/\n/g, "\r\n"))}`, undefined],
      [
        JSON.stringify({ form: "note", fields: { message: message.replace(/\n/g, "\r\n") } }),
        "application/json",
      ],
    ]) {
      const saved = await checkSubmission(
        request({ path: "/api/forms/note", body, headers: type ? { "content-type": type } : {} }),
        { forms, limiter: allow },
      );
      expect(saved.fields, type).toEqual({ message });
    }
  });
});

describe("answers", () => {
  it("a plain post goes back to its page's confirmation; the enhanced form gets JSON", () => {
    const saved = { id: 7, form: "contact", page: "/contact-us" };
    expect(acceptedAnswer(request(), saved, presentation)).toMatchObject({
      status: 303,
      headers: { Location: "/contact-us#form-sent-contact", "Cache-Control": "no-store" },
    });
    const json = acceptedAnswer(
      request({ headers: { accept: "application/json" } }),
      saved,
      presentation,
    );
    expect(json.status).toBe(201);
    expect(JSON.parse(json.body)).toEqual({ ok: true, id: 7 });
  });

  it("a refused plain post gets a page with every value escaped; a fault of our own is a 500", () => {
    const hostile = new Reject(400, "invalid", `<img src=x onerror=alert(1)>`);
    const page = refusedAnswer(request(), hostile, presentation);
    expect(page.status).toBe(400);
    expect(page.headers["Content-Type"]).toContain("text/html");
    expect(page.headers["X-Frame-Options"]).toBe("DENY");
    expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page.body).not.toContain("<img");
    expect(refusedAnswer(request(), new Error("disk full"), presentation).status).toBe(500);
  });
});

describe("the body limit", () => {
  it("lets the longest valid post through in any script, percent-encoded or as JSON", async () => {
    const letters = forms.longest[1];
    for (const char of ["ж", "語", "😀"]) {
      const text = char.repeat(Math.floor(5000 / char.length));
      const name = "ж".repeat(letters.maxLength);
      const fields = { name, message: text };
      for (const [body, type] of [
        [
          new URLSearchParams({ ...fields, _page: "/de/kontakt" }).toString().replace(/\+/g, "%20"),
          undefined,
        ],
        [
          JSON.stringify({ form: "longest", fields }).replace(/[^\x20-\x7e]/gu, (c) =>
            c
              .split("")
              .map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`)
              .join(""),
          ),
          "application/json",
        ],
      ]) {
        const saved = await checkSubmission(
          request({
            path: "/api/forms/longest",
            body,
            headers: type ? { "content-type": type } : {},
          }),
          { forms, limiter: allow },
        ).catch((e) => e);
        expect(saved.fields?.message?.length, `${JSON.stringify(char)} ${type ?? "form"}`).toBe(
          text.length,
        );
      }
    }
  });

  it("is above the longest valid post of every form of the site, in every language", () => {
    const all = [formFields, localizedFormFields("de")].flatMap((set) => Object.entries(set));
    expect(all.length).toBeGreaterThan(0);
    for (const [id, fields] of all) expect(longestBody(fields), id).toBeLessThanOrEqual(BODY_LIMIT);
  });
});

describe("the rate limit", () => {
  /** A limiter that lets `limit` posts through, and gives back what the checks release. */
  function limiter(limit) {
    const taken = [];
    return {
      taken,
      take: (key, now) => (taken.length >= limit ? 30 : (taken.push(now), 0)),
      release: (key, at) => taken.splice(taken.indexOf(at), 1),
    };
  }

  it("does not count a post refused for a value a person can fix, and counts the rest", async () => {
    const rate = limiter(2);
    const send = async (body) =>
      (await checkSubmission(request({ body }), { forms, limiter: rate }).catch((e) => e)).code;
    for (let i = 0; i < 5; i++) expect(await send("name=Ada&email=nope")).toBe("invalid");
    expect(rate.taken).toHaveLength(0);
    expect(await send("name=Ada&email=a%40b.co&_website=x")).toBe("spam");
    expect(await send("name=Ada&email=a%40b.co&admin=1")).toBe("unknown-field");
    expect(rate.taken).toHaveLength(2);
    expect(await send("name=Ada&email=a%40b.co")).toBe("rate-limit");
  });
});
