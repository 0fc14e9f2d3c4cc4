import { connect } from "node:net";
import { expect, test } from "./fixtures";
import { selfURL } from "../../playwright.config";

// Hostile and malformed posts to the forms receiver, written raw over a socket so nothing
// normalises them on the way: oversized bodies, broken encodings, unknown forms and fields,
// script and SQL payloads in names, wrong content types and methods. Every one gets a 4xx (never a
// 5xx, never a hang), and the receiver still answers and stores afterwards.

const { hostname, port } = new URL(selfURL);
const fresh = () => `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`;
let clients = 0;

type Raw = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  chunked?: boolean;
};

function send({
  method = "POST",
  path = "/api/forms/contact",
  headers = {},
  body = "",
  chunked = false,
}: Raw) {
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  const head = {
    Host: `${hostname}:${port}`,
    Connection: "close",
    Cookie: fresh(),
    // A client of its own per request, so the rate limit never hides a deeper check.
    "X-Real-IP": `10.77.${Math.floor(clients / 250)}.${clients++ % 250}`,
    "Content-Type": "application/x-www-form-urlencoded",
    ...(chunked
      ? { "Transfer-Encoding": "chunked" }
      : { "Content-Length": String(payload.length) }),
    ...headers,
  };
  const lines = Object.entries(head).map(([k, v]) => `${k}: ${v}`);
  const start = Buffer.from(
    `${method} ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`,
    "latin1",
  );
  const bodyBytes = chunked
    ? Buffer.concat([
        Buffer.from(`${payload.length.toString(16)}\r\n`),
        payload,
        Buffer.from("\r\n0\r\n\r\n"),
      ])
    : payload;
  return new Promise<number>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s: ${method} ${path}`));
    }, 5000);
    socket.on("connect", () => socket.end(Buffer.concat([start, bodyBytes])));
    socket.on("data", (c) => chunks.push(c));
    // The server may close while the client is still writing a body it refused.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"));
      if (status) resolve(Number(status[1]));
      else reject(new Error(`no status line: ${method} ${path}`));
    });
  });
}

const json = (value: unknown) => ({
  headers: { "Content-Type": "application/json" },
  body: typeof value === "string" ? value : JSON.stringify(value),
});
const valid = "name=Ada&email=ada%40example.com";

const cases: [string, Raw][] = [
  // Sizes.
  ["declared 100 KB", { headers: { "Content-Length": "100000" }, body: valid }],
  ["80 KiB chunked", { chunked: true, body: `${valid}&message=${"x".repeat(80 * 1024)}` }],
  ["64 KiB + 1 of JSON", json(`{"fields":{"message":"${"x".repeat(64 * 1024)}"}}`)],
  // Odd cookies: huge, many, broken.
  [
    "8 KiB cookie",
    { headers: { Cookie: `finlo_form_t=1; x=${"y".repeat(8 * 1024)}` }, body: valid },
  ],
  [
    "a thousand cookies",
    {
      headers: { Cookie: Array.from({ length: 1000 }, (_, i) => `finlo_form_t=${i}`).join("; ") },
      body: valid,
    },
  ],
  ["deeply nested JSON", json("[".repeat(8000) + "]".repeat(8000))],
  // Encodings.
  [
    "invalid UTF-8 bytes",
    { body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]) },
  ],
  ["lone percent signs", { body: "name=%&email=%zz%C3%28&message=%E0%A4%A" }],
  ["NUL bytes", { body: "name=%00%00&email=a%00%40b.co" }],
  ["duplicate field", { body: `${valid}&email=b%40example.com` }],
  [
    "UTF-16 charset",
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" },
      body: valid,
    },
  ],
  ["latin1 JSON", { headers: { "Content-Type": "application/json; charset=latin1" }, body: "{}" }],
  // Shapes of JSON.
  ["broken JSON", json("{")],
  ["JSON array", json([])],
  ["JSON null", json("null")],
  ["JSON string", json('"contact"')],
  ["fields as array", json({ fields: [] })],
  ["operator object in a field", json({ fields: { name: "Ada", email: { $gt: "" } } })],
  ["array in a field", json({ fields: { name: ["Ada"], email: "a@b.co" } })],
  ["__proto__ key", json('{"__proto__":{"admin":true},"fields":{"name":"Ada","email":"a@b.co"}}')],
  ["__proto__ field", json('{"fields":{"__proto__":{"name":"Ada"},"email":"a@b.co"}}')],
  ["other form named inside", json({ form: "sign-up", fields: { name: "Ada", email: "a@b.co" } })],
  // Unknown forms, fields and script / SQL payloads in names.
  ["unknown field", { body: `${valid}&role=admin` }],
  ["prototype field names", { body: `${valid}&constructor=1&toString=2&hasOwnProperty=3` }],
  ["script as field name", { body: `${valid}&%3Cscript%3Ealert(1)%3C%2Fscript%3E=1` }],
  ["SQL as field name", { body: `${valid}&email%27%3B%20DROP%20TABLE%20submissions%3B--=1` }],
  ["SQL in an email", { body: "name=Ada&email=%27%20OR%201%3D1%3B--" }],
  ["script in an email", { body: "name=Ada&email=%3Cscript%3E%40x.co" }],
  ["no such form", { path: "/api/forms/payroll", body: valid }],
  ["empty form id", { path: "/api/forms/", body: valid }],
  ["prototype form id", { path: "/api/forms/__proto__", body: valid }],
  ["constructor form id", { path: "/api/forms/constructor", body: valid }],
  ["SQL form id", { path: "/api/forms/contact';DROP%20TABLE%20submissions;--", body: valid }],
  ["script form id", { path: "/api/forms/%3Cscript%3E", body: valid }],
  ["traversal form id", { path: "/api/forms/../../etc/passwd", body: valid }],
  ["sub-path", { path: "/api/forms/contact/extra", body: valid }],
  // Content types.
  ["no content type", { headers: { "Content-Type": "" }, body: valid }],
  ["text/plain", { headers: { "Content-Type": "text/plain" }, body: valid }],
  [
    "multipart",
    {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n`,
    },
  ],
  ["XML", { headers: { "Content-Type": "application/xml" }, body: "<a/>" }],
  // Methods.
  ...["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"].map((method): [string, Raw] => [
    method,
    { method, body: "" },
  ]),
  // Spam signals and cross-site.
  ["honeypot filled", { body: `${valid}&_website=x` }],
  ["no page-load cookie", { headers: { Cookie: "" }, body: valid }],
  ["garbage cookie", { headers: { Cookie: "finlo_form_t=abc; finlo_form_t=1e99" }, body: valid }],
  ["cross-site Origin", { headers: { Origin: "https://evil.example" }, body: valid }],
  ["null Origin", { headers: { Origin: "null" }, body: valid }],
  ["cross-site fetch", { headers: { "Sec-Fetch-Site": "cross-site" }, body: valid }],
];

test("hostile posts to the receiver get a 4xx, never a 5xx, and it keeps working", async ({
  request,
}) => {
  const results: string[] = [];
  for (const [name, raw] of cases) {
    const status = await send(raw);
    if (status < 400 || status > 499) results.push(`${name}: ${status}`);
  }
  expect(results, "requests not answered with a 4xx").toEqual([]);

  // Still up, and still storing.
  expect((await request.get(`${selfURL}/contact-us`)).status()).toBe(200);
  expect(await send({ body: `${valid}&_page=%2Fcontact-us` })).toBe(303);
});
