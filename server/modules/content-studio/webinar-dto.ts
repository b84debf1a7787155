import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { WebinarDetail, WebinarSummary } from "#contracts/content-studio-webinars.ts";
import { webinarPath } from "#contracts/content-studio-webinars-text.ts";
import { endOf, statusAt } from "#server/modules/content/webinars-service.ts";
import type { WebinarRow } from "./webinars-repository.ts";

/** A draft with a time is scheduled; a published webinar is on /webinars (there is no date to wait for). */
export function webinarStatusOf(row: Pick<WebinarRow, "status" | "publishAt">): PostStatus {
  if (row.status === "published") return "published";
  return row.publishAt ? "scheduled" : "draft";
}

export function toWebinarSummary(row: WebinarRow, now: Date): WebinarSummary {
  const status = webinarStatusOf(row);
  return {
    id: row.id,
    slug: row.slug,
    path: webinarPath(row.slug),
    title: row.title,
    summary: row.summary,
    hostName: row.hostName,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    timing: statusAt(row, now),
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
    status,
    publishAt: status === "scheduled" ? (row.publishAt?.toISOString() ?? null) : null,
    hasJoinLink: row.joinUrl !== null,
    registrants: row.registrants,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function toWebinarDetail(row: WebinarRow, now: Date): WebinarDetail {
  return {
    ...toWebinarSummary(row, now),
    descriptionMarkdown: row.descriptionMarkdown,
    joinUrl: row.joinUrl,
    recordingUrl: row.recordingUrl,
    joinLinkSent: row.joinUrl ? row.joinLinkSent : 0,
  };
}
