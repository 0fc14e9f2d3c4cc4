import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "~/content/collections/load.server";
import { socialCards } from "~/content/collections/outputs.server";
import {
  jobDetail,
  memberDetail,
  postDetail,
  projectDetail,
  serviceDetail,
} from "~/content/collections/queries.server";
import { faqs } from "~/content/faq";
import { getPage, notFoundPage, pages } from "~/content/pages";
import { financePlans } from "~/content/pricing";
import { site, socials } from "~/content/site";
import { locales } from "~/lib/i18n";
import {
  breadcrumbTrail,
  faqPage,
  organization,
  parseCityLine,
  pricingProduct,
  profileLinks,
  structuredDataFor,
  website,
  type JsonLd,
} from "./structured-data";
import {
  blogPosting,
  creativeWork,
  jobPosting,
  parseLocation,
  person,
  service,
} from "./item-structured-data";

const origin = "https://www.finlo.example";
/** The item social images the build draws (scripts/og-images.mjs), by path under build/client. */
const drawnSocialImages = new Set(socialCards().map((card) => card.path));

/**
 * schema.org as schema-dts declares it: type name → every property the type (and its parents)
 * may carry. The compiler already checks the builders against these types; this catches what
 * escapes it (values built as plain objects, `extra` meta, future edits through casts).
 */
function loadSchema() {
  const require = createRequire(import.meta.url);
  const dts = readFileSync(join(dirname(require.resolve("schema-dts")), "schema.d.ts"), "utf8");
  const bases = new Map<string, { parents: string[]; props: string[] }>();
  for (const match of dts.matchAll(/^interface (\w+Base) extends ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const parents = match[2]!
      .split(",")
      .map((p) => p.trim())
      .filter((p) => /^\w+Base$/.test(p));
    const props = [...match[3]!.matchAll(/^\s+"([^"]+)"\??:/gm)].map((m) => m[1]!);
    bases.set(match[1]!, { parents, props });
  }
  const types = new Map<string, Set<string>>();
  const collect = (base: string, into: Set<string>) => {
    const entry = bases.get(base);
    if (!entry) return;
    entry.props.forEach((p) => into.add(p));
    entry.parents.forEach((p) => collect(p, into));
  };
  for (const match of dts.matchAll(
    /^export interface \w+Leaf extends (\w+) \{\s*"@type": "([^"]+)";/gm,
  )) {
    const props = new Set<string>();
    collect(match[1]!, props);
    types.set(match[2]!, props);
  }
  return types;
}
const schema = loadSchema();

/** Every problem in a JSON-LD value: unknown types and properties a type does not have. */
function schemaProblems(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => schemaProblems(v, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  const problems: string[] = [];
  if (typeof type === "string") {
    const props = schema.get(type);
    if (!props) problems.push(`${path}: unknown @type ${type}`);
    else {
      for (const key of Object.keys(node)) {
        if (key.startsWith("@")) continue;
        // An action's input and output constraints: "query-input" for SearchAction's "query"
        // (schema.org/docs/actions.html).
        const constrained = /^(.+)-(input|output)$/.exec(key)?.[1];
        if (constrained && props.has(constrained)) continue;
        if (!props.has(key)) problems.push(`${path}: ${type} has no property "${key}"`);
      }
    }
  } else if (Object.keys(node).some((key) => !key.startsWith("@"))) {
    problems.push(`${path}: an object without @type`);
  }
  for (const [key, child] of Object.entries(node))
    problems.push(...schemaProblems(child, `${path}.${key}`));
  return problems;
}

const typeOf = (item: JsonLd) => (item as { "@type": string })["@type"];

describe("the schema check itself", () => {
  it("knows schema.org's types and their inherited properties", () => {
    expect(schema.size).toBeGreaterThan(500);
    expect(schema.get("BlogPosting")).toContain("headline"); // from Article/CreativeWork
    expect(schema.get("BlogPosting")).toContain("name"); // from Thing
    expect(schema.get("JobPosting")).toContain("baseSalary");
  });

  it("fails unknown types, misspelt properties and untyped objects", () => {
    expect(schemaProblems({ "@type": "Organisation", name: "x" })).toHaveLength(1);
    expect(schemaProblems({ "@type": "Organization", nmae: "x" })).toEqual([
      '$: Organization has no property "nmae"',
    ]);
    expect(
      schemaProblems({ "@type": "JobPosting", hiringOrganization: { name: "x" } }),
    ).toHaveLength(1);
    expect(schemaProblems({ "@type": "Organization", "@id": "x", name: "x" })).toEqual([]);
  });
});

describe("JSON-LD on every route", () => {
  const all = [...pages, notFoundPage];

  it.each(all.map((page) => [page.path, page] as const))(
    "%s: valid schema.org with a context",
    (_path, page) => {
      for (const item of structuredDataFor(page, origin)) {
        expect(item["@context"]).toBe("https://schema.org");
        expect(schemaProblems(item)).toEqual([]);
        // What the page says must survive JSON (no undefined, functions or cycles).
        expect(JSON.parse(JSON.stringify(item))).toEqual(item);
      }
    },
  );

  it("uses only absolute URLs on the origin for the site's own addresses", () => {
    const urls: string[] = [];
    const walk = (value: unknown, key = "") => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === "object")
        Object.entries(value).forEach(([k, v]) => walk(v, k));
      else if (typeof value === "string" && ["url", "item", "@id", "image", "logo"].includes(key))
        urls.push(value);
    };
    for (const page of all) walk(structuredDataFor(page, origin));
    expect(urls.length).toBeGreaterThan(50);
    for (const value of urls) expect(value.startsWith(`${origin}/`), value).toBe(true);
  });
});

