import { describe, expect, test } from "vitest";
import { seoDefaults } from "#contracts/seo.ts";
import { pageLanguage, siteLanguage } from "./page-language.ts";

describe("pageLanguage", () => {
  test("is the site's language where no route read the page's metadata", () => {
    expect(siteLanguage).toBe(seoDefaults.language);
    expect(pageLanguage([{ loaderData: { shell: {} } }, { loaderData: undefined }])).toBe("en");
    expect(pageLanguage([{ loaderData: { seo: null } }])).toBe("en");
  });

  test("is the deepest page's language, as Meta Tags set it", () => {
    expect(
      pageLanguage([
        { loaderData: { seo: { language: "en" } } },
        { loaderData: { seo: { language: "en-GB" } } },
      ]),
    ).toBe("en-GB");
  });
});
