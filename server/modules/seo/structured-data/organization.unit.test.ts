import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seoDefaults } from "#contracts/seo.ts";
import { organizationJsonLd, organizationNode } from "./organization.ts";
import { websiteJsonLd } from "./website.ts";

const site = "https://ailabs.academy";

describe("Organization", () => {
  it("names the school with absolute URLs and an @id other blocks can point at", () => {
    const block = JSON.parse(JSON.stringify(organizationJsonLd(site, { description: "Live AI courses." })));
    expect(block).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://ailabs.academy/#organization",
      name: "AI Labs",
      url: "https://ailabs.academy/",
      // Google wants the logo as an ImageObject with its size, in a raster format (not the SVG favicon).
      logo: {
        "@type": "ImageObject",
        url: "https://ailabs.academy/assets/logo.png",
        contentUrl: "https://ailabs.academy/assets/logo.png",
        width: 512,
        height: 512,
      },
      description: "Live AI courses.",
    });
  });

  it("declares the logo file's true size: the committed PNG is that many pixels", () => {
    // The PNG's IHDR chunk: signature (8 bytes), length and type (8), then width and height (4 each).
    const png = readFileSync(path.resolve("public", `.${seoDefaults.logo}`));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      seoDefaults.logoWidth,
      seoDefaults.logoHeight,
    ]);
    // Google's logo rule: at least 112x112 pixels.
    expect(Math.min(seoDefaults.logoWidth, seoDefaults.logoHeight)).toBeGreaterThanOrEqual(112);
  });

  it("carries SEO Settings' logo and profiles: the logo made absolute with its size, the profiles as sameAs", () => {
    const organization = {
      logo: { url: "/media/seo/logo.png", width: 300, height: 200 },
      profiles: ["https://www.linkedin.com/company/ai-labs", "https://github.com/ai-labs"],
    };
    const block = organizationJsonLd(site, { organization });
    expect(block.logo).toEqual({
      "@type": "ImageObject",
      url: "https://ailabs.academy/media/seo/logo.png",
      contentUrl: "https://ailabs.academy/media/seo/logo.png",
      width: 300,
      height: 200,
    });
    expect(block.sameAs).toEqual(organization.profiles);
    // Nested (as publisher, provider, organizer): the same logo, and no sameAs repeated in every block.
    expect(organizationNode(site, organization).logo).toEqual(block.logo);
    expect(organizationNode(site, organization)).not.toHaveProperty("sameAs");
    // No profiles: no empty sameAs.
    expect(organizationJsonLd(site, { organization: { ...organization, profiles: [] } })).not.toHaveProperty(
      "sameAs",
    );
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