describe("Organization and WebSite", () => {
  it("names the brand with its logo, address and contact", () => {
    const org = organization(origin) as unknown as Record<string, unknown> & {
      address: Record<string, string>;
    };
    expect(org).toMatchObject({ "@type": "Organization", name: site.name, url: `${origin}/` });
    expect(org.logo).toMatchObject({ url: `${origin}/icon-512.png` });
    expect(org.address).toMatchObject({
      addressLocality: "San Francisco",
      addressRegion: "CA",
      postalCode: "94111",
      addressCountry: "US",
    });
    expect(org.telephone).toMatch(/^\+\d+$/);
  });

  it("says which languages its support speaks: the site's, by their English names", () => {
    const org = organization(origin) as unknown as { contactPoint: { availableLanguage: string[] } };
    expect(org.contactPoint.availableLanguage).toHaveLength(locales.length);
    expect(org.contactPoint.availableLanguage).toContain("English");
    if (locales.includes("de")) expect(org.contactPoint.availableLanguage).toContain("German");
  });

  it("lists as sameAs the social links that name a profile, never a network's home page", () => {
    expect(
      profileLinks([
        "https://x.com/",
        "https://www.linkedin.com/company/acme",
        "https://www.facebook.com",
        "https://github.com/acme/",
      ]),
    ).toEqual(["https://www.linkedin.com/company/acme", "https://github.com/acme/"]);
    const org = organization(origin) as unknown as { sameAs?: string[] };
    const links = socials.map((social) => social.href);
    for (const href of org.sameAs ?? []) expect(links).toContain(href);
    expect(org.sameAs ?? []).toEqual(profileLinks(links));
  });

  it("points the website at its publisher", () => {
    expect(website(origin)).toMatchObject({
      "@type": "WebSite",
      url: `${origin}/`,
      publisher: { "@id": `${origin}/#organization` },
    });
  });

  it("declares the site's search page in the page's language", () => {
    expect(website(origin).potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(website(origin, "de").potentialAction).toMatchObject({
      target: { urlTemplate: `${origin}/de/search?q={search_term_string}` },
    });
  });

  it("parses a city line as the US, most of Europe and the UK write it, and leaves anything else whole", () => {
    expect(parseCityLine("Austin, TX 73301")).toEqual({
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: "73301",
    });
    expect(parseCityLine("80331 München")).toEqual({ addressLocality: "München", postalCode: "80331" });
    expect(parseCityLine("1010 Wien")).toEqual({ addressLocality: "Wien", postalCode: "1010" });
    expect(parseCityLine("London SW1A 1AA")).toEqual({ addressLocality: "London", postalCode: "SW1A 1AA" });
    expect(parseCityLine("Berlin")).toEqual({ addressLocality: "Berlin" });
  });
});

describe("BreadcrumbList", () => {
  it("is Home › the page's breadcrumb label, with absolute items", () => {
    const [list] = structuredDataFor(getPage("/faq"), origin).filter(
      (item) => typeOf(item) === "BreadcrumbList",
    );
    expect(list).toMatchObject({
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "FAQ", item: `${origin}/faq` },
      ],
    });
  });

  it("follows the trail the page header shows, through parent pages", () => {
    expect(breadcrumbTrail(getPage("/blog-column-one"))).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: getPage("/blog-column-one").label, path: "/blog-column-one" },
    ]);
    expect(breadcrumbTrail(getPage("/pricing")).at(-1)).toEqual({
      name: getPage("/pricing").heading,
      path: "/pricing",
    });
    expect(breadcrumbTrail(getPage("/"))).toEqual([]);
    expect(breadcrumbTrail(getPage("/sign-in"))).toEqual([]);
  });

  it("names parent crumbs after pages that exist", () => {
    for (const page of pages) {
      for (const crumb of breadcrumbTrail(page)) {
        expect(crumb.path === "/" || pages.some((p) => p.path === crumb.path), crumb.path).toBe(
          true,
        );
      }
    }
  });
});

