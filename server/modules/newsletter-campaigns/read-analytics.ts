import type {
  CampaignAnalytics,
  CampaignMetrics,
  NewsletterAnalytics,
  newsletterAnalyticsReports,
} from "#contracts/newsletter-analytics.ts";
import { campaignMessages } from "#contracts/newsletter-campaigns.ts";
import { HttpError } from "#server/http-error.ts";
import { toCsv } from "#server/lib/csv.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { AnalyticsRepository, CampaignCountsRow } from "./analytics-repository.ts";

type Deps = { repository: AnalyticsRepository; now: () => Date };

const dayMs = 86_400_000;

function toMetrics(row: CampaignCountsRow): CampaignMetrics {
  const { startedAt, ...counts } = row;
  return {
    ...counts,
    startedAt: startedAt ? new Date(startedAt).toISOString() : null,
    clickToOpenRate: row.opened > 0 ? Math.round((row.clicked / row.opened) * 10_000) / 10_000 : null,
  };
}

/** The overview: every started campaign's numbers, and the list over the last `days` days. */
export async function readAnalytics(deps: Deps, days: number): Promise<NewsletterAnalytics> {
  const from = new Date(deps.now().getTime() - (days - 1) * dayMs);
  from.setUTCHours(0, 0, 0, 0);
  const [totals, campaigns, growth, sources] = await Promise.all([
    deps.repository.totals(),
    deps.repository.campaigns(),
    deps.repository.growth(from),
    deps.repository.sources(from),
  ]);
  return { days, totals, campaigns: campaigns.map(toMetrics), growth, sources };
}

/** One campaign's numbers and its links' clicks. */
export async function readCampaignAnalytics(deps: Deps, id: string): Promise<CampaignAnalytics> {
  const row = isUuid(id) ? await deps.repository.campaign(id) : undefined;
  if (!row) throw new HttpError(404, campaignMessages.notFound);
  return { metrics: toMetrics(row), links: await deps.repository.links(id) };
}

/** One report of the overview as CSV (campaigns side by side, the daily growth, the sources). */
export async function exportAnalytics(
  deps: Deps,
  days: number,
  report: (typeof newsletterAnalyticsReports)[number],
): Promise<{ name: string; csv: string }> {
  const data = await readAnalytics(deps, days);
  if (report === "growth")
    return {
      name: `newsletter-growth-${days}d.csv`,
      csv: toCsv(
        ["day", "subscribed", "confirmed", "unsubscribed"],
        data.growth.map((d) => [d.day, d.subscribed, d.confirmed, d.unsubscribed]),
      ),
    };
  if (report === "sources")
    return {
      name: `newsletter-sources-${days}d.csv`,
      csv: toCsv(
        ["source", "signups"],
        data.sources.map((s) => [s.source, s.count]),
      ),
    };
  return {
    name: "newsletter-campaigns.csv",
    csv: toCsv(
      [
        "subject",
        "started_at",
        "recipients",
        "sent",
        "delivered",
        "bounced",
        "complained",
        "opened",
        "proxy_opened",
        "clicked",
        "click_to_open_rate",
        "unsubscribed",
        "conversions",
        "tracking",
      ],
      data.campaigns.map((c) => [
        c.subject,
        c.startedAt,
        c.recipients,
        c.sent,
        c.delivered,
        c.bounced,
        c.complained,
        c.opened,
        c.proxyOpened,
        c.clicked,
        c.clickToOpenRate,
        c.unsubscribed,
        c.conversions,
        c.perSubscriber ? "per-subscriber" : "aggregate",
      ]),
    ),
  };
}
