import type { Campaign } from "#contracts/newsletter-campaigns.ts";
import type { CampaignRow } from "./campaigns-repository.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A campaign as the admin's API sends it (the rendered copy stays on the server). */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    audience: row.audience,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    recipientCount: row.recipientCount,
    queuedCount: row.queuedCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
