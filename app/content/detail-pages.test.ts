import { describe, expect, it } from "vitest";
import { contactChannels, contactForm, contactSocials } from "./contact";
import { featuredJob, jobDetail } from "./job-detail";
import { getPage } from "./pages";
import { featuredService, serviceDetail } from "./service-detail";
import { featuredMember, memberDetail } from "./team-detail";

/** The detail pages show one item each; their h1 (pages.ts) must name that item. */
describe("detail pages and contact copy", () => {
  it("shows the item each detail page's heading names", () => {
    const rule = (path: string, source: string) =>
      `app/content/pages.ts: the heading of ${path} must name the item it shows (${source})`;
    expect(getPage("/single-career").heading, rule("/single-career", "the first job in app/content/careers.ts")).toBe(featuredJob.title);
    expect(getPage("/single-team").heading, rule("/single-team", "the first member in app/content/team.ts")).toBe(featuredMember.name);
    expect(getPage("/single-service").heading, rule("/single-service", "the first service in app/content/services.ts")).toBe(featuredService.title);
    expect(jobDetail.slug).toBe(featuredJob.slug);
    expect(memberDetail.slug).toBe(featuredMember.slug);
    expect(serviceDetail.slug).toBe(featuredService.slug);
  });

  it("keeps the job's benefits in line with its listed salary", () => {
    expect(jobDetail.benefits.some((b) => b.includes(featuredJob.salary))).toBe(true);
  });

  it("has the contact form of spec §2 with the heading's typo fixed", () => {
    expect(contactForm.heading, "app/content/contact.ts: contactForm.heading, the spec's (typo fixed)").toBe("Fill the form below");
    expect(contactForm.submitLabel).toBe("Send Message");
    expect(
      contactForm.fields.map((f) => [f.label, f.type, "required" in f && f.required === true]),
    ).toEqual([
      ["Your Name*", "text", true],
      ["Email Address*", "email", true],
      ["Subject", "text", false],
      ["Your message", "textarea", false],
    ]);
    expect(contactSocials).toHaveLength(4);
    expect(contactChannels.map((c) => c.href?.split(":")[0])).toEqual(["tel", "mailto", undefined]);
  });
});
