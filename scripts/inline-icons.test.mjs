// @vitest-environment node
import { describe, expect, it } from "vitest";
import { brotliSize, inlineIcons, spriteSymbols } from "./inline-icons.mjs";

const spriteText = `<svg xmlns="http://www.w3.org/2000/svg"><!-- generated -->
<symbol id="menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>
<symbol id="mail" viewBox="0 0 24 24"><rect width="20" height="16" x="2" y="4"/></symbol>
<symbol id="brand-x" viewBox="0 0 24 24"><path d="M1 1h22"/></symbol>
</svg>`;
const sprite = { spriteUrl: "/assets/icons-Ab1.svg", symbols: spriteSymbols(spriteText) };
const icon = (id) => `<svg aria-hidden="true"><use href="/assets/icons-Ab1.svg#${id}"></use></svg>`;
const page = (body) =>
  `<!DOCTYPE html><html><head></head><body>${body}<script>go()</script></body></html>`;

describe("spriteSymbols", () => {
  it("reads every symbol of the sprite by id", () => {
    expect([...sprite.symbols.keys()]).toEqual(["menu", "mail", "brand-x"]);
    expect(sprite.symbols.get("mail")).toBe(
      '<symbol id="mail" viewBox="0 0 24 24"><rect width="20" height="16" x="2" y="4"/></symbol>',
    );
  });
});

describe("inlineIcons", () => {
  it("points every icon at a prefixed symbol at the end of the body, each symbol once", () => {
    const { html, icons, inlined } = inlineIcons(
      page(icon("menu") + icon("mail") + icon("menu")),
      sprite,
    );
    expect(inlined).toBe(true);
    expect(icons).toBe(2);
    expect(html).not.toContain("/assets/icons-Ab1.svg");
    expect(html.match(/<use href="#icon-menu">/g)).toHaveLength(2);
    expect(html).toContain(
      '<script>go()</script><svg xmlns="http://www.w3.org/2000/svg" style="display:none">' +
        '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>' +
        '<symbol id="icon-mail" viewBox="0 0 24 24"><rect width="20" height="16" x="2" y="4"/></symbol>' +
        "</svg></body></html>",
    );
    expect(html).not.toContain("brand-x");
  });

  it("also copies the icons a component names for later (data-icons), once each", () => {
    const html = page(`<form data-icons="mail brand-x">${icon("menu")}${icon("mail")}</form>`);
    const result = inlineIcons(html, sprite);
    expect(result.icons).toBe(3);
    expect(result.html.match(/<symbol id="icon-mail"/g)).toHaveLength(1);
    expect(result.html).toContain('<symbol id="icon-brand-x"');
    expect(() =>
      inlineIcons(page(`<form data-icons="nope">${icon("menu")}</form>`), sprite),
    ).toThrow(/no symbol "nope" \(data-icons\)/);
  });

  it("leaves a page without icons alone", () => {
    const html = page("<p>No icons</p>");
    expect(inlineIcons(html, sprite)).toEqual({ html, icons: 0, inlined: false });
  });

  it("keeps the external sprite when the page would grow past the byte budget", () => {
    const html = page(icon("menu") + icon("brand-x"));
    const budget = brotliSize(html) + 10;
    expect(inlineIcons(html, { ...sprite, maxBytes: budget })).toEqual({
      html,
      icons: 2,
      inlined: false,
    });
    expect(inlineIcons(html, { ...sprite, maxBytes: budget + 200 }).inlined).toBe(true);
  });

  it("refuses an icon the sprite does not have, and a page without a body", () => {
    expect(() => inlineIcons(page(icon("nope")), sprite)).toThrow(/no symbol "nope"/);
    expect(() => inlineIcons(icon("menu"), sprite)).toThrow(/no <\/body>/);
  });

  it("is idempotent: a second run finds nothing to inline", () => {
    const once = inlineIcons(page(icon("menu")), sprite).html;
    expect(inlineIcons(once, sprite)).toEqual({ html: once, icons: 0, inlined: false });
  });
});

describe("the prefix", () => {
  it("is the one app/components/ui/icons.tsx looks for when it renders an icon in the browser", async () => {
    const { readFileSync } = await import("node:fs");
    const { ICON_ID_PREFIX } = await import("./inline-icons.mjs");
    const source = readFileSync(new URL("../app/components/ui/icons.tsx", import.meta.url), "utf8");
    expect(source).toContain(`export const ICON_ID_PREFIX = "${ICON_ID_PREFIX}";`);
  });
});