describe("FAQPage", () => {
  it.each(locales)("%s: is in the page's language", (locale) => {
    const faq = structuredDataFor(getPage("/faq"), origin, undefined, locale).find(
      (item) => typeOf(item) === "FAQPage",
    ) as unknown as Record<string, unknown>;
    expect(schemaProblems(faq)).toEqual([]);
    expect(faq.inLanguage).toBe(locale);
  });

  it("asks and answers every question of the FAQ section", () => {
    const faq = faqPage(origin, "/faq") as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(faqs.length);
    faq.mainEntity.forEach((question, i) => {
      expect(question).toMatchObject({ "@type": "Question", name: faqs[i]!.question });
      expect(question.acceptedAnswer).toMatchObject({ "@type": "Answer", text: faqs[i]!.answer });
    });
  });
});

const c = collections();
const must = <T,>(value: T | undefined): T => {
  if (value === undefined) throw new Error("missing item");
  return value;
};

describe("BlogPosting", () => {
  it("describes every post from its Markdown file", () => {
    for (const summary of c.posts) {
      const post = must(postDetail(summary.slug));
      const article = blogPosting(origin, post) as unknown as Record<string, unknown>;
      expect(schemaProblems(article)).toEqual([]);
      expect(article.headline).toBe(post.title);
      expect(String(article.headline).length).toBeLessThanOrEqual(110);
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.author).toMatchObject({ "@type": "Person", name: post.author, url: `${origin}${post.authorHref}` });
      expect(article.publisher).toMatchObject({ "@type": "Organization", name: "Finlo" });
      expect(article.mainEntityOfPage).toMatchObject({ "@id": `${origin}/blog/${post.slug}` });
      // The post's own social image, which scripts/og-images.mjs draws for every item (a JPEG
      // from its cover photo, else a PNG card).
      expect(article.image).toMatch(new RegExp(`^${origin}/og/blog/${post.slug}\\.(png|jpeg)$`));
      expect(drawnSocialImages.has(String(article.image).slice(origin.length + 1))).toBe(true);
    }
  });
});

describe("JobPosting", () => {
  it("has every property Google requires and recommends, for every job", () => {
    for (const summary of c.jobs) {
      const job = must(jobDetail(summary.slug));
      const data = jobPosting(origin, job) as unknown as Record<string, unknown>;
      expect(schemaProblems(data)).toEqual([]);
      expect(data).toMatchObject({
        "@type": "JobPosting",
        title: job.title,
        datePosted: job.datePosted,
        validThrough: `${job.validThrough}T23:59:59Z`,
        employmentType: job.employmentType,
        hiringOrganization: { "@type": "Organization", name: "Finlo" },
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: job.salaryRange.currency,
          value: { minValue: job.salaryRange.min, maxValue: job.salaryRange.max, unitText: job.salaryRange.unit },
        },
      });
      expect(String(data.description)).toContain("<h2");
      if (job.remote) {
        expect(data.jobLocationType).toBe("TELECOMMUTE");
        expect(data.applicantLocationRequirements).toEqual(
          job.applicantLocation.map((name) => ({ "@type": "AdministrativeArea", name })),
        );
      } else {
        expect(data.jobLocation).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress" } });
      }
    }
  });

  it("places an office job in its city and country", () => {
    const job = { ...must(jobDetail(c.jobs[0]!.slug)), remote: false, location: "Berlin, Germany" };
    expect(jobPosting(origin, job)).toMatchObject({
      jobLocation: { address: { addressLocality: "Berlin", addressCountry: "DE" } },
    });
  });

  it("reads a place, or none for anywhere", () => {
    expect(parseLocation("London, United Kingdom")).toEqual({ locality: "London", country: "GB" });
    expect(parseLocation("Anywhere in North America")).toBeUndefined();
  });
});

