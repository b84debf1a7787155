import { z } from "zod";
import "./zod-messages.ts";

// The admin's newsletter analytics (issue 22): per campaign what happened to its mails, and the list's growth.

export const newsletterAnalyticsLimits = {
  defaultDays: 30,
  maxDays: 366,
  /** Campaigns on the page, newest first. */
  campaigns: 50,
  /** A conversion is an enrollment or application within this many days of a click. */
  conversionDays: 7,
  /** An unsubscribe counts against a campaign within this many days of its mail. */
  unsubscribeDays: 7,
} as const;

export const newsletterAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(newsletterAnalyticsLimits.maxDays)
    .default(newsletterAnalyticsLimits.defaultDays),
});

export const campaignMetricsSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  startedAt: z.string().nullable(),
  recipients: z.number().int(),
  /** Handed to the mail server. */
  sent: z.number().int(),
  /** Reported delivered by the provider's events (0 without a provider webhook). */
  delivered: z.number().int(),
  /** Hard bounces. */
  bounced: z.number().int(),
  complained: z.number().int(),
  /** Recipients who opened (a click counts as an open), privacy-proxy-only opens excluded. */
  opened: z.number().int(),
  /** Recipients whose only opens were a mail privacy proxy's (Apple Mail Privacy Protection). */
  proxyOpened: z.number().int(),
  /** Recipients who clicked a link. */
  clicked: z.number().int(),
  /** clicked / opened, 0..1 (null when nobody opened). */
  clickToOpenRate: z.number().nullable(),
  unsubscribed: z.number().int(),
  /** Recipients who enrolled or applied within 7 days of a click. */
  conversions: z.number().int(),
  /**
   * False when the campaign was sent with per-subscriber tracking off: opened, proxyOpened and clicked then
   * count loads and clicks (not people), and no conversion can be attributed.
   */
  perSubscriber: z.boolean(),
});
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

export const listGrowthDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD, UTC"),
  subscribed: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});

export const newsletterAnalyticsSchema = z.object({
  days: z.number().int(),
  totals: z.object({
    subscribed: z.number().int(),
    pending: z.number().int(),
    unsubscribed: z.number().int(),
  }),
  campaigns: z.array(campaignMetricsSchema),
  growth: z.array(listGrowthDaySchema),
  /** Sign-ups in the period by the form or import they came through. */
  sources: z.array(z.object({ source: z.string(), count: z.number().int() })),
});
export type NewsletterAnalytics = z.infer<typeof newsletterAnalyticsSchema>;

export const campaignAnalyticsSchema = z.object({
  metrics: campaignMetricsSchema,
  links: z.array(z.object({ url: z.string(), clicks: z.number().int(), uniqueClicks: z.number().int() })),
});
export type CampaignAnalytics = z.infer<typeof campaignAnalyticsSchema>;

export const newsletterAnalyticsReports = ["campaigns", "growth", "sources"] as const;
export const newsletterAnalyticsExportSchema = newsletterAnalyticsQuerySchema.extend({
  report: z.enum(newsletterAnalyticsReports),
});
