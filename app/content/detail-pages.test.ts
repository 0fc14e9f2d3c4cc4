import { describe, expect, it } from "vitest";
import { contactChannels, contactForm, contactSocials } from "./contact";
import { featuredJob, jobDetail } from "./job-detail";
import { getPage } from "./pages";
import { featuredService, serviceDetail } from "./service-detail";
import { featuredMember, memberDetail } from "./team-detail";

/** The detail pages show one item each; their h1 (pages.ts) must name that item. */
describe("detail pages and contact copy", () => {
  it("shows the item each detail page's heading names", () => {
    expect(getPage("/single-career").heading).toBe(featuredJob.title);
    expect(getPage("/single-team").heading).toBe(featuredMember.name);
    expect(getPage("/single-service").heading).toBe(featuredService.title);
    expect(jobDetail.slug).toBe(featuredJob.slug);
    expect(memberDetail.slug).toBe(featuredMember.slug);
    expect(serviceDetail.slug).toBe(featuredService.slug);
  });

  it("keeps the job's benefits in line with its listed salary", () => {
    expect(jobDetail.benefits.some((b) => b.includes(featuredJob.salary))).toBe(true);
  });

  it("has the contact form of spec §2 with the heading's typo fixed", () => {
    expect(contactForm.heading).toBe("Fill the form below");
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