describe("Person, Service and CreativeWork", () => {
  it("describes every member, service and project with valid schema.org", () => {
    for (const m of c.team) {
      const data = person(origin, must(memberDetail(m.slug))) as unknown as Record<string, unknown>;
      expect(schemaProblems(data)).toEqual([]);
      expect(data).toMatchObject({ "@type": "Person", name: m.name, jobTitle: m.role, url: `${origin}/team/${m.slug}` });
    }
    for (const s of c.services) {
      const data = service(origin, must(serviceDetail(s.slug))) as unknown as Record<string, unknown>;
      expect(schemaProblems(data)).toEqual([]);
      expect(data).toMatchObject({ "@type": "Service", name: s.title, provider: { "@id": `${origin}/#organization` } });
    }
    for (const p of c.projects) {
      const data = creativeWork(origin, must(projectDetail(p.slug))) as unknown as Record<string, unknown>;
      expect(schemaProblems(data)).toEqual([]);
      expect(data).toMatchObject({
        "@type": "CreativeWork",
        name: p.title,
        url: `${origin}/portfolio/${p.slug}`,
      });
      expect(data.image).toMatch(new RegExp(`^${origin}/og/portfolio/${p.slug}\\.(png|jpeg)$`));
      expect(drawnSocialImages.has(String(data.image).slice(origin.length + 1))).toBe(true);
    }
  });
});

describe("Product on /pricing", () => {
  it("offers each plan at its monthly price in US dollars", () => {
    const product = pricingProduct(origin) as unknown as {
      offers: {
        lowPrice: number;
        highPrice: number;
        offerCount: number;
        offers: { name: string; price: number; priceCurrency: string }[];
      };
    };
    expect(product.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      offerCount: financePlans.length,
    });
    expect(product.offers.lowPrice).toBe(Math.min(...financePlans.map((p) => p.price.monthly)));
    expect(product.offers.highPrice).toBe(Math.max(...financePlans.map((p) => p.price.monthly)));
    expect(product.offers.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      financePlans.map((p) => [`${p.name} plan`, p.price.monthly, "USD"]),
    );
  });
});

describe("an item page's JSON-LD, as its head carries it (app/lib/item-meta.ts)", () => {
  it.each(locales)(
    "%s: valid schema.org, in the item's language where schema.org has inLanguage",
    async (locale) => {
      const { featured } = await import("~/content/item-pages.server");
      const meta = await import("./item-meta");
      const { pageContext } = await import("./seo");
      const { itemWords } = await import("./item-words.server");
      const { itemSay } = await import("./item-words");
      const { post } = featured.post(locale);
      const { job } = featured.job(locale);
      const { member } = featured.member(locale);
      const { service: item } = featured.service(locale);
      const { project } = featured.project(locale);
      const heads = [
        [post, meta.postMeta(post, pageContext({ pathname: post.href }), itemSay(itemWords(locale, "post")))],
        [job, meta.jobMeta({ ...job, closed: false }, pageContext({ pathname: job.href }), itemSay(itemWords(locale, "job")))],
        [member, meta.memberMeta(member, pageContext({ pathname: member.href }), itemSay(itemWords(locale, "member")))],
        [item, meta.serviceMeta(item, pageContext({ pathname: item.href }), itemSay(itemWords(locale, "service")))],
        [project, meta.projectMeta(project, pageContext({ pathname: project.href }), itemSay(itemWords(locale, "project")))],
      ] as const;
      const types: string[] = [];
      for (const [detail, head] of heads) {
        const blocks = head.flatMap((d) => ("script:ld+json" in d ? [d["script:ld+json"] as Record<string, unknown>] : []));
        for (const block of blocks) {
          const type = String(block["@type"]);
          types.push(type);
          expect(schemaProblems(block), `${type} of ${detail.href}`).toEqual([]);
          // The item's own language: an untranslated item shown on a German page is in English.
          if (schema.get(type)!.has("inLanguage"))
            expect(block.inLanguage, `${type} of ${detail.href}`).toBe(detail.lang ?? locale);
        }
      }
      expect(types.sort()).toEqual([
        "BlogPosting",
        "BreadcrumbList",
        "BreadcrumbList",
        "BreadcrumbList",
        "BreadcrumbList",
        "BreadcrumbList",
        "CreativeWork",
        "JobPosting",
        "Person",
        "Service",
      ]);
    },
  );
});
