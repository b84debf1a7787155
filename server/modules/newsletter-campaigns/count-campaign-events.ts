import type { TrackingEvent } from "#server/modules/mail/mail-tracking.ts";
import type { RecordedEvent } from "#server/modules/mail-events/repository.ts";
import type { AnalyticsCountsRepository } from "./analytics-counts-repository.ts";

// What the campaigns hear from the mail module (opens, clicks) and the provider's webhooks (delivered,
// bounced, complained): each raises the count of the campaign the mail belongs to, once per recipient. A
// mail that is no campaign's changes nothing. A click is an open too (images may be off).

export async function countTrackingEvent(
  counts: AnalyticsCountsRepository,
  event: TrackingEvent,
): Promise<void> {
  const aggregate =
    event.kind === "open"
      ? { kind: "open" as const, proxy: event.proxy }
      : { kind: "click" as const, url: event.url };
  if (await counts.aggregate(event.mailId, aggregate)) return;
  if (event.kind === "open") {
    if (event.proxy) await counts.proxyOpen(event.mailId, event.at);
    else await counts.humanOpen(event.mailId, event.at);
    return;
  }
  await counts.humanOpen(event.mailId, event.at);
  await counts.click(event.mailId, event.url, event.at);
}

export async function countProviderEvents(
  counts: AnalyticsCountsRepository,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    if (!event.mailId) continue;
    if (event.type === "delivered") await counts.delivered(event.mailId, event.occurredAt);
    else if (event.type === "complaint") await counts.complained(event.mailId, event.occurredAt);
    else if (event.bounceType === "hard") await counts.bounced(event.mailId, event.occurredAt);
  }
}
