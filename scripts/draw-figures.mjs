// The figures the blog posts show (content/blog/*.md, `![alt](/images/blog/<slug>-figure.svg)`),
// drawn as small SVGs in the brand's colours (scripts/palette.mjs) and committed to
// public/images/blog/. Rerun `node scripts/draw-figures.mjs` after changing one; each figure
// draws exactly what its post's alt text says. Each is drawn once per language, with that
// language's words and numbers (`WORDS` below): `<slug>-figure.svg` in English, which the
// English posts show, and `<slug>-figure.de.svg`, which the German translations show.
//
// Each figure is designed for both themes: it draws with CSS variables and its own stylesheet
// gives them the light values, and the dark ones under `prefers-color-scheme: dark`. An SVG shown
// as an <img> takes that preference from the page around it (its used color-scheme), so the
// figure follows the theme the visitor chose, not only the system's.
import { writeFileSync } from "node:fs";
import { brand, palette, paletteDark } from "./palette.mjs";

/** Mixes two #rrggbb colours: `amount` of `a` into `b`. */
function mix(a, amount, b) {
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v * amount + y[i] * (1 - amount))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Every colour a figure uses: [light, dark]. */
const colours = {
  ink: [palette.ink, paletteDark.ink],
  muted: [palette.muted, paletteDark.muted],
  soft: [palette["surface-soft"], paletteDark["surface-soft"]],
  card: [palette.card, paletteDark.card],
  border: [palette.border, paletteDark.border],
  violet: [palette.violet, paletteDark.violet],
  // Filled buttons keep the primary in both themes, as on the site.
  primary: [palette.violet, palette.violet],
  "violet-soft": [
    palette["violet-soft"] ?? mix(palette.violet, 0.1, palette.card),
    mix(palette.violet, 0.22, paletteDark.card),
  ],
  mint: [palette.mint, paletteDark.mint],
  sun: [palette.sun, paletteDark.sun],
  "tint-sun": [palette["tint-sun"], mix(palette.sun, 0.2, paletteDark.card)],
  danger: [palette.danger, paletteDark.danger],
  rose: [palette["accent-rose"], paletteDark["accent-rose"]],
  // A device or server drawn in the brand's ink; on dark, a slate that stands off the page.
  device: [palette.ink, paletteDark["border-strong"]],
  // Text and shapes on the device, on violet and on the ink blocks.
  "on-fill": [palette.card, palette.card],
};
const style = (i) =>
  Object.entries(colours)
    .map(([name, pair]) => `--${name}:${pair[i]}`)
    .join(";");
const css = `<style>svg{${style(0)}}@media (prefers-color-scheme: dark){svg{${style(1)}}}</style>`;
// Each with its light value as fallback: opened on its own, the file gets the site's CSP, which
// blocks its <style>, and it should still draw in the light colours.
const v = Object.fromEntries(
  Object.entries(colours).map(([name, [light]]) => [name, `var(--${name},${light})`]),
);
const { ink, violet, mint, sun, muted, border, soft, card, danger, device } = v;
const onFill = v["on-fill"];

const W = 1200;
const H = 640;
const font = `font-family="${brand.font.family}, Segoe UI, Helvetica, Arial, sans-serif"`;
const text = (x, y, s, { size = 20, weight = 600, fill = ink, anchor = "start" } = {}) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`;
const rect = (x, y, w, h, fill, rx = 12, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${title}</title>${css}${rect(0, 0, W, H, soft, 0)}${body}</svg>\n`;

