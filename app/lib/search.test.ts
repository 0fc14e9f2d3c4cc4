// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { searchEntryOf } from "./route-handle";
import { itemEntry, loosenable, loosenQuery, searchHref, typesOf } from "./search";
import { isSearchShortcut } from "./search-keys";
import { excerptParts, toResult, type PagefindData } from "./search-results";

const key = (key: string, extra: Partial<KeyboardEvent> = {}, target: unknown = document.body) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
  target: target as EventTarget,
});

describe("how a page is indexed", () => {
  it("keeps out a page whose route says nothing", () => {
    expect(searchEntryOf(undefined, {})).toBeNull();
  });

  it("gives a plain page its type", () => {
    expect(searchEntryOf("page", {})).toEqual({ type: "page" });
  });

  it("takes an item page's entry from its loader data, which may keep it out", () => {
    expect(searchEntryOf(undefined, { search: { type: "post", title: "T" } })).toEqual({
      type: "post",
      title: "T",
    });
    expect(searchEntryOf(undefined, { search: null })).toBeNull();
  });

  it("names an item page by its item, and keeps out what the route refuses", () => {
    const role = itemEntry("role", "job", { keepOut: (job) => job.closed === true });
    expect(role({ job: { title: "Payments engineer", closed: false } })).toEqual({
      type: "role",
      title: "Payments engineer",
    });
    expect(role({ job: { title: "Old role", closed: true } })).toBeNull();
    const person = itemEntry("person", "member", { titleField: "name" });
    expect(person({ member: { name: "Ada" } })).toEqual({ type: "person", title: "Ada" });
  });

  it("keeps out a page that repeats an item of another language", () => {
    const post = itemEntry("post", "post");
    expect(post({ post: { title: "T" }, canonical: "/blog/t" })).toBeNull();
    expect(post({})).toBeNull();
  });
});

describe("the search page's address", () => {
  it("is in the page's language and carries the query", () => {
    expect(searchHref("en")).toBe("/search");
    expect(searchHref("en", " cash flow ")).toBe("/search?q=cash+flow");
    expect(searchHref("de", "Steuer & Co")).toBe("/de/search?q=Steuer+%26+Co");
  });

  it("carries the types chosen, in the filters' order, and reads them back", () => {
    expect(searchHref("en", "the", ["faq", "post"])).toBe("/search?q=the&type=post&type=faq");
    expect(searchHref("en", " ", ["post"])).toBe("/search");
    expect(typesOf(new URLSearchParams("q=x&type=faq&type=nope&type=post"))).toEqual([
      "post",
      "faq",
    ]);
    expect(typesOf(new URLSearchParams("q=x"))).toEqual([]);
  });
});

describe("the keys that open search", () => {
  it("opens on / outside text fields, and on Ctrl+K or ⌘K anywhere", () => {
    expect(isSearchShortcut(key("/"))).toBe(true);
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }))).toBe(true);
    const input = document.createElement("input");
    expect(isSearchShortcut(key("/", {}, input))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true }, input))).toBe(true);
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }))).toBe(false);
  });
});

describe("excerpts", () => {
  it("marks the matches and decodes the text, never passing HTML on", () => {
    expect(excerptParts("Your <mark>runway</mark> &amp; cash &lt;b&gt;")).toEqual([
      { text: "Your ", match: false },
      { text: "runway", match: true },
      { text: " & cash <b>", match: false },
    ]);
  });

  it("marks the word, not the punctuation Pagefind marks with it", () => {
    expect(
      excerptParts("cash, <mark>runway,</mark> and <mark>(burn)</mark> <mark>Runway’s</mark>"),
    ).toEqual([
      { text: "cash, ", match: false },
      { text: "runway", match: true },
      { text: ", and (", match: false },
      { text: "burn", match: true },
      { text: ") ", match: false },
      { text: "Runway’s", match: true },
    ]);
  });

  it("drops tags other than the marks", () => {
    expect(excerptParts("a <img src=x onerror=alert(1)> b")).toEqual([
      { text: "a  b", match: false },
    ]);
  });
});

