import { cn } from "#app/lib/cn.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { leadKindLabels } from "#contracts/leads.ts";
import type { CampaignAudience, CampaignStatus } from "#contracts/newsletter-campaigns.ts";
import { newsletterTopics } from "#contracts/newsletter-text.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
};

const statusTone: Record<CampaignStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-100 text-sky-900",
  sending: "bg-indigo-100 text-indigo-900",
  paused: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-red-100 text-red-900",
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        statusTone[status],
      )}
    >
      {campaignStatusLabels[status]}
    </span>
  );
}

/** "Topic: Webinars and live events · Course: ai-engineers", or everyone confirmed when no rule narrows it. */
export function audienceSummary(audience: CampaignAudience): string {
  const rules = [
    audience.topic
      ? `Topic: ${newsletterTopics.find((topic) => topic.id === audience.topic)?.label ?? audience.topic}`
      : "",
    audience.courseSlug ? `Course: ${audience.courseSlug}` : "",
    audience.batchId ? `Batch: ${audience.batchId.slice(0, 8)}` : "",
    audience.leadKind ? `Leads: ${leadKindLabels[audience.leadKind]}` : "",
    audience.source ? `Source: ${audience.source}` : "",
  ].filter(Boolean);
  return rules.length > 0 ? rules.join(" · ") : "All confirmed subscribers";
}

/**
 * An instant in the viewer's zone ("Dec 1, 2026, 7:00 PM"); UTC, said as such, on the server and while
 * hydrating, so the two renders agree.
 */
export function CampaignTime({ iso }: { iso: string }) {
  const zone = useViewerTimeZone();
  return (
    <time dateTime={iso} title={iso}>
      {formatInZone(iso, zone ?? "UTC", "dateTime")}
      {zone ? null : " UTC"}
    </time>
  );
}

/** "1,234". */
export const count = (n: number) => n.toLocaleString("en");
