import { describe, expect, it } from "vitest";
import { organizationJsonLd, organizationNode } from "./organization.ts";
import { websiteJsonLd } from "./website.ts";

const site = "https://ailabs.academy";

describe("Organization", () => {
  it("names the school with absolute URLs and an @id other blocks can point at", () => {
    const block = JSON.parse(JSON.stringify(organizationJsonLd(site, "Live AI courses.")));
    expect(block).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://ailabs.academy/#organization",
      name: "AI Labs",
      url: "https://ailabs.academy/",
      logo: "https://ailabs.academy/favicon.svg",
      description: "Live AI courses.",
    });
  });

  it("has no @context when nested", () => {
    expect(organizationNode(site)).not.toHaveProperty("@context");
  });
});

describe("WebSite", () => {
  it("offers a SearchAction pointing at /search?q=", () => {
    const block = websiteJsonLd(site);
    expect(block["@context"]).toBe("https://schema.org");
    expect(block.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://ailabs.academy/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });
});
