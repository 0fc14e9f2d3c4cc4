// Decodes a WOFF2 font into a plain TrueType file (the WOFF2 spec, https://www.w3.org/TR/WOFF2/).
// Why: the social images are drawn with the brand font, but the only copy of Plus Jakarta Sans
// in the project is the self-hosted woff2, and sharp's bundled FreeType cannot read woff2.
// Node's zlib has Brotli, so undoing the container and the glyf/loca/hmtx transforms is all it takes.
import { brotliDecompressSync } from "node:zlib";

// prettier-ignore
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
  "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
  "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
  "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
  "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
];

class Reader {
  /** @param {Buffer} buf */
  constructor(buf, offset = 0) {
    this.buf = buf;
    this.pos = offset;
  }
  u8() {
    return this.buf[this.pos++];
  }
  u16() {
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16() {
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32() {
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n) {
    const v = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      if (i === 0 && byte === 0x80) throw new Error("woff2: UIntBase128 with a leading zero");
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("woff2: UIntBase128 longer than 5 bytes");
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

const withSign = (flag, value) => (flag & 1 ? value : -value);

/** One point's (dx, dy) from its flag and the glyph stream (spec 5.2, "triplet encoding"). */
function readTriplet(flag, r) {
  if (flag < 10) return [0, withSign(flag, ((flag & 14) << 7) + r.u8())];
  if (flag < 20) return [withSign(flag, (((flag - 10) & 14) << 7) + r.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = r.u8();
    return [
      withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4)),
      withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)),
    ];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const x = r.u8();
    const y = r.u8();
    return [
      withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + x),
      withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + y),
    ];
  }
  if (flag < 124) {
    const b1 = r.u8();
    const b2 = r.u8();
    const b3 = r.u8();
    return [withSign(flag, (b1 << 4) + (b2 >> 4)), withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3)];
  }
  const x = r.u16();
  const y = r.u16();
  return [withSign(flag, x), withSign(flag >> 1, y)];
}

/** The byte length of a composite glyph's component records, and whether it has instructions. */
function compositeSize(r) {
  const start = r.pos;
  let flags;
  let haveInstructions = false;
  do {
    flags = r.u16();
    r.u16(); // glyph index
    r.pos += flags & 0x0001 ? 4 : 2;
    if (flags & 0x0008) r.pos += 2;
    else if (flags & 0x0040) r.pos += 4;
    else if (flags & 0x0080) r.pos += 8;
    if (flags & 0x0100) haveInstructions = true;
  } while (flags & 0x0020);
  return { size: r.pos - start, haveInstructions };
}

/** Rebuilds glyf and loca from the transformed glyf table (spec 5.1). Returns xMin per glyph for hmtx. */
function decodeGlyf(data) {
  const h = new Reader(data);
  h.u16(); // reserved
  const optionFlags = h.u16();
  const numGlyphs = h.u16();
  const indexFormat = h.u16();
  const sizes = Array.from({ length: 7 }, () => h.u32());
  let offset = h.pos;
  const streams = sizes.map((size) => {
    const s = new Reader(data, offset);
    offset += size;
    return s;
  });
  const [nContourS, nPointsS, flagS, glyphS, compositeS, bboxS, instructionS] = streams;
  const overlapBitmap =
    optionFlags & 1 ? data.subarray(offset, offset + ((numGlyphs + 7) >> 3)) : null;
  const bboxBitmapLength = ((numGlyphs + 31) >> 5) << 2;
  const bboxBitmap = bboxS.bytes(bboxBitmapLength);
  const hasBbox = (i) => (bboxBitmap[i >> 3] & (0x80 >> (i & 7))) !== 0;

  const glyphs = [];
  const xMins = [];
  for (let i = 0; i < numGlyphs; i++) {
    const nContours = nContourS.i16();
    if (nContours === 0) {
      glyphs.push(Buffer.alloc(0));
      xMins.push(0);
      continue;
    }
    if (nContours === -1) {
      if (!hasBbox(i)) throw new Error(`woff2: composite glyph ${i} without a bounding box`);
      const bbox = [bboxS.i16(), bboxS.i16(), bboxS.i16(), bboxS.i16()];
      const start = compositeS.pos;
      const { size, haveInstructions } = compositeSize(compositeS);
      const components = data.subarray(start, start + size);
      const instructions = haveInstructions ? instructionS.bytes(glyphS.u255()) : null;
      const out = Buffer.alloc(10 + size + (instructions ? 2 + instructions.length : 0));
      out.writeInt16BE(-1, 0);
      bbox.forEach((v, k) => out.writeInt16BE(v, 2 + k * 2));
      components.copy(out, 10);
      if (instructions) {
        out.writeUInt16BE(instructions.length, 10 + size);
        instructions.copy(out, 12 + size);
      }
      glyphs.push(out);
      xMins.push(bbox[0]);
      continue;
    }
    const endPoints = [];
    let total = 0;
    for (let c = 0; c < nContours; c++) {
      total += nPointsS.u255();
      endPoints.push(total - 1);
    }
    const xs = new Int32Array(total);
    const ys = new Int32Array(total);
    const onCurve = new Uint8Array(total);
    let x = 0;
    let y = 0;
    for (let p = 0; p < total; p++) {
      const flag = flagS.u8();
      const [dx, dy] = readTriplet(flag & 0x7f, glyphS);
      x += dx;
      y += dy;
      xs[p] = x;
      ys[p] = y;
      onCurve[p] = flag & 0x80 ? 0 : 1;
    }
    const instructions = instructionS.bytes(glyphS.u255());
    let bbox;
    if (hasBbox(i)) bbox = [bboxS.i16(), bboxS.i16(), bboxS.i16(), bboxS.i16()];
    else bbox = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    // Plain encoding: every coordinate as a 16-bit delta. Bigger than optimal, simple and exact.
    const out = Buffer.alloc(10 + nContours * 2 + 2 + instructions.length + total * 5);
    let o = 0;
    o = out.writeInt16BE(nContours, o);
    for (const v of bbox) o = out.writeInt16BE(v, o);
    for (const e of endPoints) o = out.writeUInt16BE(e, o);
    o = out.writeUInt16BE(instructions.length, o);
    o += instructions.copy(out, o);
    const overlap = overlapBitmap && overlapBitmap[i >> 3] & (0x80 >> (i & 7)) ? 0x40 : 0;
    for (let p = 0; p < total; p++) out[o++] = onCurve[p] | (p === 0 ? overlap : 0);
    for (let p = 0; p < total; p++) o = out.writeInt16BE(xs[p] - (p ? xs[p - 1] : 0), o);
    for (let p = 0; p < total; p++) o = out.writeInt16BE(ys[p] - (p ? ys[p - 1] : 0), o);
    glyphs.push(out);
    xMins.push(bbox[0]);
  }

  const padded = glyphs.map((g) =>
    g.length % 4 ? Buffer.concat([g, Buffer.alloc(4 - (g.length % 4))]) : g,
  );
  const glyf = Buffer.concat(padded);
  const loca = Buffer.alloc((numGlyphs + 1) * (indexFormat ? 4 : 2));
  let at = 0;
  for (let i = 0; i <= numGlyphs; i++) {
    if (indexFormat) loca.writeUInt32BE(at, i * 4);
    else loca.writeUInt16BE(at / 2, i * 2);
    if (i < numGlyphs) at += padded[i].length;
  }
  return { glyf, loca, xMins, numGlyphs };
}