const figures = {
  "budgeting-habits-small-business"(t) {
    const inflow = [42, 38, 55, 47, 60, 44, 52, 58, 40, 63, 57, 49, 66];
    const outflow = [48, 35, 41, 52, 39, 50, 46, 42, 55, 44, 47, 51, 43];
    let balance = 120;
    const points = inflow.map((v, i) => {
      balance += v - outflow[i];
      return [140 + i * 76 + 26, 470 - balance * 1.6];
    });
    const bars = inflow
      .map(
        (v, i) =>
          rect(140 + i * 76, 500 - v * 4, 24, v * 4, violet, 6) +
          rect(168 + i * 76, 500 - outflow[i] * 4, 24, outflow[i] * 4, sun, 6) +
          text(166 + i * 76, 530, `${t.week}${i + 1}`, { size: 16, fill: muted, anchor: "middle" }),
      )
      .join("");
    const line = `<polyline points="${points.map((p) => p.join(",")).join(" ")}" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${mint}" stroke="${ink}" stroke-width="3"/>`).join("")}`;
    return [
      text(80, 80, t.title, { size: 32, weight: 800 }),
      rect(80, 110, 18, 18, violet, 4) + text(108, 126, t.moneyIn, { size: 18, fill: muted }),
      rect(230, 110, 18, 18, sun, 4) + text(258, 126, t.moneyOut, { size: 18, fill: muted }),
      `<circle cx="400" cy="119" r="8" fill="${mint}" stroke="${ink}" stroke-width="3"/>` +
        text(418, 126, t.closing, { size: 18, fill: muted }),
      `<line x1="120" y1="500" x2="1140" y2="500" stroke="${border}" stroke-width="2"/>`,
      bars,
      line,
    ].join("");
  },
  "crm-pipeline-hygiene"(t) {
    const columns = t.columns;
    const deals = [
      [0, 0, "ok"],
      [0, 1, "stale"],
      [0, 2, "ok"],
      [1, 0, "missing"],
      [1, 1, "ok"],
      [2, 0, "ok"],
      [2, 1, "stale"],
      [2, 2, "missing"],
      [3, 0, "ok"],
    ];
    const colX = (i) => 80 + i * 265;
    return [
      text(80, 80, t.title, { size: 32, weight: 800 }),
      rect(80, 106, 18, 18, sun, 4) + text(108, 122, t.stale, { size: 18, fill: muted }),
      rect(470, 106, 18, 18, danger, 4) + text(498, 122, t.noNextStep, { size: 18, fill: muted }),
      ...columns.map(
        (name, i) =>
          rect(colX(i), 150, 245, 440, card, 20, `stroke="${border}" stroke-width="2"`) +
          text(colX(i) + 20, 190, name, { size: 20, weight: 700 }),
      ),
      ...deals.map(([c, r, state]) => {
        const x = colX(c) + 16;
        const y = 215 + r * 120;
        const stroke = state === "stale" ? sun : state === "missing" ? danger : border;
        return (
          rect(
            x,
            y,
            213,
            100,
            state === "stale" ? v["tint-sun"] : soft,
            14,
            `stroke="${stroke}" stroke-width="${state === "ok" ? 2 : 4}"`,
          ) +
          rect(x + 16, y + 20, 120, 12, ink, 6, 'opacity="0.75"') +
          rect(x + 16, y + 44, 80, 10, muted, 5, 'opacity="0.45"') +
          (state === "missing"
            ? text(x + 16, y + 84, t.flagMissing, { size: 16, weight: 700, fill: danger })
            : state === "stale"
              ? text(x + 16, y + 84, t.flagStale, { size: 16, weight: 700, fill: ink })
              : text(x + 16, y + 84, t.flagOk, { size: 16, fill: muted }))
        );
      }),
    ].join("");
  },
  "email-campaigns-from-crm-data"(t) {
    const rules = t.rules;
    return [
      rect(80, 70, 1040, 500, card, 24, `stroke="${border}" stroke-width="2"`),
      text(130, 140, t.title, { size: 30, weight: 800 }),
      ...rules.map(([field, op, value], i) => {
        const y = 190 + i * 92;
        return (
          text(130, y + 44, i ? t.and : t.where, { size: 18, fill: muted }) +
          rect(210, y, 300, 64, soft, 12, `stroke="${border}" stroke-width="2"`) +
          text(232, y + 40, field, { size: 20 }) +
          rect(530, y, 170, 64, soft, 12, `stroke="${border}" stroke-width="2"`) +
          text(552, y + 40, op, { size: 20, fill: muted }) +
          rect(720, y, 200, 64, v["violet-soft"], 12, `stroke="${violet}" stroke-width="2"`) +
          text(742, y + 40, value, { size: 20, fill: violet, weight: 700 })
        );
      }),
      rect(130, 480, 790, 2, border, 1),
      text(130, 535, t.matching, { size: 20, fill: muted }),
      text(920, 540, t.count, { size: 48, weight: 800, anchor: "end" }),
      `<circle cx="980" cy="524" r="12" fill="${mint}"/>`,
    ].join("");
  },
  "managing-remote-finance-teams"(t) {
    // Office hours in local time and the UTC offset (November); the post's table of the shared
    // hour: 8–9 am in San Francisco, 11–12 in New York, 4–5 pm in London, 5–6 pm in Berlin.
    const offices = [
      ["San Francisco", -8, 8, 17],
      ["New York", -5, 9, 17],
      ["London", 0, 9, 17],
      ["Berlin", 1, 9, 18],
    ];
    const x = (utc) => 260 + ((utc + 24) % 24) * 36;
    const overlap = 16; // 16:00–17:00 UTC, the one hour every office is at work.
    return [
      text(80, 80, t.title, { size: 32, weight: 800 }),
      text(80, 116, t.subtitle, { size: 18, fill: muted }),
      rect(x(overlap), 140, 36, 380, mint, 8, 'opacity="0.35"'),
      text(x(overlap) + 18, 548, t.shared, { size: 18, weight: 700, anchor: "middle" }),
      ...[0, 6, 12, 18, 24].map((h) =>
        text(260 + h * 36, 600, `${String(h % 24).padStart(2, "0")}:00`, {
          size: 16,
          fill: muted,
          anchor: "middle",
        }),
      ),
      ...offices.map(([city, offset, from, to], i) => {
        const y = 170 + i * 86;
        const start = from - offset;
        const hours = to - from;
        const segs = [];
        for (let h = 0; h < hours; h++)
          segs.push(rect(x(start + h), y, 36, 44, i % 2 ? violet : ink, 0, 'opacity="0.85"'));
        return (
          text(240, y + 30, t.cities?.[city] ?? city, { size: 20, anchor: "end" }) +
          rect(260, y, 864, 44, card, 10, `stroke="${border}" stroke-width="2"`) +
          segs.join("")
        );
      }),
    ].join("");
  },
  "offline-first-finance-apps"(t) {
    return [
      rect(120, 80, 240, 480, device, 40),
      rect(140, 120, 200, 400, card, 20),
      text(240, 160, t.newExpense, { size: 20, weight: 700, anchor: "middle" }),
      ...[0, 1, 2].map((i) =>
        rect(160, 190 + i * 70, 160, 52, soft, 10, `stroke="${border}" stroke-width="2"`),
      ),
      rect(160, 420, 160, 52, v.primary, 26),
      text(240, 453, t.save, { size: 20, weight: 700, fill: onFill, anchor: "middle" }),
      `<path d="M370 320 H470" stroke="${ink}" stroke-width="4" marker-end="url(#arrow)"/>`,
      text(420, 300, t.write, { size: 18, fill: muted, anchor: "middle" }),
      rect(480, 200, 240, 240, card, 20, `stroke="${border}" stroke-width="2"`),
      text(600, 240, t.localLog, { size: 22, weight: 700, anchor: "middle" }),
      ...[0, 1, 2, 3].map(
        (i) =>
          rect(505, 262 + i * 42, 190, 30, i === 3 ? v["tint-sun"] : soft, 8) +
          text(520, 283 + i * 42, `${t.op} ${i + 1} · ${i === 3 ? t.waiting : t.synced}`, {
            size: 16,
            fill: i === 3 ? ink : muted,
          }),
      ),
      `<path d="M730 320 H840" stroke="${ink}" stroke-width="4" stroke-dasharray="10 8" marker-end="url(#arrow)"/>`,
      text(785, 278, t.sync[0], { size: 18, fill: muted, anchor: "middle" }),
      text(785, 300, t.sync[1], { size: 18, fill: muted, anchor: "middle" }),
      rect(850, 180, 250, 280, device, 24),
      ...[0, 1, 2].map(
        (i) =>
          rect(880, 220 + i * 70, 190, 46, onFill, 10, 'opacity="0.12"') +
          `<circle cx="905" cy="${243 + i * 70}" r="7" fill="${mint}"/>`,
      ),
      text(975, 440, t.server, { size: 20, weight: 700, fill: onFill, anchor: "middle" }),
      `<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10z" fill="${ink}"/></marker></defs>`,
    ].join("");
  },
  "startup-runway-math"(t) {
    const gauges = t.gauges.map((words, i) => [
      ...words,
      [0.6, 0.59, 0.62][i],
      [sun, violet, mint][i],
    ]);
    return [
      text(80, 80, t.title, { size: 32, weight: 800 }),
      ...gauges.map(([label, value, unit, share, colour], i) => {
        const cx = 240 + i * 360;
        const cy = 380;
        const r = 130;
        const a = Math.PI * (1 - share);
        const ex = cx + r * Math.cos(a);
        const ey = cy - r * Math.sin(a);
        return (
          rect(cx - 165, 140, 330, 420, card, 24, `stroke="${border}" stroke-width="2"`) +
          `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="${soft}" stroke-width="26" stroke-linecap="round"/>` +
          `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round"/>` +
          text(cx, cy - 20, value, { size: 48, weight: 800, anchor: "middle" }) +
          text(cx, cy + 16, unit, { size: 20, fill: muted, anchor: "middle" }) +
          text(cx, 500, label, { size: 24, weight: 700, anchor: "middle" })
        );
      }),
    ].join("");
  },
  "tax-season-checklist"(t) {
    const blocks = [
      [t.blocks[0], 60, violet],
      [t.blocks[1], 60, device],
      [t.blocks[2], 45, mint],
      [t.blocks[3], 30, sun],
      [t.blocks[4], 45, v.rose],
    ];
    let start = 0;
    const x = (min) => 80 + min * (1040 / 240);
    return [
      text(80, 80, t.title, { size: 32, weight: 800 }),
      text(80, 116, t.subtitle, { size: 18, fill: muted }),
      ...blocks.map(([name, minutes, colour]) => {
        const bx = x(start);
        const bw = x(start + minutes) - bx - 8;
        start += minutes;
        return (
          rect(bx, 200, bw, 160, colour, 18) +
          text(bx + 4, 392, name, { size: 18, weight: 700 }) +
          text(bx + 4, 416, `${minutes} ${t.min}`, { size: 16, fill: muted })
        );
      }),
      ...[0, 60, 120, 180, 240].map((m) =>
        text(x(m), 470, `${t.firstHour + m / 60}:00`, {
          size: 16,
          fill: muted,
          anchor: m === 240 ? "end" : "start",
        }),
      ),
      `<line x1="80" y1="440" x2="1120" y2="440" stroke="${border}" stroke-width="2"/>`,
      rect(80, 490, 1040, 80, card, 18, `stroke="${border}" stroke-width="2"`),
      `<circle cx="124" cy="530" r="14" fill="${mint}"/>`,
      text(154, 537, t.done, { size: 22, weight: 700 }),
    ].join("");
  },
};

