import { describe, expect, it } from "vitest";
import { emptySeoSettings } from "../seo-settings-repository.ts";
import { builtInSiteDefaults, siteDefaultsOf, withSiteSuffix } from "./site-defaults.ts";

describe("withSiteSuffix", () => {
  it.each([
    ["Deep Learning | AI Labs", "| AI Labs", "Deep Learning | AI Labs"],
    ["Deep Learning | AI Labs", "- AI Labs Academy", "Deep Learning - AI Labs Academy"],
    ["Deep Learning | AI Labs", "· AI Labs", "Deep Learning · AI Labs"],
    // No built-in suffix: the title was typed whole (an override) or is the home page's own.
    ["AI Labs - AI certification courses", "- AI Labs Academy", "AI Labs - AI certification courses"],
    ["Deep Learning |AI Labs", "- AI Labs Academy", "Deep Learning |AI Labs"],
    // Only the ending is replaced, never a suffix-like middle.
    ["| AI Labs alumni stories | AI Labs", "— AI Labs", "| AI Labs alumni stories — AI Labs"],
  ])("%s with %s", (title, suffix, expected) => {
    expect(withSiteSuffix(title, suffix)).toBe(expected);
  });
});

describe("siteDefaultsOf", () => {
  it("fills the built-ins where nothing was set", () => {
    const defaults = siteDefaultsOf(emptySeoSettings);
    expect(defaults).toEqual(builtInSiteDefaults);
  });
});
