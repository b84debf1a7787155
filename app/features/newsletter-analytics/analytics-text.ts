// The Analytics tab's own words: the states a person meets (loading failed, nothing yet), in one place for the
// panel and its tests.
export const analyticsText = {
  loadFailed: "Could not load the newsletter analytics",
  campaignFailed: "Could not load the campaign's numbers",
  aggregate:
    "Sent with per-subscriber tracking off: opened, proxy opens and clicked count loads and clicks, not people, and no conversion is attributed.",
  noCampaigns: "No campaign sent yet",
  noCampaignsHint: "Once a campaign starts sending, its opens, clicks and conversions appear here.",
  noLinks: "No link clicked yet",
  noLinksHint: "Clicks on the mail's links are counted here as they arrive.",
  noGrowth: (days: number) => `No sign-ups in the last ${days} days`,
  noGrowthHint: "Nobody subscribed, confirmed or left the list in this range. Try a longer one.",
  noSources: "No sign-ups in this range.",
} as const;
