import { describe, expect, test } from "vitest";
import { landingFields } from "./use-page-views.ts";

// The first view of a tab: a visit starts when the tab came from outside the site, and only then are the landing
// URL's campaign parameters sent.
describe("landingFields", () => {
  const origin = window.location.origin;

  test("a tab opened from another site starts a visit with its referrer and utm_* values", () => {
    expect(
      landingFields(
        "?utm_source=newsletter&utm_medium=email&utm_campaign=launch&x=1",
        "https://www.google.com/",
      ),
    ).toEqual({
      entry: true,
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
    });
  });

  test("a tab opened with no referrer (typed, bookmarked, an app) starts a visit too; empty values are left out", () => {
    expect(landingFields("?utm_source=+&utm_medium=", "")).toEqual({
      entry: true,
      referrer: undefined,
      utmSource: undefined,
      utmMedium: undefined,
      utmCampaign: undefined,
    });
  });

  test("a full page load from the site itself continues the visit and sends no campaign", () => {
    expect(landingFields("?utm_source=newsletter", `${origin}/courses`)).toEqual({ entry: false });
  });
});
