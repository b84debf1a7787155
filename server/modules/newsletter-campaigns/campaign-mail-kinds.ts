/** A campaign's mail to a subscriber: class "bulk" in the mail kind policy (tracked, stopped by an erasure). */
export const newsletterCampaignMailKind = "newsletter-campaign";
/** A campaign's test send to an admin: class "operational" (neither tracked nor resent). */
export const newsletterCampaignTestMailKind = "newsletter-campaign-test";
/**
 * A campaign's mail when per-subscriber tracking is off: class "bulk" too, but the outbox adds no pixel or
 * links of its own; the campaign's one pixel and links are already in it (decision 0067).
 */
export const newsletterCampaignAggregateMailKind = "newsletter-campaign-aggregate";