describe("a result", () => {
  const base: PagefindData = {
    url: "/faq",
    excerpt: "…",
    meta: { title: "FAQ" },
    filters: { type: ["faq"] },
    sub_results: [
      { title: "FAQ", url: "/faq", excerpt: "page" },
      { title: "Can I cancel?", url: "/faq#faq-q-2", excerpt: "<mark>cancel</mark> any time" },
    ],
  };

  it("is the answer that matched, on the FAQ page", () => {
    expect(toResult(base)).toEqual({
      url: "/faq#faq-q-2",
      title: "Can I cancel?",
      type: "faq",
      excerpt: [
        { text: "cancel", match: true },
        { text: " any time", match: false },
      ],
    });
  });

  it("names the question that matched, not the section's heading before it", () => {
    const faq = toResult({
      ...base,
      sub_results: [
        {
          title: "Answers to common questions",
          url: "/faq#faq-title",
          excerpt: "<mark>team</mark>",
          locations: [1, 4, 9],
        },
        {
          title: "Can my whole team use one account?",
          url: "/faq#faq-q-4",
          excerpt: "<mark>team</mark> seats",
          locations: [12],
        },
      ],
    });
    expect(faq).toMatchObject({
      url: "/faq#faq-q-4",
      title: "Can my whole team use one account?",
      type: "faq",
    });
  });

  it("of several questions, names the one that matched best", () => {
    const faq = toResult({
      ...base,
      sub_results: [
        { title: "Q1", url: "/faq#faq-q-1", excerpt: "", locations: [3] },
        { title: "Q2", url: "/faq#faq-q-2", excerpt: "", locations: [20, 22] },
        { title: "Q3", url: "/faq#faq-q-3", excerpt: "", locations: [30] },
      ],
    });
    expect(faq.url).toBe("/faq#faq-q-2");
    // A match in the question's heading weighs more than two in another answer.
    const weighed = toResult({
      ...base,
      sub_results: [
        {
          title: "Q1",
          url: "/faq#faq-q-1",
          excerpt: "",
          weighted_locations: [{ weight: 1 }, { weight: 1 }],
        },
        { title: "Q5", url: "/faq#faq-q-5", excerpt: "", weighted_locations: [{ weight: 5 }] },
      ],
    });
    expect(weighed.url).toBe("/faq#faq-q-5");
  });

  it("is the FAQ page itself when only a section's heading matched", () => {
    const faq = toResult({
      ...base,
      sub_results: [{ title: "Answers to common questions", url: "/faq#faq-title", excerpt: "x" }],
    });
    expect(faq).toMatchObject({ url: "/faq", title: "FAQ", type: "faq" });
  });

  it("is the page itself elsewhere, and a page when its type is unknown", () => {
    const post = toResult({
      ...base,
      url: "/blog/x",
      meta: { title: "X" },
      filters: { type: ["post"] },
    });
    expect(post).toMatchObject({ url: "/blog/x", title: "X", type: "post" });
    expect(toResult({ ...base, filters: {} }).type).toBe("page");
  });
});

describe("the second try when nothing matches", () => {
  it("cuts each word of five or more letters to its first four", () => {
    expect(loosenQuery("budgt")).toBe("budg");
    expect(loosenQuery("  invocie  tax ")).toBe("invo tax");
    expect(loosenQuery("Rechnug prüfen")).toBe("Rech prüf");
  });
  it("keeps the words that find something on their own", () => {
    const found = new Set(["Geschäftskonto", "Verschlüsselung"]);
    expect(loosenQuery("Geschäftskonto Verschlüsselung", (w) => found.has(w))).toBeNull();
    expect(loosenQuery("Geschäftskonto Verschlüslung", (w) => found.has(w))).toBe(
      "Geschäftskonto Vers",
    );
    expect(loosenable("tax Rechnug prüfen")).toEqual(["Rechnug", "prüfen"]);
  });
  it("has nothing to loosen in short words", () => {
    expect(loosenQuery("tax api")).toBeNull();
    expect(loosenQuery("")).toBeNull();
  });
});