/** Each figure's words and numbers in each language (the German follows its post's own terms). */
const WORDS = {
  en: {
    "budgeting-habits-small-business": {
      title: "13-week cash forecast",
      moneyIn: "Money in",
      moneyOut: "Money out",
      closing: "Closing balance",
      week: "W",
    },
    "crm-pipeline-hygiene": {
      title: "Pipeline review, Friday",
      columns: ["Qualified", "Demo", "Proposal", "Negotiation"],
      stale: "Stale: 21+ days without contact",
      noNextStep: "No next step",
      flagMissing: "! No next step",
      flagStale: "24 days quiet",
      flagOk: "Call on Tue",
    },
    "email-campaigns-from-crm-data": {
      title: "Segment: Trials ending this week",
      rules: [
        ["Lifecycle stage", "is", "Trial"],
        ["Trial ends in", "fewer than", "7 days"],
        ["Email consent", "is", "Given"],
      ],
      where: "where",
      and: "and",
      matching: "Matching contacts, updated live",
      count: "1,284",
    },
    "managing-remote-finance-teams": {
      title: "Four offices, one shared hour",
      subtitle: "Working hours on one 24-hour day (UTC)",
      shared: "Shared hour",
    },
    "offline-first-finance-apps": {
      newExpense: "New expense",
      save: "Save",
      write: "write",
      localLog: "Local log",
      op: "op",
      synced: "synced",
      waiting: "waiting",
      sync: ["sync when", "back online"],
      server: "Finlo server",
    },
    "startup-runway-math": {
      title: "A sample startup, in three numbers",
      gauges: [
        ["Net burn", "$85K", "a month"],
        ["Runway", "14.1", "months"],
        ["CAC payback", "15", "months"],
      ],
    },
    "tax-season-checklist": {
      title: "One afternoon, four hours",
      subtitle: "1:00 pm to 5:00 pm, block by block",
      blocks: ["Receipts", "Categories", "Invoices", "Personal", "Deadlines"],
      min: "min",
      firstHour: 1,
      done: "Done when the accountant's pack is sent",
    },
  },
  de: {
    "budgeting-habits-small-business": {
      title: "Cashflow-Prognose über 13 Wochen",
      moneyIn: "Einnahmen",
      moneyOut: "Ausgaben",
      closing: "Endsaldo",
      week: "W",
    },
    "crm-pipeline-hygiene": {
      title: "Pipeline-Durchsicht, Freitag",
      columns: ["Qualifiziert", "Demo", "Angebot", "Verhandlung"],
      stale: "Veraltet: 21+ Tage ohne Kontakt",
      noNextStep: "Kein nächster Schritt",
      flagMissing: "! Kein Folgeschritt",
      flagStale: "24 Tage still",
      flagOk: "Anruf am Di.",
    },
    "email-campaigns-from-crm-data": {
      title: "Segment: Testphase endet diese Woche",
      rules: [
        ["Lebenszyklusphase", "ist", "Testphase"],
        ["Testphase endet in", "weniger als", "7 Tagen"],
        ["E-Mail-Einwilligung", "ist", "Erteilt"],
      ],
      where: "wenn",
      and: "und",
      matching: "Passende Kontakte, live aktualisiert",
      count: "1.284",
    },
    "managing-remote-finance-teams": {
      title: "Vier Büros, eine gemeinsame Stunde",
      subtitle: "Arbeitszeiten auf einem 24-Stunden-Tag (UTC)",
      shared: "Gemeinsame Stunde",
    },
    "offline-first-finance-apps": {
      newExpense: "Neue Ausgabe",
      save: "Speichern",
      write: "schreibt",
      localLog: "Lokales Protokoll",
      op: "Op",
      synced: "übertragen",
      waiting: "wartet",
      sync: ["Abgleich,", "wenn online"],
      server: "Finlo-Server",
    },
    "startup-runway-math": {
      title: "Ein Beispiel-Start-up in drei Zahlen",
      gauges: [
        ["Netto-Burn", "85.000 $", "pro Monat"],
        ["Runway", "14,1", "Monate"],
        ["CAC-Payback", "15", "Monate"],
      ],
    },
    "tax-season-checklist": {
      title: "Ein Nachmittag, vier Stunden",
      subtitle: "13:00 bis 17:00 Uhr, Block für Block",
      blocks: ["Belege", "Kategorien", "Rechnungen", "Privat", "Fristen"],
      min: "Min.",
      firstHour: 13,
      done: "Fertig, wenn das Paket an die Steuerberatung verschickt ist",
    },
  },
};

for (const [lang, words] of Object.entries(WORDS))
  for (const [slug, draw] of Object.entries(figures)) {
    const file = `${slug}-figure${lang === "en" ? "" : `.${lang}`}.svg`;
    writeFileSync(
      new URL(`../public/images/blog/${file}`, import.meta.url),
      svg(slug.replace(/-/g, " "), draw(words[slug])),
    );
  }
console.log(
  `draw-figures: ${Object.keys(figures).length} figures in ${Object.keys(WORDS).length} languages in public/images/blog/`,
);
