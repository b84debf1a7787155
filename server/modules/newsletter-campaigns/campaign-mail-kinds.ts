/** A campaign's mail to a subscriber: class "bulk" in the mail kind policy (tracked, stopped by an erasure). */
export const newsletterCampaignMailKind = "newsletter-campaign";
/** A campaign's test send to an admin: class "operational" (neither tracked nor resent). */
export const newsletterCampaignTestMailKind = "newsletter-campaign-test";