/** Rebuilds hmtx from its transformed form (spec 5.4): side bearings come from the glyphs' xMin. */
function decodeHmtx(data, numHMetrics, numGlyphs, xMins) {
  const r = new Reader(data);
  const flags = r.u8();
  const advances = Array.from({ length: numHMetrics }, () => r.u16());
  const lsbs = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? xMins[i] : r.i16()));
  const extra = Array.from({ length: numGlyphs - numHMetrics }, (_, i) =>
    flags & 2 ? xMins[numHMetrics + i] : r.i16(),
  );
  const out = Buffer.alloc(numHMetrics * 4 + extra.length * 2);
  let o = 0;
  for (let i = 0; i < numHMetrics; i++) {
    o = out.writeUInt16BE(advances[i], o);
    o = out.writeInt16BE(lsbs[i], o);
  }
  for (const v of extra) o = out.writeInt16BE(v, o);
  return out;
}

function checksum(buf) {
  const padded = buf.length % 4 ? Buffer.concat([buf, Buffer.alloc(4 - (buf.length % 4))]) : buf;
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/**
 * @param {Buffer} woff2
 * @returns {Buffer} an sfnt (TrueType) font
 */
export function woff2ToTtf(woff2) {
  const r = new Reader(woff2);
  if (r.bytes(4).toString("latin1") !== "wOF2") throw new Error("woff2: bad signature");
  const flavor = r.u32();
  if (flavor === 0x74746366) throw new Error("woff2: font collections are not supported");
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const compressedLength = r.u32();
  r.pos += 24; // versions, metadata and private blocks

  const entries = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag = (flags & 0x3f) === 0x3f ? r.bytes(4).toString("latin1") : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    const origLength = r.base128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const length = transformed ? r.base128() : origLength;
    entries.push({ tag, transformed, length });
  }
  const stream = brotliDecompressSync(woff2.subarray(r.pos, r.pos + compressedLength));
  let offset = 0;
  for (const e of entries) {
    e.data = stream.subarray(offset, offset + e.length);
    offset += e.length;
  }

  const tables = new Map(entries.map((e) => [e.tag, e]));
  const out = new Map();
  let xMins = [];
  let numGlyphs = 0;
  const glyfEntry = tables.get("glyf");
  if (glyfEntry?.transformed) {
    const decoded = decodeGlyf(glyfEntry.data);
    out.set("glyf", decoded.glyf);
    out.set("loca", decoded.loca);
    xMins = decoded.xMins;
    numGlyphs = decoded.numGlyphs;
  }
  for (const e of entries) {
    if (out.has(e.tag)) continue;
    if (e.tag === "hmtx" && e.transformed) {
      const numHMetrics = tables.get("hhea").data.readUInt16BE(34);
      out.set("hmtx", decodeHmtx(e.data, numHMetrics, numGlyphs, xMins));
    } else if (e.transformed) {
      throw new Error(`woff2: unsupported transform of ${e.tag}`);
    } else {
      out.set(e.tag, Buffer.from(e.data));
    }
  }
  const head = out.get("head");
  if (head) head.writeUInt32BE(0, 8); // checkSumAdjustment, recomputed below

  const tags = [...out.keys()].sort();
  const n = tags.length;
  const pow2 = 2 ** Math.floor(Math.log2(n));
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(pow2 * 16, 6);
  header.writeUInt16BE(Math.log2(pow2), 8);
  header.writeUInt16BE(n * 16 - pow2 * 16, 10);
  const bodies = [];
  let at = header.length;
  tags.forEach((tag, i) => {
    const data = out.get(tag);
    const rec = 12 + i * 16;
    header.write(tag, rec, 4, "latin1");
    header.writeUInt32BE(checksum(data), rec + 4);
    header.writeUInt32BE(at, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    const padded =
      data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data;
    bodies.push(padded);
    at += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  if (head) {
    const headOffset = header.readUInt32BE(12 + tags.indexOf("head") * 16 + 8);
    font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  }
  return font;
}
