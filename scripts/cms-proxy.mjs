// What `npm run cms` puts in front of decap-server: the editor talks to this proxy at
// CMS_PROXY_URL, and it passes every request and answer through untouched, except the pictures
// an editor uploads. Decap sends those base64-encoded in a `POST /api/v1` with the action
// `persistMedia` (`params.asset`) or, for pictures chosen while editing an entry, `persistEntry`
// (`params.assets`); each is stripped of its metadata (scripts/media-strip.mjs: upright, colour
// profile kept, no GPS, camera or dates) before decap-server writes it to content/media/. An
// upload that cannot be decoded is answered `422 { error }`, which the editor shows, and nothing
// is written. docs/cms.md ("Local mode").
import { request as httpRequest, createServer } from "node:http";
import { MediaError } from "./media-encode.mjs";
import { stripImage } from "./media-strip.mjs";

/** Decap's JSON for a 25 MB photo in base64 is ~34 MB; decap-server itself takes up to 50 MB. */
const MAX_BODY = 50 * 1024 * 1024;
const MEDIA_ACTIONS = new Set(["persistMedia", "persistEntry"]);

/** An asset as Decap sends it: `{ path, content, encoding: "base64" }`. */
async function stripAsset(asset, log) {
  if (!asset || typeof asset.content !== "string" || asset.encoding !== "base64") return false;
  const name = String(asset.path ?? "upload");
  const { bytes, changed } = await stripImage(Buffer.from(asset.content, "base64"), name);
  if (!changed) return false;
  asset.content = bytes.toString("base64");
  log(`cms: ${name}: metadata removed before saving (upright, colour profile kept)`);
  return true;
}

/**
 * The body decap-server should get for `body` (a request's bytes): the same bytes, unless it is
 * an upload whose pictures carried metadata. Throws a MediaError for a picture it refuses.
 * @param {Buffer} body
 * @returns {Promise<Buffer>}
 */
export async function rewriteBody(body, log = console.log) {
  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return body; // not JSON: decap-server answers it
  }
  if (!MEDIA_ACTIONS.has(payload?.action) || typeof payload.params !== "object") return body;
  const { params } = payload;
  const assets = [
    ...(payload.action === "persistMedia" ? [params.asset] : []),
    ...(Array.isArray(params.assets) ? params.assets : []),
  ];
  let changed = false;
  for (const asset of assets) if (await stripAsset(asset, log)) changed = true;
  return changed ? Buffer.from(JSON.stringify(payload)) : body;
}

/** decap-server answers with `cors()` (any origin); an answer of ours must do the same. */
function answer(res, status, error) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Access-Control-Allow-Origin": "*",
  });
  res.end(JSON.stringify({ error }));
}

/**
 * The proxy, not listening yet.
 * @param {{ target: string, log?: (line: string) => void }} options target: decap-server's origin
 */
export function cmsProxy({ target, log = console.log }) {
  const upstream = new URL(target);
  return createServer((req, res) => {
    const forward = (body) => {
      const headers = { ...req.headers, host: upstream.host };
      if (body) headers["content-length"] = String(body.length);
      const out = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
        },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      out.on("error", (error) => {
        if (!res.headersSent)
          answer(res, 502, `decap-server is not answering at ${target} (${error.message})`);
        else res.destroy();
      });
      if (body) out.end(body);
      else req.pipe(out);
    };
    if (req.method !== "POST") return forward();
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on("end", async () => {
      if (size > MAX_BODY)
        return answer(res, 413, `the upload is over ${MAX_BODY / 1048576} MB: export it smaller`);
      const body = Buffer.concat(chunks);
      try {
        forward(await rewriteBody(body, log));
      } catch (error) {
        if (!(error instanceof MediaError)) {
          log(`cms: an upload could not be read: ${error?.stack ?? error}`);
          return answer(res, 500, `the upload could not be read (${error?.message ?? error})`);
        }
        log(`cms: refused: ${error.message}`);
        answer(res, 422, error.message);
      }
    });
  });
}
